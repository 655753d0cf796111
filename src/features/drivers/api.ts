import { useCallback, useRef, useState } from 'react';
import { errorMessage, isUnauthorized, request } from '../../lib/api/client';
import { useApiQuery } from '../../lib/data/useApiQuery';
import { notify } from '../../lib/notify';
import { driversResponseSchema, messageSchema, type Driver } from '../../lib/schemas';

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
  const body = await request(DRIVERS_KEY, { schema: driversResponseSchema });
  return body.data.data.drivers;
}

/** The drivers list with the loading → loaded / error toasts. */
export function useDrivers() {
  return useApiQuery(DRIVERS_KEY, fetchDrivers, DRIVERS_MESSAGES);
}

/** PUT /admin/drivers/verify/{id} with `{ status }`; the answer is ignored (docs/product.md §7). */
export function verifyDriver(id: string, status: boolean): Promise<unknown> {
  return request('/admin/drivers/verify/:id', { method: 'PUT', params: { id }, body: { status }, schema: messageSchema });
}

export type VerifyDecision = 'approve' | 'reject';

/**
 * Approve or reject a KYC submission: at most one request in flight however often it is asked for,
 * docs/product.md §8's toasts, then `onDone` (reload the list, close the dialog). Resolves true on success.
 */
export function useVerifyDriver(onDone: () => void | Promise<unknown>) {
  const [pending, setPending] = useState<VerifyDecision | null>(null);
  // A ref, not state: a double click lands before React re-renders with `pending` set.
  const busy = useRef(false);

  const verify = useCallback(
    async (id: string, decision: VerifyDecision): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(decision);
      try {
        await verifyDriver(id, decision === 'approve');
        notify.show('success', decision === 'approve' ? 'Driver approved successfully' : 'Driver rejected successfully', { autoClose: 2000 });
        await onDone();
        return true;
      } catch (e) {
        // A 401 is the forced logout's business (its own toast and redirect).
        if (!isUnauthorized(e)) {
          notify.show('error', errorMessage(e, 'Error processing verification'), { autoClose: 2000 });
        }
        return false;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [onDone],
  );

  return { verify, pending };
}
