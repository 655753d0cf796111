/** Figures derived from the collections: dashboard counts and ledger totals. */
import { DAY_MS, SEED_NOW } from './seed';
import type { DashboardWire, TransactionTotalsWire } from './types';
import { drivers, trips, transactions } from './collections';

// ---- Derived figures --------------------------------------------------------------------------

/** Dashboard counts, computed from the data relative to the seed's "now". */
export function dashboard(): DashboardWire {
  const weekAgo = SEED_NOW - 7 * DAY_MS;
  const weekAgoIso = new Date(weekAgo).toISOString();
  let approved = 0;
  let unapproved = 0;
  let joinedThisWeek = 0;
  for (const d of drivers()) {
    if (d.kycVerified) approved++;
    else unapproved++;
    if (d.createdAt >= weekAgoIso) joinedThisWeek++;
  }
  const rides = { total: 0, completed: 0, active: 0, pending: 0, canceled: 0 };
  const weeklyRides = { total: 0, completed: 0, active: 0, canceled: 0 };
  for (const t of trips()) {
    const week = t.createdAt >= weekAgo;
    rides.total++;
    if (week) weeklyRides.total++;
    if (t.status === 'completed') {
      rides.completed++;
      if (week) weeklyRides.completed++;
    } else if (t.status === 'pending') {
      // "pending" waits for a driver; "active" is on the road.
      if (t.phase === 'searching') rides.pending++;
      else {
        rides.active++;
        if (week) weeklyRides.active++;
      }
    } else {
      rides.canceled++;
      if (week) weeklyRides.canceled++;
    }
  }
  return { drivers: { approved, unapproved, joinedThisWeek }, rides, weeklyRides };
}

export function tripTotals(): { totalTrips: number; completedTrips: number; runningTrips: number; canceledTrips: number } {
  let completedTrips = 0;
  let runningTrips = 0;
  let canceledTrips = 0;
  const list = trips();
  for (const t of list) {
    if (t.status === 'completed') completedTrips++;
    else if (t.status === 'pending') runningTrips++;
    else canceledTrips++;
  }
  return { totalTrips: list.length, completedTrips, runningTrips, canceledTrips };
}

/** Sums over every record in the ledger (naira, rounded to kobo). */
export function transactionTotals(): TransactionTotalsWire {
  let a = 0;
  let l = 0;
  let k = 0;
  for (const t of transactions()) {
    a += t.amount;
    l += t.lagosCommission;
    k += t.keroCommission;
  }
  const r = (n: number) => Math.round(n * 100) / 100;
  return { totalAmount: r(a), totalLagosCommission: r(l), totalKeroCommission: r(k) };
}
