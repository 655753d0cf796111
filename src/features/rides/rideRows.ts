import type { Trip } from '../../lib/schemas';
import { filterOf, rideStatusKind, rideStatusLabel, type RideFilter, type RideStatusKind } from './rideStatus';

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
