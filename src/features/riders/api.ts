import { requestList } from '../../lib/api/list';
import type { EarlyQuery } from '../../lib/data/early';
import { useApiQuery } from '../../lib/data/useApiQuery';
import type { Rider } from '../../lib/schemas';

/** SWR key of the riders list (GET /admin/users/). */
export const RIDERS_KEY = '/admin/users/';

/** docs/product.md §8 toasts for the riders list. */
export const RIDERS_MESSAGES = {
  loading: 'Fetching riders data...',
  success: 'Riders data loaded',
  error: 'Error fetching riders data',
} as const;

/** GET /admin/users/: `data.data` is the array of riders (bad records repaired, see schemas). */
export async function fetchRiders(): Promise<Rider[]> {
  const body = await requestList(RIDERS_KEY, 'riders');
  return body.data.data;
}

/** The riders' read, for the console to start while this screen's code downloads. */
export const ridersQuery: EarlyQuery = { key: RIDERS_KEY, fetcher: fetchRiders };

/** The riders list with the loading → loaded / error toasts. */
export function useRiders() {
  return useApiQuery(RIDERS_KEY, fetchRiders, RIDERS_MESSAGES);
}
