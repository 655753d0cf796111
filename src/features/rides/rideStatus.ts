import type { BadgeTone } from '../../ui/Badge';

/** Spec §4's ride statuses, plus `unknown` for anything else the server sends. */
export type RideStatusKind = 'completed' | 'pending' | 'cancelled' | 'rejected' | 'unknown';

/** The filter buttons above the table. */
export type RideFilter = 'all' | 'completed' | 'pending' | 'cancelled';
export const RIDE_FILTERS = ['all', 'completed', 'pending', 'cancelled'] as const satisfies readonly RideFilter[];

export const RIDE_FILTER_LABELS: Record<RideFilter, string> = {
  all: 'All Rides',
  completed: 'Completed',
  pending: 'Pending',
  cancelled: 'Cancelled',
};

export function rideStatusKind(status: string | null): RideStatusKind {
  const s = status?.trim().toLowerCase();
  if (s === 'completed') return 'completed';
  if (s === 'pending') return 'pending';
  // The summary spells it "canceled"; accept both spellings.
  if (s === 'cancelled' || s === 'canceled') return 'cancelled';
  if (s === 'rejected') return 'rejected';
  return 'unknown';
}

/**
 * Which filter shows a ride. "Cancelled" also shows rejected rides: spec §4 styles rejected like
 * cancelled and there is no separate button, so a rejected ride would otherwise be reachable only
 * under "All Rides". Unknown statuses appear under "All Rides" only.
 */
export function filterOf(kind: RideStatusKind): Exclude<RideFilter, 'all'> | null {
  if (kind === 'rejected') return 'cancelled';
  if (kind === 'unknown') return null;
  return kind;
}

export const RIDE_STATUS_TONE: Record<RideStatusKind, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  rejected: 'danger',
  unknown: 'neutral',
};

const KNOWN_LABELS: Record<Exclude<RideStatusKind, 'unknown'>, string> = {
  completed: 'Completed',
  pending: 'Pending',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

/** Badge text: the known statuses capitalised, anything else as the server sent it (or null). */
export function rideStatusLabel(kind: RideStatusKind, raw: string | null): string | null {
  if (kind !== 'unknown') return KNOWN_LABELS[kind];
  const s = raw?.trim();
  return s ? s : null;
}

/** The status-based note of the Ride Details dialog. */
export const RIDE_STATUS_NOTE: Record<RideStatusKind, string> = {
  completed: 'This ride was completed successfully.',
  pending: 'This ride is pending: it is either awaiting a driver or still in progress.',
  cancelled: 'This ride was cancelled before it was completed. No trip took place.',
  rejected: 'This ride request was rejected and did not take place. It is listed with the cancelled rides.',
  unknown: 'The status of this ride is not recognised, so its outcome is unknown.',
};
