import { request } from '../../lib/api/client';
import { requestList } from '../../lib/api/list';
import type { DriverFigures, ListQuery, Paging } from '../../lib/listQuery';
import { messageSchema, type Driver } from '../../lib/schemas';
import { listEarlyRead, useListQuery } from '../../shared/data/useListQuery';
import { oneOf, tablePage, tableUrlSpec, type UrlState } from '../../shared/url/useUrlState';
import { STAGES } from './model';
import { useMutation, type MutationOptions } from '../../shared/data/useMutation';

/** SWR key of the drivers list (GET /admin/drivers/). */
export const DRIVERS_KEY = '/admin/drivers/';

/** docs/product.md §8 toasts for the drivers list. */
export const DRIVERS_MESSAGES = {
  loading: 'Fetching drivers data...',
  success: 'Drivers data loaded',
  error: 'Error fetching drivers data',
} as const;

export interface DriversData {
  /** Every driver (client mode) or one page of the query (server mode). */
  drivers: Driver[];
  /** Server mode only (docs/api.md, "Paged lists"): the page, and drivers per stage over every driver. */
  paging?: Paging;
  figures?: DriverFigures;
}

/** GET /admin/drivers/: `data.data.drivers` is the array (bad records repaired, see schemas); a page with `query`. */
export async function fetchDrivers(query?: Record<string, string>, signal?: AbortSignal): Promise<DriversData> {
  const body = await requestList(DRIVERS_KEY, 'drivers', { query, signal });
  const { drivers, paging, figures } = body.data.data;
  return { drivers, ...(paging ? { paging } : {}), ...(figures ? { figures } : {}) };
}

/** The drivers (or the query's page) with the loading → loaded / error toasts. */
export function useDrivers(query: ListQuery) {
  return useListQuery('drivers', DRIVERS_KEY, fetchDrivers, query, DRIVERS_MESSAGES);
}

/**
 * PUT /admin/drivers/verify/{id} with `{ status }`, and `reason` beside it only when one was given (an
 * optional field a backend may ignore, docs/api.md); the answer is ignored (docs/product.md §7).
 */
export function verifyDriver(id: string, status: boolean, reason?: string): Promise<unknown> {
  const why = reason?.trim();
  return request('/admin/drivers/verify/:id', { method: 'PUT', params: { id }, body: why ? { status, reason: why } : { status }, schema: messageSchema });
}

export type VerifyDecision = 'approve' | 'reject';

const decide = (id: string, decision: VerifyDecision, reason?: string) => verifyDriver(id, decision === 'approve', reason);

const VERIFY: MutationOptions<[string, VerifyDecision, string?]> = {
  toasts: {
    success: (_m, _id, decision) => (decision === 'approve' ? 'Driver approved successfully' : 'Driver rejected successfully'),
    error: 'Error processing verification',
  },
  // Every read of the list: the whole list, each page asked for and each record looked up by id.
  revalidates: [DRIVERS_KEY],
};

/** Approve or reject a KYC submission: one request in flight, docs/product.md §8's toasts, the list revalidated. */
export function useVerifyDriver() {
  return useMutation(decide, VERIFY);
}

/** Rows per page on the drivers screen. */
export const DRIVERS_PAGE_SIZE = 10;

/** The drivers screen's own URL parameters beside the table's: the stage tab and a record link. */
export const DRIVERS_URL = { tab: oneOf(STAGES, 'emailUnverified'), open: '' };
export type DriversUrl = UrlState<ReturnType<typeof tableUrlSpec<typeof DRIVERS_URL>>>;

/** The drivers screen's query for its URL: the tab is the `stage` filter (the screen's columns then check the sort: querySort). */
export function driversQueryOf(url: DriversUrl): ListQuery {
  return { q: url.q, sort: url.sort, page: tablePage(url.page), limit: DRIVERS_PAGE_SIZE, filters: { stage: url.tab }, id: '' };
}

/** The drivers screen's first read for its address's query string, started while its code downloads. */
export const startDriversEarly = listEarlyRead('drivers', DRIVERS_KEY, DRIVERS_KEY, fetchDrivers, tableUrlSpec(DRIVERS_URL), driversQueryOf);
