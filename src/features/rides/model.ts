import { rideFilterOf, rideStatusKind as statusKind, rideStatusLabel, type RideStatusKind } from '../../lib/listQuery';
import type { Trip } from '../../lib/schemas';

/** The badge tones a ride status uses (the ui Badge's tone names). */
export type RideStatusTone = 'success' | 'warning' | 'danger' | 'neutral';

export type { RideStatusKind };

/** The filter buttons above the table. */
export type RideFilter = 'all' | 'completed' | 'pending' | 'cancelled';
export const RIDE_FILTERS = ['all', 'completed', 'pending', 'cancelled'] as const satisfies readonly RideFilter[];

export const RIDE_FILTER_LABELS: Record<RideFilter, string> = {
  all: 'All Rides',
  completed: 'Completed',
  pending: 'Pending',
  cancelled: 'Cancelled',
};

/** A ride's status kind and its filter (src/lib/listQuery.ts: the rules a paging backend follows too). */
export const rideStatusKind = (status: string | null): RideStatusKind => statusKind(status);
export const filterOf = (kind: RideStatusKind): Exclude<RideFilter, 'all'> | null => rideFilterOf(kind);

export const RIDE_STATUS_TONE: Record<RideStatusKind, RideStatusTone> = {
  completed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  rejected: 'danger',
  unknown: 'neutral',
};

export { rideStatusLabel };

/** The status-based note of the Ride Details dialog. */
export const RIDE_STATUS_NOTE: Record<RideStatusKind, string> = {
  completed: 'This ride was completed successfully.',
  pending: 'This ride is pending: it is either awaiting a driver or still in progress.',
  cancelled: 'This ride was cancelled before it was completed. No trip took place.',
  rejected: 'This ride request was rejected and did not take place. It is listed with the cancelled rides.',
  unknown: 'The status of this ride is not recognised, so its outcome is unknown.',
};

/** One table row: the trip plus what every render would otherwise recompute. */
export interface RideRow {
  /** Unique, stable row id (the ride id; made unique when the server repeats or omits it). */
  key: string;
  trip: Trip;
  kind: RideStatusKind;
  /** Badge text, or null when the server sent no status. */
  statusLabel: string | null;
}

/** One row per trip, with a unique key (the ride id; made unique when the server repeats or omits it). */
export function toRideRows(trips: readonly Trip[]): RideRow[] {
  const rows: RideRow[] = new Array(trips.length);
  const seen = new Set<string>();
  for (let i = 0; i < trips.length; i++) {
    const trip = trips[i]!;
    let key = trip.rideId ?? `ride-${i}`;
    if (seen.has(key)) key = `${key}#${i}`;
    seen.add(key);
    const kind = rideStatusKind(trip.status);
    rows[i] = { key, trip, kind, statusLabel: rideStatusLabel(kind, trip.status) };
  }
  return rows;
}

/** The status filter as the table's row filter (null: every row). */
export function rideRowFilter(filter: RideFilter): { key: string; test: (row: RideRow) => boolean } | null {
  return filter === 'all' ? null : { key: filter, test: (row) => filterOf(row.kind) === filter };
}
