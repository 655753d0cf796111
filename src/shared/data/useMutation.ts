import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, errorMessage, isUnauthorized } from '../../lib/api/client';
import { notify } from '../../lib/notify';

/**
 * How a mutation went. `skipped`: another was in flight, nothing was sent. `unauthorized`: the session
 * ended (the forced logout reports it). `message`: the server's message, else the error toast's text.
 * `revalidated`: settles once the lists it changed have their new data (or failed to get it).
 */
export type MutationResult<R> =
  | { ok: true; data: R; revalidated: Promise<void> }
  | { ok: false; skipped: boolean; status: number | null; message: string; serverMessage: string | null; unauthorized: boolean };

/** The toasts of one mutation (docs/product.md §8). */
export interface MutationToasts<A extends unknown[]> {
  /** A loading toast that turns into the outcome (same toast); omit for outcome toasts only (closed after 2000 ms). */
  loading?: string;
  /** Success text, from the server's `message` (null when none) and the call's arguments. */
  success: (serverMessage: string | null, ...args: A) => string;
  /** Error text when the server sent no message. */
  error: string;
}

export interface MutationOptions<A extends unknown[]> {
  /** Omit to report nothing (the caller reports the result, e.g. in a dialog). */
  toasts?: MutationToasts<A>;
  /** SWR keys whose data the mutation changes: revalidated after a success (with every `[key, …]` read of them). */
  revalidates?: readonly string[];
}

const messageOf = (res: unknown): string | null =>
  res && typeof res === 'object' && 'message' in res && typeof res.message === 'string' ? res.message : null;

const DATA_TOAST_MS = 2000;

/**
 * The console's one way to change data: one request in flight however often it is asked for (a second
 * call while one is pending resolves `{ ok: false }` without calling), spec toasts, then revalidation of
 * the keys it touches, so screens never pass `mutate` around. A 401 only dismisses the loading toast.
 * `run` and `options` must be stable (module constants).
 */
export function useMutation<A extends unknown[], R>(run: (...args: A) => Promise<R>, options: MutationOptions<A> = {}) {
  const { mutate } = useSWRConfig();
  // A ref, not state: a double click lands before React re-renders with `pending` set.
  const busy = useRef(false);
  const [pending, setPending] = useState<A | null>(null);
  const { toasts, revalidates } = options;

  const call = useCallback(
    async (...args: A): Promise<MutationResult<R>> => {
      if (busy.current) return { ok: false, skipped: true, status: null, message: '', serverMessage: null, unauthorized: false };
      busy.current = true;
      setPending(args);
      const id = toasts?.loading ? notify.loading(toasts.loading) : null;
      const report = (type: 'success' | 'error', message: string) => {
        if (id !== null) notify.resolve(id, type, message);
        else notify.show(type, message, { autoClose: DATA_TOAST_MS });
      };
      try {
        const data = await run(...args);
        if (toasts) report('success', toasts.success(messageOf(data), ...args));
        // A key names its list: the whole list's key, and each paged read keyed [key, …] (useListQuery).
        const revalidated = Promise.all((revalidates ?? []).map((key) => mutate((k: unknown) => k === key || (Array.isArray(k) && k[0] === key)))).then(
          () => undefined,
          () => undefined,
        );
        return { ok: true, data, revalidated };
      } catch (e) {
        const unauthorized = isUnauthorized(e);
        const message = errorMessage(e, toasts?.error ?? '');
        if (unauthorized) {
          if (id !== null) notify.dismiss(id);
        } else if (toasts) {
          report('error', message);
        }
        const api = e instanceof ApiError ? e : null;
        return { ok: false, skipped: false, status: api?.status ?? null, message, serverMessage: api?.serverMessage ?? null, unauthorized };
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [run, toasts, revalidates, mutate],
  );

  return { run: call, pending: pending !== null, pendingArgs: pending };
}
