import { requestList } from '../../lib/api/list';
import type { ListQuery, Paging, RiderFigures } from '../../lib/listQuery';
import type { Rider } from '../../lib/schemas';
import { listEarlyRead, useListQuery } from '../../shared/data/useListQuery';
import { tablePage, tableUrlSpec, type UrlState } from '../../shared/url/useUrlState';

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

/** The riders (or the query's page) with the loading → loaded / error toasts. */
export function useRiders(query: ListQuery) {
  return useListQuery('riders', RIDERS_KEY, fetchRiders, query, RIDERS_MESSAGES);
}

/** docs/product.md §2: ten riders a page. */
export const RIDERS_PAGE_SIZE = 10;

/** The riders screen's own URL parameter beside the table's: a record link. */
export const RIDERS_URL = { open: '' };
export type RidersUrl = UrlState<ReturnType<typeof tableUrlSpec<typeof RIDERS_URL>>>;

const NO_FILTERS = {};

/** The riders screen's query for its URL (the screen's columns then check the sort: querySort). */
export function ridersQueryOf(url: RidersUrl): ListQuery {
  return { q: url.q, sort: url.sort, page: tablePage(url.page), limit: RIDERS_PAGE_SIZE, filters: NO_FILTERS, id: '' };
}

/** The riders screen's first read for its address's query string, started while its code downloads. */
export const startRidersEarly = listEarlyRead('riders', RIDERS_KEY, RIDERS_KEY, fetchRiders, tableUrlSpec(RIDERS_URL), ridersQueryOf);
