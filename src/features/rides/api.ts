import { requestList } from '../../lib/api/list';
import type { EarlyQuery } from '../../lib/data/early';
import { useApiQuery } from '../../lib/data/useApiQuery';
import type { TripsResponse } from '../../lib/schemas';

export const RIDES_MESSAGES = {
  loading: 'Fetching rides data...',
  success: 'Rides data loaded',
  error: 'Error fetching rides data',
} as const;

function fetchTrips(): Promise<TripsResponse> {
  return requestList('/admin/get-all-trips', 'trips');
}

export const RIDES_KEY = 'admin/get-all-trips';

/** The rides' read, for the console to start while this screen's code downloads. */
export const ridesQuery: EarlyQuery = { key: RIDES_KEY, fetcher: fetchTrips };

/** GET /admin/get-all-trips (trips and the list summary) with docs/product.md §8's toasts. */
export function useTrips() {
  return useApiQuery<TripsResponse>(RIDES_KEY, fetchTrips, RIDES_MESSAGES);
}
