import type { DashboardData } from '../../lib/schemas';

/** The tones a dashboard card can take (the ui StatCard's tone names). */
export type CardTone = 'success' | 'warning' | 'info' | 'accent' | 'danger';

/** docs/product.md §9: the comparison against the last 24 hours is a fixed 0. */
export const COMPARISON = 0;

export interface CardSpec {
  label: string;
  tone: CardTone;
  value: (d: DashboardData) => number | null;
  /** The list the card counts, with its filter, under the console area (docs/product.md §2 Dashboard). */
  list: string;
}

/** The address a card opens in the role's console, e.g. `/dashboard/lagos/rides?status=completed`. */
export function cardHref(card: Pick<CardSpec, 'list'>, role: 'admin' | 'lagos'): string {
  return `${role === 'lagos' ? '/dashboard/lagos' : '/dashboard'}/${card.list}`;
}

export const driverCards: CardSpec[] = [
  { label: 'Approved Drivers', tone: 'success', value: (d) => d.drivers.approved, list: 'drivers?tab=kycApproved' },
  // Every driver not KYC-approved; the list opens on the queue that needs a decision.
  { label: 'Unapproved Drivers', tone: 'warning', value: (d) => d.drivers.unapproved, list: 'drivers?tab=kycSubmitted' },
  // docs/product.md §3: Active Drivers is displayed from the approved count.
  { label: 'Active Drivers', tone: 'info', value: (d) => d.drivers.approved, list: 'drivers?tab=kycApproved' },
  // Newest first: this week's sign-ups are the first rows.
  { label: 'New Drivers This Week', tone: 'accent', value: (d) => d.drivers.joinedThisWeek, list: 'drivers?sort=registered.desc' },
];

// rides.pending is held but not displayed (docs/product.md §3).
export const rideCards: CardSpec[] = [
  { label: 'Total Rides', tone: 'accent', value: (d) => d.rides.total, list: 'rides' },
  { label: 'Completed Rides', tone: 'success', value: (d) => d.rides.completed, list: 'rides?status=completed' },
  // Active rides are in progress: the Pending filter (awaiting a driver or in progress).
  { label: 'Active Rides', tone: 'info', value: (d) => d.rides.active, list: 'rides?status=pending' },
  { label: 'Canceled Rides', tone: 'danger', value: (d) => d.rides.canceled, list: 'rides?status=cancelled' },
];

export const weeklyCards: CardSpec[] = [
  // The rides list has no date filter: the week's cards open the status filter.
  { label: 'Total This Week', tone: 'accent', value: (d) => d.weeklyRides.total, list: 'rides' },
  { label: 'Completed This Week', tone: 'success', value: (d) => d.weeklyRides.completed, list: 'rides?status=completed' },
  { label: 'Active This Week', tone: 'info', value: (d) => d.weeklyRides.active, list: 'rides?status=pending' },
  { label: 'Canceled This Week', tone: 'danger', value: (d) => d.weeklyRides.canceled, list: 'rides?status=cancelled' },
];
