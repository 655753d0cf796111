import type { DashboardData } from '../../lib/schemas';

/** The tones a dashboard card can take (the ui StatCard's tone names). */
export type CardTone = 'success' | 'warning' | 'info' | 'accent' | 'danger';

/** docs/product.md §9: the comparison against the last 24 hours is a fixed 0. */
export const COMPARISON = 0;

export interface CardSpec {
  label: string;
  tone: CardTone;
  value: (d: DashboardData) => number | null;
}

export const driverCards: CardSpec[] = [
  { label: 'Approved Drivers', tone: 'success', value: (d) => d.drivers.approved },
  { label: 'Unapproved Drivers', tone: 'warning', value: (d) => d.drivers.unapproved },
  // docs/product.md §3: Active Drivers is displayed from the approved count.
  { label: 'Active Drivers', tone: 'info', value: (d) => d.drivers.approved },
  { label: 'New Drivers This Week', tone: 'accent', value: (d) => d.drivers.joinedThisWeek },
];

// rides.pending is held but not displayed (docs/product.md §3).
export const rideCards: CardSpec[] = [
  { label: 'Total Rides', tone: 'accent', value: (d) => d.rides.total },
  { label: 'Completed Rides', tone: 'success', value: (d) => d.rides.completed },
  { label: 'Active Rides', tone: 'info', value: (d) => d.rides.active },
  { label: 'Canceled Rides', tone: 'danger', value: (d) => d.rides.canceled },
];

export const weeklyCards: CardSpec[] = [
  { label: 'Total This Week', tone: 'accent', value: (d) => d.weeklyRides.total },
  { label: 'Completed This Week', tone: 'success', value: (d) => d.weeklyRides.completed },
  { label: 'Active This Week', tone: 'info', value: (d) => d.weeklyRides.active },
  { label: 'Canceled This Week', tone: 'danger', value: (d) => d.weeklyRides.canceled },
];
