import { useCallback, useRef, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { errorMessage, isUnauthorized } from '../api/client';
import { notify } from '../notify';
import { takeEarly } from './early';

export interface QueryMessages {
  /** Loading toast, e.g. "Fetching rides data...". Omit for a silent load. */
  loading?: string;
  /** Success toast, e.g. "Rides data loaded". */
  success: string;
  /** Fallback error text when the server sent no message, e.g. "Error fetching rides data". */
  error: string;
}

export interface QueryOptions<T = unknown> {
  /** Fetch again every this many ms while the tab is visible (the dashboard: 30 s). */
  refreshInterval?: number;
  /** Keep the last key's data on screen while a new key loads (server-paged lists: no flash of empty). */
  keepPreviousData?: boolean;
  /** Data to show until the cache has some (an answer already come for this key); the fetch still runs. */
  fallbackData?: T;
}

/** A request given up because a newer one replaced it: no toast, nothing painted. */
export function isAborted(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

export interface ApiQuery<T> extends SWRResponse<T, unknown> {
  /** When the data on screen was fetched (epoch ms); null before the first answer. */
  updatedAt: number | null;
  /** Fetches again with the screen's toasts (the header's "Refresh" button). */
  refresh: () => Promise<T | undefined>;
  /** A `refresh()` is running. */
  refreshing: boolean;
}

// When each answer arrived, by its data object: survives remounts, so a reopened screen shows the
// cached figures' age until its own fetch lands.
const fetchedAt = new WeakMap<object, number>();

function stamp<T>(data: T): T {
  if (typeof data === 'object' && data !== null) fetchedAt.set(data, Date.now());
  return data;
}

/**
 * SWR plus docs/product.md §8's toasts: one loading toast that turns into success or error (same toast).
 * The toasts belong to opening a screen (this hook's first fetch), to `refresh()` and to retries after a
 * failure; background fetches (tab focus, the refresh interval, a list reloading after a change) are
 * silent, so fresh figures never flash a toast. A 401 is the forced logout's business, so its loading
 * toast is just dismissed.
 */
export function useApiQuery<T>(
  key: string | readonly unknown[] | null,
  fetcher: () => Promise<T>,
  messages: QueryMessages,
  options: QueryOptions<T> = {},
): ApiQuery<T> {
  // The first fetch of this mount is the opening of the screen: it is announced.
  const loud = useRef(true);
  const hasData = useRef(false);
  // The mount's first read may take the one the console started while this screen's code downloaded.
  const opening = useRef(true);
  const [refreshing, setRefreshing] = useState(false);

  const swr = useSWR<T, unknown>(
    key,
    async () => {
      const announce = loud.current || !hasData.current;
      loud.current = false;
      const id = announce && messages.loading ? notify.loading(messages.loading) : null;
      const early = opening.current && typeof key === 'string' ? takeEarly<T>(key) : null;
      opening.current = false;
      try {
        const data = stamp(await (early ?? fetcher()));
        hasData.current = true;
        if (id !== null) notify.resolve(id, 'success', messages.success);
        else if (announce) notify.show('success', messages.success, { autoClose: 2000 });
        return data;
      } catch (e) {
        if (isAborted(e)) {
          if (id !== null) notify.dismiss(id);
          loud.current = announce;
          throw e;
        }
        if (isUnauthorized(e)) {
          if (id !== null) notify.dismiss(id);
        } else if (id !== null) {
          notify.resolve(id, 'error', errorMessage(e, messages.error));
        } else if (announce) {
          notify.show('error', errorMessage(e, messages.error), { autoClose: 2000 });
        }
        throw e;
      }
    },
    // Lists follow the ledger when the operator comes back to the tab (docs/product.md, "Fresh figures").
    { revalidateOnFocus: true, refreshInterval: options.refreshInterval ?? 0, keepPreviousData: options.keepPreviousData ?? false, ...(options.fallbackData !== undefined ? { fallbackData: options.fallbackData } : {}) },
  );

  const { mutate } = swr;
  const refresh = useCallback(async () => {
    loud.current = true;
    setRefreshing(true);
    try {
      return await mutate();
    } finally {
      setRefreshing(false);
    }
  }, [mutate]);

  // SWR's response tracks which of its getters a screen reads (to re-render only for those): extend it
  // through its prototype instead of spreading it, which would read them all.
  const out = Object.create(swr) as ApiQuery<T>;
  const data = swr.data;
  Object.defineProperties(out, {
    updatedAt: { value: typeof data === 'object' && data !== null ? (fetchedAt.get(data) ?? null) : null },
    refresh: { value: refresh },
    refreshing: { value: refreshing },
  });
  return out;
}
