import { requestList } from '../../lib/api/list';
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

/** GET /admin/get-all-trips (trips and the list summary) with docs/product.md §8's toasts. */
export function useTrips() {
  return useApiQuery<TripsResponse>('admin/get-all-trips', fetchTrips, RIDES_MESSAGES);
}
