// A console page opened from the address bar asks for its code all at once (src/app/routes.tsx,
// preloadConsole): the console's providers, its shell, the screen and the screen's data module, in
// parallel, instead of one lazy step after the other (docs/performance.md, "Server mode: first rows").
import { describe, expect, it, vi } from 'vitest';

const { loaded, stub } = vi.hoisted(() => {
  const loaded = new Set<string>();
  const stub = (name: string) => () => {
    loaded.add(name);
    return { default: () => null };
  };
  return { loaded, stub };
});
vi.mock('./ConsoleProviders', stub('providers'));
vi.mock('./ConsoleShell', () => {
  loaded.add('shell');
  return { ConsoleShell: () => null };
});
vi.mock('../features/dashboard/DashboardPage', stub('dashboard'));
vi.mock('../features/rides/RidesPage', stub('rides'));
vi.mock('../features/drivers/DriversPage', stub('drivers'));
vi.mock('../features/riders/RidersPage', stub('riders'));
vi.mock('../features/transactions/TransactionsPage', stub('transactions'));
vi.mock('../features/transactions/api', () => {
  loaded.add('transactions data');
  return { transactionsQuery: { key: 'k', fetcher: () => Promise.resolve(null) } };
});
vi.mock('../features/riders/api', () => {
  loaded.add('riders data');
  return { ridersQuery: { key: 'k', fetcher: () => Promise.resolve(null) } };
});

const { preloadConsole } = await import('./routes');

describe('preloadConsole', () => {
  it("asks for the providers, the shell, the screen and its data module of a list's path at once", async () => {
    // Outside the console: nothing (the next path's wait shows no screen of this one's).
    preloadConsole('/login');
    preloadConsole('/dashboard/lagos/riders/');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['providers', 'riders', 'riders data', 'shell']));
    loaded.clear();
    preloadConsole('/dashboard/transactions');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['transactions', 'transactions data']));
  });
});
