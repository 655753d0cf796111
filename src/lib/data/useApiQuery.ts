import useSWR, { type SWRResponse } from 'swr';
import { errorMessage, isUnauthorized } from '../api/client';
import { notify } from '../notify';

export interface QueryMessages {
  /** Loading toast, e.g. "Fetching rides data...". Omit for a silent load. */
  loading?: string;
  /** Success toast, e.g. "Rides data loaded". */
  success: string;
  /** Fallback error text when the server sent no message, e.g. "Error fetching rides data". */
  error: string;
}

/**
 * SWR plus spec §8's toasts: one loading toast that turns into success or error (same toast). A 401 is
 * the forced logout's business, so its loading toast is just dismissed.
 */
export function useApiQuery<T>(key: string | readonly unknown[] | null, fetcher: () => Promise<T>, messages: QueryMessages): SWRResponse<T, unknown> {
  return useSWR<T, unknown>(key, async () => {
    const id = messages.loading ? notify.loading(messages.loading) : null;
    try {
      const data = await fetcher();
      if (id !== null) notify.resolve(id, 'success', messages.success);
      else notify.show('success', messages.success, { autoClose: 2000 });
      return data;
    } catch (e) {
      if (isUnauthorized(e)) {
        if (id !== null) notify.dismiss(id);
      } else if (id !== null) {
        notify.resolve(id, 'error', errorMessage(e, messages.error));
      } else {
        notify.show('error', errorMessage(e, messages.error), { autoClose: 2000 });
      }
      throw e;
    }
  });
}
