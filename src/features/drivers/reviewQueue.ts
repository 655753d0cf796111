import { useCallback, useRef, useState } from 'react';
import { orderByKeys } from '../../core/order';
import { DRIVERS, toRequestParams } from '../../lib/listQuery';
import type { Driver } from '../../lib/schemas';
import { fetchDrivers, type VerifyDecision } from './api';
import { stageOf } from './model';

/** Submissions asked for at a time in server mode. */
export const QUEUE_PAGE_SIZE = 25;
/** Read the next page when the review is this close to the end of what it holds. */
const READ_AHEAD = 3;

/** KYC submissions, oldest registration first (the list's own `registered` sort: src/lib/listQuery.ts). */
export function byRegistration(submissions: readonly Driver[]): Driver[] {
  const order = orderByKeys(submissions.map((d) => DRIVERS.sort.registered.key(d)), false);
  return Array.from(order, (i) => submissions[i]!);
}

/** The server's query for one page of the queue: the KYC Submitted filter sorted by registration. */
export function queuePageParams(page: number): Record<string, string> {
  return toRequestParams('drivers', {
    q: '',
    sort: { id: 'registered', desc: false },
    page,
    limit: QUEUE_PAGE_SIZE,
    filters: { stage: 'kycSubmitted' },
    id: '',
  });
}

/**
 * Where the next unread submission stands in the server's list now: the decided ones have left the KYC
 * Submitted filter, the skipped ones are still there.
 */
export function nextPageToRead(held: number, decided: number): number {
  return Math.floor(Math.max(0, held - decided) / QUEUE_PAGE_SIZE) + 1;
}

export interface ReviewQueueState {
  /** The submissions held, in queue order (server mode: the pages read so far). */
  items: Driver[];
  /** Position of the open submission; `items.length` or more once past the end. */
  index: number;
  /** Submissions waiting when the review started. */
  total: number;
  decisions: Record<string, VerifyDecision>;
  /** A page is being read (server mode). */
  reading: boolean;
  /** The last page read failed (server mode). */
  readError: boolean;
}

export interface ReviewQueue {
  /** Null while review mode is off. */
  state: ReviewQueueState | null;
  /** The open submission; null when done, or while its page is read. */
  current: Driver | null;
  /** No submission left to show. */
  done: boolean;
  start: () => Promise<void>;
  stop: () => void;
  next: () => void;
  previous: () => void;
  /** Records a decision on the open submission and moves on. */
  decided: (id: string, decision: VerifyDecision) => void;
  /** Reads the page that failed again. */
  retry: () => void;
}

/**
 * docs/product.md §2 "KYC review mode": the KYC submissions in order of registration, walked one at a
 * time. Client mode sorts the submissions it holds; server mode reads the queue page by page
 * (`stage=kycSubmitted`, sorted by `createdAt`) a few submissions ahead of the one on screen.
 */
export function useReviewQueue({ server, submissions }: { server: boolean; submissions: readonly Driver[] }): ReviewQueue {
  const [state, setState] = useState<ReviewQueueState | null>(null);
  const live = useRef<ReviewQueueState | null>(null);
  const reading = useRef<AbortController | null>(null);
  const update = useCallback((change: (s: ReviewQueueState) => ReviewQueueState | null) => {
    const next = live.current ? change(live.current) : null;
    live.current = next;
    setState(next);
  }, []);

  const read = useCallback(async () => {
    const s = live.current;
    if (!s || reading.current) return;
    const own = new AbortController();
    reading.current = own;
    update((q) => ({ ...q, reading: true, readError: false }));
    try {
      const decided = Object.keys(s.decisions).length;
      const answer = await fetchDrivers(queuePageParams(nextPageToRead(s.items.length, decided)), own.signal);
      if (reading.current !== own) return;
      reading.current = null;
      update((q) => {
        const held = new Set(q.items.map((d) => d._id));
        const fresh = answer.drivers.filter((d) => d._id && !held.has(d._id) && stageOf(d) === 'kycSubmitted');
        const items = [...q.items, ...fresh];
        // The first page's count is the queue's length; a later page with nothing new ends the queue
        // where it stands (others decided meanwhile), so a shrinking list never loops.
        const first = q.items.length === 0 && decided === 0;
        const total = first ? Math.max(answer.paging?.total ?? items.length, items.length) : fresh.length === 0 ? items.length : q.total;
        return { ...q, items, total, reading: false };
      });
    } catch {
      if (reading.current !== own) return;
      reading.current = null;
      update((q) => ({ ...q, reading: false, readError: true }));
    }
  }, [update]);

  const readAhead = useCallback(() => {
    const s = live.current;
    if (s && server && s.items.length < s.total && s.index >= s.items.length - READ_AHEAD) void read();
  }, [server, read]);

  const start = useCallback(async () => {
    reading.current?.abort();
    reading.current = null;
    if (!server) {
      const items = byRegistration(submissions);
      live.current = { items, index: 0, total: items.length, decisions: {}, reading: false, readError: false };
      setState(live.current);
      return;
    }
    live.current = { items: [], index: 0, total: 0, decisions: {}, reading: false, readError: false };
    setState(live.current);
    await read();
  }, [server, submissions, read]);

  const stop = useCallback(() => {
    reading.current?.abort();
    reading.current = null;
    live.current = null;
    setState(null);
  }, []);

  const move = useCallback(
    (by: number) => {
      update((q) => ({ ...q, index: Math.min(Math.max(0, q.index + by), q.total) }));
      readAhead();
    },
    [update, readAhead],
  );
  const next = useCallback(() => move(1), [move]);
  const previous = useCallback(() => move(-1), [move]);
  const decided = useCallback(
    (id: string, decision: VerifyDecision) => {
      update((q) => ({ ...q, decisions: { ...q.decisions, [id]: decision } }));
      move(1);
    },
    [update, move],
  );

  const current = state && state.index < state.items.length ? state.items[state.index]! : null;
  const done = !!state && !state.reading && !state.readError && state.index >= state.total;
  return { state, current, done, start, stop, next, previous, decided, retry: () => void read() };
}
