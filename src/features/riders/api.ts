import { requestList } from '../../lib/api/list';
import { listMode } from '../../lib/api/paging';
import type { EarlyQuery } from '../../lib/data/early';
import type { ListQuery, Paging, RiderFigures } from '../../lib/listQuery';
import type { Rider } from '../../lib/schemas';
import { useListQuery } from '../../shared/data/useListQuery';

/** SWR key of the riders list (GET /admin/users/). */
export const RIDERS_KEY = '/admin/users/';

/** docs/product.md §8 toasts for the riders list. */
export const RIDERS_MESSAGES = {
  loading: 'Fetching riders data...',
  success: 'Riders data loaded',
  error: 'Error fetching riders data',
} as const;

export interface RidersData {
  /** Every rider (client mode) or one page of the query (server mode). */
  riders: Rider[];
  /** Server mode only (docs/api.md, "Paged lists"): the page, and the cards' counts over every rider. */
  paging?: Paging;
  figures?: RiderFigures;
}

/** GET /admin/users/: `data.data` is the array of riders (bad records repaired, see schemas); a page with `query`. */
export async function fetchRiders(query?: Record<string, string>, signal?: AbortSignal): Promise<RidersData> {
  const body = await requestList(RIDERS_KEY, 'riders', { query, signal });
  const { data, paging, figures } = body.data;
  return { riders: data, ...(paging ? { paging } : {}), ...(figures ? { figures } : {}) };
}

/**
 * The riders' read, for the console to start while this screen's code downloads: client mode only (a
 * server-mode screen asks for its page itself; `auto` has not learnt the mode before the first answer).
 */
export const ridersQuery: EarlyQuery = {
  key: RIDERS_KEY,
  fetcher: () => (listMode('riders') === 'client' ? fetchRiders() : Promise.reject(new Error('server-paged list'))),
};

/** The riders (or the query's page) with the loading → loaded / error toasts. */
export function useRiders(query: ListQuery) {
  return useListQuery('riders', RIDERS_KEY, fetchRiders, query, RIDERS_MESSAGES);
}
