// The console's route table (src/lib/consoleScreens.ts) gives docs/product.md §2's two menus, in their
// orders, and each area's screens.
import { describe, expect, it } from 'vitest';
import { areaMenu, areaScreens, screenHref } from './consoleScreens';

describe('the console route table', () => {
  it("gives the admin menu and the Lagos menu, each in its own order", () => {
    expect(areaMenu('admin').map((m) => [m.label, m.href])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Rides', '/dashboard/rides'],
      ['Driver', '/dashboard/drivers'],
      ['Riders', '/dashboard/riders'],
      ['Pricing', '/dashboard/pricing'],
      ['Transactions', '/dashboard/transactions'],
      ['Admin Management', '/dashboard/admins'],
      ['Logout', '/dashboard/logout'],
    ]);
    expect(areaMenu('lagos').map((m) => [m.label, m.href])).toEqual([
      ['Dashboard', '/dashboard/lagos'],
      ['Drivers', '/dashboard/lagos/drivers'],
      ['Users', '/dashboard/lagos/riders'],
      ['Trips', '/dashboard/lagos/rides'],
      ['Transactions', '/dashboard/lagos/transactions'],
      ['Logout', '/dashboard/lagos/logout'],
    ]);
  });

  it('has settings as an admin route without a menu entry, and no pricing, admins or settings for Lagos', () => {
    expect(areaScreens('admin').map((s) => screenHref('admin', s))).toContain('/dashboard/settings');
    expect(areaMenu('admin').map((m) => m.href)).not.toContain('/dashboard/settings');
    expect(areaScreens('lagos').map((s) => s.id)).toEqual(['dashboard', 'rides', 'drivers', 'riders', 'transactions', 'logout']);
  });
});
