// Server mode's page reads (docs/performance.md, "Server mode: a click's request"): a sort, a page or a
// filter sends its request with the render that asks for it, before the screen under the hook renders
// and commits, without the typing spacing; typing sends at most one request per 150 ms; a newer query aborts
// the older request and its answer is never shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { resetListModes } from '../../lib/api/paging';
import type { ListQuery, Paging } from '../../lib/listQuery';
import { EARLY_TTL_MS, takeEarly } from '../../lib/data/early';
import { resetPageReads, SEARCH_SPACING_MS, startListEarly, useListQuery, type ListRead } from './useListQuery';

interface Answer {
  rows: string[];
  paging?: Paging;
}

interface Call {
  query: Record<string, string>;
  signal: AbortSignal;
  resolve: (a: Answer) => void;
}

const MESSAGES = { success: 'Loaded', error: 'Failed' };

/** A screen under a cache of its own, each read asked for afresh (no deduping), none on focus. */
const inFreshCache = (children: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>;
const base: ListQuery = { q: '', sort: null, page: 1, limit: 25, filters: {}, id: '' };

/** `before` runs before the screen's first render (a read started while its code downloads). */
function setup({ query = base, before }: { query?: ListQuery; before?: (fetcher: (query: Record<string, string> | undefined, signal: AbortSignal | undefined) => Promise<Answer>) => void } = {}) {
  const calls: Call[] = [];
  const fetcher = vi.fn((query: Record<string, string> | undefined, signal: AbortSignal | undefined) => {
    return new Promise<Answer>((resolve, reject) => {
      calls.push({ query: query!, signal: signal!, resolve });
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  /** What each render of the screen saw: the requests sent by then, the rows and busy. */
  const seen: { sent: number; rows: string[] | undefined; busy: boolean }[] = [];
  function Rows({ read }: { read: ListRead<Answer> }) {
    seen.push({ sent: calls.length, rows: read.data?.rows, busy: read.busy });
    return null;
  }
  function Screen({ query }: { query: ListQuery }) {
    const read = useListQuery('transactions', 'test-list', fetcher, query, MESSAGES);
    return <Rows read={read} />;
  }
  before?.(fetcher);
  const sentBefore = calls.length;
  const view = render(inFreshCache(<Screen query={query} />));
  const show = (query: ListQuery) => view.rerender(inFreshCache(<Screen query={query} />));
  const answer = async (call: Call, rows: string[]) => {
    await act(async () => call.resolve({ rows, paging: { page: Number(call.query.page), limit: 25, total: 100 } }));
  };
  return { calls, seen, show, answer, view, sentBefore };
}

beforeEach(() => {
  resetListModes('server');
  resetPageReads();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useListQuery in server mode', () => {
  it('sends a sort, a page or a filter with the render that asks for it, before the screen under it renders', async () => {
    const { calls, seen, show, answer } = setup();
    expect(calls).toHaveLength(1);
    // The first read left before the screen under the hook rendered (not in an effect after the commit).
    expect(seen[0]!.sent).toBe(1);
    await answer(calls[0]!, ['a', 'b']);
    expect(seen.at(-1)).toMatchObject({ rows: ['a', 'b'], busy: false });

    vi.useFakeTimers();
    const at = seen.length;
    act(() => show({ ...base, sort: { id: 'amount', desc: false } }));
    // No timer ran: the request left in that render, and the rows under it already knew.
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query).toMatchObject({ sort: 'amount', order: 'asc', page: '1' });
    expect(seen[at]!.sent).toBe(2);
    // The last rows stay on screen, marked busy, until the answer; the fetch's start renders nothing more
    // (SWR already says "loading" in the render that asks for a new key).
    expect(seen.at(-1)).toMatchObject({ rows: ['a', 'b'], busy: true });
    expect(seen.length - at).toBe(1);

    act(() => show({ ...base, sort: { id: 'amount', desc: false }, page: 2 }));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.query).toMatchObject({ page: '2' });
    // The sort's request is outdated: aborted, and its answer is never shown.
    expect(calls[1]!.signal.aborted).toBe(true);
    act(() => show({ ...base, sort: { id: 'amount', desc: false }, page: 1, filters: { service: 'fund_transfer' } }));
    expect(calls).toHaveLength(4);
    expect(calls[3]!.query).toMatchObject({ service: 'fund_transfer', page: '1' });
    expect(calls[2]!.signal.aborted).toBe(true);
    vi.useRealTimers();
    await answer(calls[3]!, ['t']);
    expect(seen.at(-1)).toMatchObject({ rows: ['t'], busy: false });
  });

  it('sends the first key of a spell at once, then the latest text once 150 ms are up, and one request per query', async () => {
    const { calls, seen, show, answer } = setup();
    await answer(calls[0]!, ['a']);
    vi.useFakeTimers();
    act(() => show({ ...base, q: 'z' }));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query).toMatchObject({ q: 'z' });
    act(() => vi.advanceTimersByTime(40));
    act(() => show({ ...base, q: 'ze' }));
    act(() => show({ ...base, q: 'zen' }));
    expect(calls).toHaveLength(2);
    expect(seen.at(-1)).toMatchObject({ rows: ['a'], busy: true });
    // 150 ms after "z" left, not 150 ms after the last key.
    act(() => vi.advanceTimersByTime(SEARCH_SPACING_MS - 40 - 1));
    expect(calls).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.query).toMatchObject({ q: 'zen' });
    expect(calls[1]!.signal.aborted).toBe(true);
    // Renders of the same query send nothing more.
    act(() => show({ ...base, q: 'zen' }));
    act(() => vi.advanceTimersByTime(SEARCH_SPACING_MS * 2));
    expect(calls).toHaveLength(3);
    // After a pause the next key goes at once again.
    act(() => show({ ...base, q: 'zeni' }));
    expect(calls).toHaveLength(4);
    expect(calls[3]!.query).toMatchObject({ q: 'zeni' });
    vi.useRealTimers();
    await answer(calls[3]!, ['zenith']);
    expect(seen.at(-1)).toMatchObject({ rows: ['zenith'], busy: false });
  });

  it('lets the latest text pass when its timer runs a little before the spacing is up', async () => {
    const { calls, show, answer } = setup();
    await answer(calls[0]!, ['a']);
    vi.useFakeTimers();
    // A clock of the test's own: the browser may run a timer a fraction of a millisecond before
    // performance.now() reaches the time it was set for.
    let clock = 1_000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      act(() => show({ ...base, q: 'z' }));
      expect(calls).toHaveLength(2);
      clock += 10;
      act(() => show({ ...base, q: 'ze' }));
      clock += SEARCH_SPACING_MS - 10 - 0.5;
      act(() => vi.advanceTimersByTime(SEARCH_SPACING_MS - 10));
      expect(calls).toHaveLength(2);
      clock += 0.5;
      act(() => vi.advanceTimersByTime(1));
      expect(calls).toHaveLength(3);
      expect(calls[2]!.query).toMatchObject({ q: 'ze' });
    } finally {
      now.mockRestore();
      vi.useRealTimers();
    }
  });

  it('aborts the request under way when the screen goes', async () => {
    const { calls, view } = setup();
    view.unmount();
    await vi.waitFor(() => expect(calls[0]!.signal.aborted).toBe(true));
  });

  it("keeps the read through React's StrictMode remount and shows its answer", async () => {
    const calls: AbortSignal[] = [];
    const fetcher = (_: Record<string, string> | undefined, signal: AbortSignal | undefined) => {
      calls.push(signal!);
      return Promise.resolve<Answer>({ rows: ['a'], paging: { page: 1, limit: 25, total: 1 } });
    };
    const seen: { rows: string[] | undefined; error: unknown }[] = [];
    function Screen() {
      const read = useListQuery('transactions', 'strict-list', fetcher, base, MESSAGES);
      seen.push({ rows: read.data?.rows, error: read.error });
      return null;
    }
    render(
      <StrictMode>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 200 }}>
          <Screen />
        </SWRConfig>
      </StrictMode>,
    );
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ rows: ['a'], error: undefined }));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.aborted).toBe(false);
  });
});

describe('startListEarly: a list screen\'s first read, started while its code downloads', () => {
  const ada: ListQuery = { ...base, q: 'ada', sort: { id: 'amount', desc: true }, filters: { status: 'pending' } };
  beforeEach(() => {
    localStorage.setItem('token', 'token-a');
  });
  afterEach(() => {
    localStorage.clear();
  });

  it("asks for the screen's page before it renders; the screen takes that request and sends none", async () => {
    const { calls, seen, answer, sentBefore } = setup({ query: ada, before: (fetcher) => startListEarly('transactions', 'test-list', fetcher, ada, performance.now()) });
    expect(sentBefore).toBe(1);
    expect(seen[0]!.sent).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toMatchObject({ q: 'ada', sort: 'amount', order: 'desc', status: 'pending', page: '1', limit: '25' });
    await answer(calls[0]!, ['ada']);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);
    expect(seen.at(-1)).toMatchObject({ rows: ['ada'], busy: false });
  });

  it('an early read already answered is on screen in the first render, not busy, with no second request', async () => {
    const signals: AbortSignal[] = [];
    const fetcher = vi.fn((query: Record<string, string> | undefined, signal: AbortSignal | undefined) => {
      signals.push(signal!);
      return Promise.resolve<Answer>({ rows: ['early'], paging: { page: Number(query?.page), limit: 25, total: 1 } });
    });
    startListEarly('transactions', 'test-list', fetcher, ada, performance.now());
    // The answer comes while the screen's code is still on its way.
    await act(async () => {});
    const seen: { rows: string[] | undefined; busy: boolean }[] = [];
    function Screen() {
      const read = useListQuery('transactions', 'test-list', fetcher, ada, MESSAGES);
      seen.push({ rows: read.data?.rows, busy: read.busy });
      return null;
    }
    render(inFreshCache(<Screen />));
    expect(seen[0]).toEqual({ rows: ['early'], busy: false });
    // The screen's fetch then takes that same answer: no render shows anything else, or shows it busy.
    await act(async () => {});
    expect(seen.every((s) => s.rows?.[0] === 'early' && !s.busy)).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(signals[0]!.aborted).toBe(false);
  });

  it('a screen whose query differs (its columns refuse the sort) aborts it and asks for its own', async () => {
    const { calls, seen, answer } = setup({ query: { ...ada, sort: null }, before: (fetcher) => startListEarly('transactions', 'test-list', fetcher, ada, performance.now()) });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.query).not.toHaveProperty('sort');
    await answer(calls[1]!, ['own']);
    expect(seen.at(-1)).toMatchObject({ rows: ['own'], busy: false });
  });

  it('reads the whole list in client mode, and nothing without a session', async () => {
    const fetcher = vi.fn((_q: Record<string, string> | undefined, _s: AbortSignal | undefined) => Promise.resolve({ rows: ['whole'] }));
    localStorage.clear();
    startListEarly('transactions', 'test-list', fetcher, ada, performance.now());
    expect(fetcher).not.toHaveBeenCalled();
    localStorage.setItem('token', 'token-a');
    resetListModes('client');
    startListEarly('transactions', 'test-list', fetcher, ada, performance.now());
    expect(fetcher.mock.calls).toEqual([[undefined, undefined]]);
    // Kept for the screen's read of the whole list, under its key.
    await expect(takeEarly('test-list')).resolves.toEqual({ rows: ['whole'] });
  });

  it('aborts and forgets a read no screen took within EARLY_TTL_MS', () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const fetcher = vi.fn((_q: Record<string, string> | undefined, signal: AbortSignal | undefined) => {
      signals.push(signal!);
      return new Promise<Answer>(() => {});
    });
    startListEarly('transactions', 'test-list', fetcher, ada, performance.now());
    vi.advanceTimersByTime(EARLY_TTL_MS - 1);
    expect(signals[0]!.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signals[0]!.aborted).toBe(true);
    // Gone: the same query asks again.
    startListEarly('transactions', 'test-list', fetcher, ada, performance.now());
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('useListQuery in auto mode, against a backend without paging', () => {
  function autoScreen() {
    resetListModes('auto');
    const calls: (Record<string, string> | undefined)[] = [];
    let answerFirst: (a: Answer) => void = () => {};
    const fetcher = vi.fn((query: Record<string, string> | undefined) => {
      calls.push(query);
      return new Promise<Answer>((resolve) => {
        if (calls.length === 1) answerFirst = resolve;
        else resolve({ rows: ['again'] });
      });
    });
    const seen: (string[] | undefined)[] = [];
    function Screen() {
      const read = useListQuery('transactions', 'auto-list', fetcher, base, MESSAGES);
      seen.push(read.data?.rows);
      return null;
    }
    const view = render(inFreshCache(<Screen />));
    return { calls, seen, view, answer: (rows: string[]) => act(async () => answerFirst({ rows })) };
  }

  it('takes the whole first answer for client mode however long the machine takes to get there: one request', async () => {
    const { calls, seen, answer } = autoScreen();
    expect(calls).toEqual([{ page: '1', limit: '25' }]);
    vi.useFakeTimers();
    await answer(['a', 'b']);
    // A busy machine: client mode's read (SWR's, a frame after the screen showed the list) comes 5 s later.
    vi.setSystemTime(Date.now() + 5_000);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(seen.at(-1)).toEqual(['a', 'b']);
    expect(calls).toHaveLength(1);
  });

  it('a screen left before its client read took the whole answer: the next visit asks for the list', async () => {
    const first = autoScreen();
    vi.useFakeTimers();
    await first.answer(['a', 'b']);
    // Left at once (its client read comes a frame later).
    first.view.unmount();
    expect(first.calls).toHaveLength(1);
    const { calls } = first;
    function Again() {
      useListQuery<Answer>('transactions', 'auto-list', async (q) => (calls.push(q), { rows: ['c'] }), base, MESSAGES);
      return null;
    }
    render(inFreshCache(<Again />));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toEqual([{ page: '1', limit: '25' }, undefined]);
  });
});
