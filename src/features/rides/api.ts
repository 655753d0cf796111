import { requestList } from '../../lib/api/list';
import type { ListQuery } from '../../lib/listQuery';
import type { TripsResponse } from '../../lib/schemas';
import { listEarlyRead, useListQuery } from '../../shared/data/useListQuery';
import { oneOf, tablePage, tableUrlSpec, type UrlState } from '../../shared/url/useUrlState';
import { RIDE_FILTERS } from './model';

export const RIDES_MESSAGES = {
  loading: 'Fetching rides data...',
  success: 'Rides data loaded',
  error: 'Error fetching rides data',
} as const;

/** The rides' API path. */
export const TRIPS_PATH = '/admin/get-all-trips';

/**
 * GET /admin/get-all-trips: every ride and the list summary, or with `query` one page of it (docs/api.md,
 * "Paged lists": `paging` beside the page, the summary's four counts over every ride as before).
 */
export function fetchTrips(query?: Record<string, string>, signal?: AbortSignal): Promise<TripsResponse> {
  return requestList(TRIPS_PATH, 'trips', { query, signal });
}

export const RIDES_KEY = 'admin/get-all-trips';

/** The rides (or the query's page) and the list summary, with docs/product.md §8's toasts. */
export function useTrips(query: ListQuery) {
  return useListQuery('trips', RIDES_KEY, fetchTrips, query, RIDES_MESSAGES);
}

/** Rows per page on the rides screen. */
export const RIDES_PAGE_SIZE = 25;

/** The rides screen's own URL parameters beside the table's: the status filter and a record link. */
export const RIDES_URL = { status: oneOf(RIDE_FILTERS, 'all'), open: '' };
export type RidesUrl = UrlState<ReturnType<typeof tableUrlSpec<typeof RIDES_URL>>>;

/** The rides screen's query for its URL (the screen's columns then check the sort: querySort). */
export function ridesQueryOf(url: RidesUrl): ListQuery {
  return { q: url.q, sort: url.sort, page: tablePage(url.page), limit: RIDES_PAGE_SIZE, filters: url.status === 'all' ? {} : { status: url.status }, id: '' };
}

/** The rides screen's first read for its address's query string, started while its code downloads. */
export const startRidesEarly = listEarlyRead('trips', RIDES_KEY, TRIPS_PATH, fetchTrips, tableUrlSpec(RIDES_URL), ridesQueryOf);
