import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { configureNotifier, type Notifier } from '../notify';
import { useApiQuery } from './useApiQuery';

const MESSAGES = { loading: 'Fetching rides data...', success: 'Rides data loaded', error: 'Error fetching rides data' };

function spyNotifier() {
  const log: string[] = [];
  const n: Notifier = {
    loading: (m) => (log.push(`loading:${m}`), log.length),
    resolve: (_id, t, m) => void log.push(`${t}:${m}`),
    dismiss: () => {},
    show: (t, m) => void log.push(`${t}:${m}`),
  };
  const restore = configureNotifier(n);
  restores.push(restore);
  return log;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
);

// The app's notifier goes back after each test: one jsdom serves every file of a worker, and the screens'
// toasts of the next file (connected once, when ConsoleProviders loaded) must still show.
const restores: Array<() => void> = [];
afterEach(() => {
  while (restores.length) restores.pop()!();
});

describe('useApiQuery', () => {
  it('announces the opening load and a refresh, not a background revalidation', async () => {
    const log = spyNotifier();
    let n = 0;
    const fetcher = vi.fn(async () => ({ n: ++n }));
    const { result } = renderHook(() => useApiQuery('rides', fetcher, MESSAGES), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    expect(log).toEqual(['loading:Fetching rides data...', 'success:Rides data loaded']);
    expect(result.current.updatedAt).toEqual(expect.any(Number));

    // A background revalidation (focus, interval, a list reloading after a change): silent.
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data).toEqual({ n: 2 });
    expect(log).toHaveLength(2);

    // The Refresh button: loading and loaded toasts again, and the button is busy meanwhile.
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.refresh();
    });
    expect(result.current.refreshing).toBe(true);
    await act(async () => {
      await done;
    });
    expect(result.current.refreshing).toBe(false);
    expect(result.current.data).toEqual({ n: 3 });
    expect(log.slice(2)).toEqual(['loading:Fetching rides data...', 'success:Rides data loaded']);
  });

  it('a failed background refresh keeps the data and shows no toast', async () => {
    const log = spyNotifier();
    let fail = false;
    const fetcher = async () => {
      if (fail) throw new Error('down');
      return { ok: true };
    };
    const { result } = renderHook(() => useApiQuery('rides-fail', fetcher, MESSAGES), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ ok: true }));
    fail = true;
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data).toEqual({ ok: true });
    expect(log).toHaveLength(2);
  });

  it('a retry after a failed first load is announced', async () => {
    const log = spyNotifier();
    let fail = true;
    const fetcher = async () => {
      if (fail) throw new Error('down');
      return { ok: true };
    };
    const { result } = renderHook(() => useApiQuery('rides-retry', fetcher, MESSAGES), { wrapper });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(log).toEqual(['loading:Fetching rides data...', 'error:Error fetching rides data']);
    fail = false;
    await act(async () => {
      await result.current.mutate();
    });
    expect(log.slice(2)).toEqual(['loading:Fetching rides data...', 'success:Rides data loaded']);
  });
});
