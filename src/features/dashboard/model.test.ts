import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../lib/schemas';
import { cardHref, driverCards, rideCards, weeklyCards } from './model';

const data: DashboardData = {
  drivers: { approved: 1200, unapproved: 43, joinedThisWeek: 9 },
  rides: { total: 5400, completed: 4900, active: 37, pending: 12, canceled: 451 },
  weeklyRides: { total: 610, completed: 560, active: 38, canceled: 13 },
};

const read = (cards: typeof driverCards) => Object.fromEntries(cards.map((c) => [c.label, c.value(data)]));

describe('dashboard model', () => {
  it('shows Active Drivers from the approved count', () => {
    expect(read(driverCards)).toEqual({ 'Approved Drivers': 1200, 'Unapproved Drivers': 43, 'Active Drivers': 1200, 'New Drivers This Week': 9 });
  });

  it('holds pending rides but shows no card for them', () => {
    expect(read(rideCards)).toEqual({ 'Total Rides': 5400, 'Completed Rides': 4900, 'Active Rides': 37, 'Canceled Rides': 451 });
    expect(read(weeklyCards)).toEqual({ 'Total This Week': 610, 'Completed This Week': 560, 'Active This Week': 38, 'Canceled This Week': 13 });
  });

  it('passes missing numbers through as null', () => {
    const broken = { ...data, drivers: { approved: null, unapproved: null, joinedThisWeek: null } } as DashboardData;
    expect(driverCards.map((c) => c.value(broken))).toEqual([null, null, null, null]);
  });

  it('opens the list each card counts, filtered, in the role\'s console (docs/product.md §2 Dashboard)', () => {
    const hrefs = (role: 'admin' | 'lagos') => Object.fromEntries([...driverCards, ...rideCards, ...weeklyCards].map((c) => [c.label, cardHref(c, role)]));
    expect(hrefs('admin')).toEqual({
      'Approved Drivers': '/dashboard/drivers?tab=kycApproved',
      'Unapproved Drivers': '/dashboard/drivers?tab=kycSubmitted',
      'Active Drivers': '/dashboard/drivers?tab=kycApproved',
      'New Drivers This Week': '/dashboard/drivers?sort=registered.desc',
      'Total Rides': '/dashboard/rides',
      'Completed Rides': '/dashboard/rides?status=completed',
      'Active Rides': '/dashboard/rides?status=pending',
      'Canceled Rides': '/dashboard/rides?status=cancelled',
      'Total This Week': '/dashboard/rides',
      'Completed This Week': '/dashboard/rides?status=completed',
      'Active This Week': '/dashboard/rides?status=pending',
      'Canceled This Week': '/dashboard/rides?status=cancelled',
    });
    expect(hrefs('lagos')['Completed Rides']).toBe('/dashboard/lagos/rides?status=completed');
    expect(hrefs('lagos')['Unapproved Drivers']).toBe('/dashboard/lagos/drivers?tab=kycSubmitted');
  });
});
