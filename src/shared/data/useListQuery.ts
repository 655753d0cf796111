/**
 * A big list's read in either mode (docs/architecture.md, "Two modes"). Client mode: one key, the whole
 * list, as before. Server mode (or `auto` before the first answer): one key per query, the page asked
 * for with the URL's search (throttled: at most one request per 150 ms while typing, the first key of a
 * spell at once and the latest text when 150 ms are up; a sort, a page or a filter is asked for at once), sort, filters and page; a newer query aborts the older request, its answer
 * is never painted, and the last answer stays on screen, marked busy, until the new one arrives. An `auto`
 * first answer without `paging` is the whole list: it becomes client mode's data, and no second request
 * is made.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { requestUrl } from '../../lib/api/client';
import { learnListMode, listMode, useListMode } from '../../lib/api/paging';
import { EARLY_TTL_MS, startEarly } from '../../lib/data/early';
import { keepEqual } from '../../lib/data/keepEqual';
import { useApiQuery, type ApiQuery, type QueryMessages } from '../../lib/data/useApiQuery';
import { toRequestParams, type ListName, type ListQuery, type Paging } from '../../lib/listQuery';
import type { Role } from '../../lib/role';
import { getToken, subscribeSession } from '../../lib/session';
import { readUrlState, type Spec, type UrlState } from '../url/useUrlState';
import type { DataTableColumn, DataTableSort } from '../../ui/DataTable';
import { useOpenRecord, type OpenRecord, type OpenRecordInput } from '../records/useOpenRecord';

/** The search reaches the server at most this often while typing (ms). */
export const SEARCH_SPACING_MS = 150;

/**
 * The value at most once per `ms`: a change passes in the render that brings it when the last one passed
 * `ms` ago or more (the first key after a pause), else the latest value passes once `ms` are up. A debounce
 * would hold every key until typing pauses, so the last key's rows would wait the whole spacing; here they
 * wait what is left of it (docs/performance.md, "Server mode: typing").
 */
export function useThrottled<T>(value: T, ms: number): T {
  // What passed last, and when. Written during render: the render that lets a value pass is the one that
  // sends its request (useListQuery), so a render React repeats or abandons must not let another pass early.
  const last = useRef<{ value: T; at: number }>({ value, at: -Infinity });
  const [woken, wake] = useState(0);
  if (!Object.is(value, last.current.value)) {
    const now = performance.now();
    if (now - last.current.at >= ms) last.current = { value, at: now };
  }
  const passed = last.current.value;
  useEffect(() => {
    if (Object.is(value, passed)) return;
    // Rounded up, and set again after each wake: a browser may run a timer a fraction of a millisecond
    // before performance.now() says its time is up, and the value must still pass then.
    const timer = setTimeout(() => wake((n) => n + 1), Math.max(1, Math.ceil(last.current.at + ms - performance.now())));
    return () => clearTimeout(timer);
  }, [value, passed, ms, woken]);
  return passed;
}

/**
 * An `auto` first answer that was the whole list, waiting for client mode's read of the same list: that
 * read takes it instead of asking again (one request, as before paging existed). It waits as long as the
 * screen that received it is shown (on a busy machine the client read may come seconds later, after the
 * screen has laid out a whole list), and no longer: another visit asks the server.
 */
const handedOver = new Map<string, { data: unknown }>();
// The answers belong to the session that read them (docs/security.md, "Sessions and bad data").
subscribeSession(() => handedOver.clear());

/** For tests: forget every hand-over (one test's whole list must not become the next one's first read). */
export function resetHandOvers(): void {
  handedOver.clear();
}

function takeHandOver(key: string): unknown {
  const entry = handedOver.get(key);
  handedOver.delete(key);
  return entry?.data;
}

/**
 * Server mode's page reads, the one under way per list (by its cache key). A query's request leaves with
 * the render that first asks for it, before the rest of the screen renders and commits (a click's render
 * through the router is the whole screen: docs/performance.md, "Server mode: a click's request"); the
 * query's SWR fetch, after the commit, takes it. A newer query of the list, or a new fetch of the same
 * one, aborts the request under way; leaving the screen aborts it too.
 */
interface PageRead {
  /** The query's request parameters (a URL query string). */
  query: string;
  controller: AbortController;
  /** Not yet taken by the query's SWR fetch; null once taken (or when that fetch made it). */
  answer: Promise<unknown> | null;
  /** The answer, once it has come (a screen's first render may show it at once: useListQuery). */
  settled?: { value: unknown };
}
const pageReads = new Map<string, PageRead>();
// A read belongs to the session that started it (docs/security.md, "Sessions and bad data").
subscribeSession(() => {
  for (const read of pageReads.values()) read.controller.abort();
  pageReads.clear();
});

/** Starts `query`'s request for list `key`, aborting the one under way; `taken` when its own fetch makes it. */
function startPageRead<T>(key: string, query: string, fetch: (signal: AbortSignal) => Promise<T>, taken: boolean): { read: PageRead; answer: Promise<T> } {
  pageReads.get(key)?.controller.abort();
  const controller = new AbortController();
  const answer = fetch(controller.signal);
  const read: PageRead = { query, controller, answer: taken ? null : answer };
  // Kept once it comes. Nobody may take it (a render React abandons): its failure must not surface as an
  // unhandled rejection.
  answer.then((value) => (read.settled = { value }), () => {});
  pageReads.set(key, read);
  return { read, answer };
}

/** The request a render started for `query`, handed over once; null if there is none to take. */
function takePageRead<T>(key: string, query: string): Promise<T> | null {
  const read = pageReads.get(key);
  if (!read || read.query !== query || read.answer === null) return null;
  const { answer } = read;
  read.answer = null;
  return answer as Promise<T>;
}

/** A query's request for `list`: its parameters and, as one string, the key its read is kept under. */
function requestOf(list: ListName, query: ListQuery): { params: Record<string, string>; paramKey: string } {
  const params = toRequestParams(list, query);
  return { params, paramKey: new URLSearchParams(params).toString() };
}

/** What a list's early read asks for: nothing in client mode (forced, or learnt), which reads the whole list; else `query`'s page. */
function earlyRequest(list: ListName, query: ListQuery): ReturnType<typeof requestOf> | null {
  return listMode(list) === 'client' ? null : requestOf(list, query);
}

/**
 * A list screen's first read, started while its code downloads (src/app/routes.tsx, the route table's
 * early reads): client mode (forced, or learnt in this session) reads the whole list as the screen will
 * (src/lib/data/early.ts, under the screen's SWR key); server mode and `auto` ask for `query`'s page,
 * which the screen's first render then finds under way (same list, same query) and takes instead of
 * asking again. A screen whose query turns out different (its columns refuse the sort) aborts it and
 * asks for its own. Not taken within EARLY_TTL_MS, it is aborted and forgotten; a sign-in or sign-out
 * drops it (pageReads).
 */
export function startListEarly<T>(
  list: ListName,
  key: string,
  fetcher: (query: Record<string, string> | undefined, signal: AbortSignal | undefined) => Promise<T>,
  query: ListQuery,
  since: number,
): void {
  const request = earlyRequest(list, query);
  if (request === null) {
    startEarly({ key, fetcher: () => fetcher(undefined, undefined) }, since);
    return;
  }
  if (getToken() === null) return;
  const { params, paramKey } = request;
  if (pageReads.get(key)?.query === paramKey) return;
  const { read } = startPageRead(key, paramKey, (signal) => fetcher(params, signal), false);
  setTimeout(() => {
    if (pageReads.get(key) !== read || read.answer === null) return;
    read.controller.abort();
    pageReads.delete(key);
  }, EARLY_TTL_MS);
}

/**
 * A list screen's early read for its address's query string: the screen's URL parameters (`spec`) read
 * from it and made into the query by `queryOf`, the function the screen makes its own query with, so
 * the two ask for the same page (src/app/routes.tsx's EARLY_DATA starts it).
 */
export function listEarlyRead<const S extends Spec, T>(
  list: ListName,
  key: string,
  path: string,
  fetcher: (query: Record<string, string> | undefined, signal: AbortSignal | undefined) => Promise<T>,
  spec: S,
  queryOf: (url: UrlState<S>, role: Role) => ListQuery,
): ListEarlyRead {
  const queryAt = (search: string, role: Role) => queryOf(readUrlState(spec, search), role);
  return Object.assign((search: string, role: Role, since: number) => startListEarly(list, key, fetcher, queryAt(search, role), since), {
    // The URL `fetcher` (a GET of `path`) asks for in this early read.
    firstUrl: (search: string, role: Role) => requestUrl(path, undefined, earlyRequest(list, queryAt(search, role))?.params),
  });
}

/** A list screen's early read (listEarlyRead), and the URL it sends for an address's query string and a role. */
export type ListEarlyRead = ((search: string, role: Role, since: number) => void) & { firstUrl: (search: string, role: Role) => string };

/** For tests: abort and forget every page read. */
export function resetPageReads(): void {
  for (const read of pageReads.values()) read.controller.abort();
  pageReads.clear();
}

export interface ListRead<T> extends ApiQuery<T> {
  /** server: the answer is one page of `query`; client: the whole list. */
  server: boolean;
  /** Server mode: a newer query is on its way; the data on screen is the last answer's. */
  busy: boolean;
  /** Server mode: the records the query finds on every page (the answer's `paging.total`); client mode: undefined. */
  total: number | undefined;
  /** Server mode: the page the answer on screen is (its `paging.page`); client mode: undefined. */
  page: number | undefined;
}

export function useListQuery<T extends { paging?: Paging }>(
  list: ListName,
  key: string,
  fetcher: (query: Record<string, string> | undefined, signal: AbortSignal | undefined) => Promise<T>,
  query: ListQuery,
  messages: QueryMessages,
): ListRead<T> {
  const mode = useListMode(list);
  const server = mode !== 'client';
  const q = useThrottled(query.q, SEARCH_SPACING_MS);
  const { params, paramKey } = useMemo(
    () => requestOf(list, { ...query, q }),
    // The query's parts, not its object: a screen may build it in every render.
    [list, q, query.sort?.id, query.sort?.desc, query.page, query.limit, query.id, JSON.stringify(query.filters)], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const swrKey = server ? [key, paramKey] : key;
  // Server mode: the first render of a query sends its request (see PageRead); the same query in a later
  // render, or a render React repeats, sends nothing more.
  if (server && pageReads.get(key)?.query !== paramKey) startPageRead(key, paramKey, (signal) => fetcher(params, signal), false);

  // Server mode: an answer to this very query already come (the early read a page's first render finds
  // answered) is shown by that render, instead of the render after the fetch that takes it.
  const under = server ? pageReads.get(key) : undefined;
  const ready = under?.query === paramKey ? (under.settled?.value as T | undefined) : undefined;

  // Server mode: the answer on screen, for the next answer to keep the identity of its equal parts.
  const shown = useRef<T | undefined>(undefined);
  const read = useApiQuery<T>(
    swrKey,
    async () => {
      if (!server) {
        const whole = takeHandOver(key);
        return whole !== undefined ? (whole as T) : fetcher(undefined, undefined);
      }
      const answer = await (takePageRead<T>(key, paramKey) ?? startPageRead(key, paramKey, (signal) => fetcher(params, signal), true).answer);
      // A sort or "Next" brings the same figures: the cards and the chart keep them, and their render.
      return keepEqual(shown.current, answer);
    },
    messages,
    { keepPreviousData: server, fallbackData: ready },
  );
  // Leaving the screen aborts its read, a task later: a mount that follows at once (React's StrictMode
  // check in development) keeps it, where aborting made SWR's fetch fail and the screen show an error.
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (leaving.current !== null) clearTimeout(leaving.current);
    leaving.current = null;
    return () => {
      const mine = pageReads.get(key);
      leaving.current = setTimeout(() => {
        // Unless a newer screen of the list has started its own read meanwhile.
        if (mine === undefined || pageReads.get(key) !== mine) return;
        mine.controller.abort();
        pageReads.delete(key);
      }, 0);
    };
  }, [key]);
  // What the first answer says about the backend, learnt once it is on screen (its toast already
  // shown): `paging` → server mode; none → the whole list, client mode's data from now on.
  const answer = server ? read.data : undefined;
  useEffect(() => {
    shown.current = answer;
  }, [answer]);
  const { mutate: cache } = useSWRConfig();
  const handed = useRef<{ data: unknown } | null>(null);
  useEffect(() => {
    if (answer === undefined) return;
    const paged = answer.paging !== undefined;
    if (!paged && listMode(list) === null) {
      handed.current = { data: answer };
      handedOver.set(key, handed.current);
      void cache(key, answer, { revalidate: false });
    }
    learnListMode(list, paged);
  }, [answer, list, key, cache]);
  // The screen that received a hand-over goes: one it did not take is dropped.
  useEffect(
    () => () => {
      if (handed.current !== null && handedOver.get(key) === handed.current) handedOver.delete(key);
      handed.current = null;
    },
    [key],
  );

  const out = Object.create(read) as ListRead<T>;
  // A refresh or a change always asks the server: never the answer handed over at the first read.
  const { refresh: refreshRead, mutate: mutateRead } = read;
  const refresh = useCallback(() => (handedOver.delete(key), refreshRead()), [key, refreshRead]);
  const mutate = useCallback(((...args) => (handedOver.delete(key), mutateRead(...args))) as typeof mutateRead, [key, mutateRead]);
  Object.defineProperties(out, { refresh: { value: refresh }, mutate: { value: mutate } });
  // What is on screen decides: an answer without `paging` is a whole list, whatever was asked.
  const paged = read.data !== undefined ? read.data.paging !== undefined : server;
  // A busy list: SWR shows the previous key's data while this key loads (keepPreviousData), or the
  // search box is ahead of the last query sent.
  const busy = paged && ((read.isLoading && (ready === undefined || read.data !== ready)) || q !== query.q);
  const total = paged ? read.data?.paging?.total : undefined;
  const page = paged ? read.data?.paging?.page : undefined;
  Object.defineProperties(out, { server: { value: paged }, busy: { value: busy }, total: { value: total }, page: { value: page } });
  return out;
}

/**
 * Server mode's `?open=<id>`: the record of a link may be on no page on screen, so it is asked for by
 * `id=` (docs/api.md, "Paged lists"); client mode finds it in the list it holds. `done` once answered.
 */
export function useRecordById<T, R>(
  key: string,
  fetcher: (query: Record<string, string> | undefined, signal: AbortSignal | undefined) => Promise<T>,
  rows: (data: T) => readonly R[],
  openId: string,
  enabled: boolean,
): { records: readonly R[]; done: boolean } {
  const { data, error } = useSWR(enabled && openId ? [key, 'id', openId] : null, () => fetcher({ page: '1', limit: '1', id: openId }, undefined), {
    revalidateOnFocus: false,
  });
  return useMemo(() => ({ records: data ? rows(data) : NO_RECORDS, done: data !== undefined || error !== undefined }), [data, error]); // eslint-disable-line react-hooks/exhaustive-deps
}

const NO_RECORDS: readonly never[] = [];

/**
 * `?open=<id>` of a list screen in either mode: client mode finds the record in the list it holds;
 * server mode in the page on screen, else asks for it by `id=` (a link may name a record on no page on
 * screen), and only says "not found" once that answer is in.
 */
export function useListRecord<T, R>({
  key,
  fetcher,
  rowsOf,
  data,
  server,
  ...input
}: Omit<OpenRecordInput<R>, 'ready'> & {
  key: string;
  fetcher: (query: Record<string, string> | undefined, signal: AbortSignal | undefined) => Promise<T>;
  /** An answer's records, as the screen's rows (stable). */
  rowsOf: (data: T) => readonly R[];
  /** The answer on screen, undefined before the first. */
  data: T | undefined;
  server: boolean;
}): OpenRecord<R> {
  const { openId, records, getId } = input;
  const lookup = server && data !== undefined && openId !== '' && !records.some((r) => getId(r) === openId);
  const byId = useRecordById(key, fetcher, rowsOf, openId, lookup);
  const openable = lookup && byId.records.length > 0 ? byId.records : records;
  return useOpenRecord({ ...input, records: openable, ready: data !== undefined && (!lookup || byId.done) });
}

/**
 * The sort a query carries: the table's, unless it names a column the table does not show, masks or
 * cannot sort (an old link): the table ignores such a sort, and so does the query.
 */
export function querySort<R>(columns: readonly DataTableColumn<R>[], sort: DataTableSort | null | undefined): ListQuery['sort'] {
  if (!sort) return null;
  return columns.some((c) => c.id === sort.id && c.sortValue && !c.hidden && !c.masked) ? { id: sort.id, desc: sort.desc } : null;
}
