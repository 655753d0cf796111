import { request } from '../../lib/api/client';
import { requestList } from '../../lib/api/list';
import type { EarlyQuery } from '../../lib/data/early';
import { useApiQuery } from '../../lib/data/useApiQuery';
import { messageSchema, type Driver } from '../../lib/schemas';
import { useMutation, type MutationOptions } from '../../shared/data/useMutation';

/** SWR key of the drivers list (GET /admin/drivers/). */
export const DRIVERS_KEY = '/admin/drivers/';

/** docs/product.md §8 toasts for the drivers list. */
export const DRIVERS_MESSAGES = {
  loading: 'Fetching drivers data...',
  success: 'Drivers data loaded',
  error: 'Error fetching drivers data',
} as const;

/** GET /admin/drivers/: `data.data.drivers` is the array (bad records repaired, see schemas). */
export async function fetchDrivers(): Promise<Driver[]> {
  const body = await requestList(DRIVERS_KEY, 'drivers');
  return body.data.data.drivers;
}

/** The drivers' read, for the console to start while this screen's code downloads. */
export const driversQuery: EarlyQuery = { key: DRIVERS_KEY, fetcher: fetchDrivers };

/** The drivers list with the loading → loaded / error toasts. */
export function useDrivers() {
  return useApiQuery(DRIVERS_KEY, fetchDrivers, DRIVERS_MESSAGES);
}

/** PUT /admin/drivers/verify/{id} with `{ status }`; the answer is ignored (docs/product.md §7). */
export function verifyDriver(id: string, status: boolean): Promise<unknown> {
  return request('/admin/drivers/verify/:id', { method: 'PUT', params: { id }, body: { status }, schema: messageSchema });
}

export type VerifyDecision = 'approve' | 'reject';

const decide = (id: string, decision: VerifyDecision) => verifyDriver(id, decision === 'approve');

const VERIFY: MutationOptions<[string, VerifyDecision]> = {
  toasts: {
    success: (_m, _id, decision) => (decision === 'approve' ? 'Driver approved successfully' : 'Driver rejected successfully'),
    error: 'Error processing verification',
  },
  revalidates: [DRIVERS_KEY],
};

/** Approve or reject a KYC submission: one request in flight, docs/product.md §8's toasts, the list revalidated. */
export function useVerifyDriver() {
  return useMutation(decide, VERIFY);
}
