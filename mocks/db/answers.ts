/**
 * The big read-only answers (rides, riders, drivers and transactions lists, dashboard counts) built from
 * the collections of the thread they run in: the browser's answer worker (mocks/db/answers.worker.ts), or
 * this thread when no worker is used (Node, tests, Storybook).
 */
import type { DashboardWire } from './types';
import type { DriverChange } from './state';
import { drivers, riders, transactions, trips } from './collections';
import { dashboard, transactionTotals, tripTotals } from './totals';
import { toDriverWire, toTripWire } from './wire';

export type BigList = 'trips' | 'users' | 'drivers' | 'transactions';

/** The `message` of every list answer. */
export const LIST_MESSAGE = 'ok';

/** The answer of one list endpoint, as an object for JSON.stringify. */
export function bigListAnswer(kind: BigList): unknown {
  switch (kind) {
    case 'trips': {
      const list = trips();
      return { trips: list.map(toTripWire), ...tripTotals() };
    }
    case 'users':
      return { message: LIST_MESSAGE, data: { data: riders() } };
    case 'drivers':
      return { message: LIST_MESSAGE, data: { data: { drivers: drivers().map(toDriverWire) } } };
    case 'transactions':
      return { message: LIST_MESSAGE, data: { data: transactions(), totals: transactionTotals() } };
  }
}

/**
 * Brings the drivers of this thread's collections to a change set (a copy of the page's, which persists
 * and edits it): each driver takes its change, or its seeded flags when it has none (the set was reset).
 */
export function applyDriverChanges(changes: Readonly<Record<string, DriverChange>>): void {
  for (const d of drivers()) {
    const c = Object.hasOwn(changes, d._id) ? changes[d._id] : undefined;
    d.kycSubmitted = c ? c.kycSubmitted : d.seedStage === 'kycSubmitted' || d.seedStage === 'kycApproved';
    d.kycVerified = c ? c.kycVerified : d.seedStage === 'kycApproved';
  }
}

export function dashboardAnswer(): DashboardWire {
  return dashboard();
}
