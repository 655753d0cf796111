import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { settleEcho, type InFlight } from './echoes';
import type { DataTableChangeOptions, DataTableSort, DataTableState } from './types';

interface Typed {
  /** What the search box shows and the rows are filtered by. */
  text: string;
  /** Texts reported to the owner that its `search` has not shown yet, oldest first. */
  inFlight: InFlight<string>;
}

interface Place {
  /** What the table shows now: its own last change, until the owner shows it or moves elsewhere. */
  sort: DataTableSort | null;
  page: number;
  /** Places (placeKey) reported to the owner that its props have not shown yet, oldest first. */
  inFlight: InFlight<string>;
}

/**
 * Runs `fn` once the browser has painted the next frame (a task after its animation frame), or after
 * 100 ms when no frame comes (a hidden tab, a test environment without rendering).
 */
function afterNextPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const timer = setTimeout(run, 100);
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        run();
      }, 0),
    );
  }
}

/**
 * A pause in typing this long (ms) writes the search to the owner for good (the router, and with it the
 * whole screen, re-renders then); until then each key has reached it as a draft.
 */
export const SEARCH_QUIET_MS = 1000;

/**
 * The outbox as sent: a run of keystrokes (search, back to page 1, replacing) becomes its last one; the
 * owner never sees the texts typed on the way, only the one the table settled on.
 */
function coalesceSearches<P extends { patch: Partial<DataTableState>; options: DataTableChangeOptions }>(list: readonly P[]): P[] {
  const out: P[] = [];
  for (const item of list) {
    const last = out.at(-1);
    const keystroke = (p: P) => p.patch.search !== undefined && p.options.replace && Object.keys(p.patch).every((k) => k === 'search' || k === 'page');
    if (last && keystroke(last) && keystroke(item)) out[out.length - 1] = item;
    else out.push(item);
  }
  return out;
}

/** Removes the keystrokes from an outbox (in place); true when there were any. */
function dropSearches(list: { patch: Partial<DataTableState> }[]): boolean {
  const before = list.length;
  const kept = list.filter((x) => x.patch.search === undefined);
  list.splice(0, list.length, ...kept);
  return kept.length < before;
}

/** Sort and page as one comparable value: `amount.desc|3`. */
function placeKey(sort: DataTableSort | null | undefined, page: number | undefined): string {
  return `${sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : ''}|${page ?? ''}`;
}

export interface TableStateInput<T> {
  search: string | undefined;
  sort: DataTableSort | null | undefined;
  page: number | undefined;
  initialState: Partial<DataTableState> | undefined;
  onStateChange: ((patch: Partial<DataTableState>, options: DataTableChangeOptions) => void) | undefined;
  onRowClick: ((row: T) => void) | undefined;
  /**
   * Who makes the rows. false (rows held in the page): the table shows a change in the event's own
   * render and the owner hears of it after that frame is painted; keystrokes reach it as drafts, and for
   * good once typing pauses. true (server paging: the owner fetches the rows): the owner hears of a sort
   * or a page at once, so that its request leaves without waiting for a frame (docs/performance.md,
   * "Server mode: a click's request"), and of each keystroke after its frame.
   */
  ownerFetches: boolean;
}

/**
 * The table's view state: search, sort and page, each controlled by the owner (e.g. the URL) or kept
 * here. What the table shows changes in the event's own render, and the owner hears of it after that
 * frame is painted: an owner that keeps its state in the URL re-renders the whole screen through the
 * router, which must not sit between a click or a key and its rows. So the search text, sort and page
 * the user chose live here as well. The owner's committed values replace them only when they are not
 * one of our own writes arriving late (Back, a shared link, a reset, a tab that returns to page 1);
 * that is decided in a layout effect, from committed props only, never from a render the router may
 * still abandon. Server paging (`ownerFetches`) is the exception for a sort or a page: the rows come
 * from the owner, so it hears of them at once.
 */
export function useTableState<T>({ search: searchProp, sort: sortProp, page: pageProp, initialState, onStateChange, onRowClick, ownerFetches }: TableStateInput<T>) {
  const [typed, setTyped] = useState<Typed>(() => ({ text: searchProp ?? initialState?.search ?? '', inFlight: [] }));
  const controlled = sortProp !== undefined || pageProp !== undefined;
  const ownerKey = controlled ? placeKey(sortProp, pageProp) : null;
  const [place, setPlace] = useState<Place>(() => ({
    sort: sortProp === undefined ? (initialState?.sort ?? null) : sortProp,
    page: pageProp ?? initialState?.page ?? 1,
    inFlight: [],
  }));

  // Changes waiting to reach the owner (see post, below).
  const outbox = useRef<{ patch: Partial<DataTableState>; options: DataTableChangeOptions }[]>([]);

  // The owner's values as last committed.
  const shown = useRef({ search: searchProp, place: ownerKey, sort: sortProp, page: pageProp });
  useLayoutEffect(() => {
    const last = shown.current;
    shown.current = { search: searchProp, place: ownerKey, sort: sortProp, page: pageProp };
    if (searchProp !== last.search) {
      setTyped((t) => {
        if (searchProp === undefined) return { text: t.text, inFlight: [] };
        const rest = settleEcho(t.inFlight, searchProp);
        if (rest) return { text: t.text, inFlight: rest };
        // Someone else's search (Back, a link, a reset) replaces a keystroke still waiting to be written.
        dropSearches(outbox.current);
        return { text: searchProp, inFlight: [] };
      });
    }
    if (ownerKey !== last.place) {
      setPlace((p) => {
        const rest = ownerKey === null ? [] : settleEcho(p.inFlight, ownerKey);
        return rest ? { ...p, inFlight: rest } : { sort: sortProp === undefined ? p.sort : sortProp, page: pageProp ?? p.page, inFlight: [] };
      });
    }
  }, [searchProp, ownerKey, sortProp, pageProp]);

  const search = typed.text;
  const sort = place.sort;
  const requestedPage = Math.max(1, Math.floor(place.page) || 1);

  const onStateChangeRef = useRef(onStateChange);
  const onRowClickRef = useRef(onRowClick);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
    onRowClickRef.current = onRowClick;
  });

  // Changes reach the owner after the frame that shows them (server paging: a sort or a page at once), in order; dropped if the table goes away
  // first (the owner may be showing another screen by then). A keystroke's search reaches it at once as a
  // draft (an owner keeping it in the URL replaces the address without a render: a reload right after the
  // key holds it), and for good
  // once typing pauses (SEARCH_QUIET_MS), coalesced into one change: an owner that keeps it in the URL
  // re-renders the whole screen through the router per write (docs/performance.md, "Client mode against a
  // floor"). The waiting search is written at once when anything else changes or focus leaves the table.
  const quiet = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (quiet.current !== null) clearTimeout(quiet.current);
    quiet.current = null;
    const list = coalesceSearches(outbox.current);
    outbox.current = [];
    for (const { patch } of list) {
      if (patch.search !== undefined) {
        const text = patch.search;
        setTyped((t) => (shown.current.search === undefined ? t : { ...t, inFlight: [...t.inFlight, text] }));
      }
    }
    for (const { patch, options } of list) onStateChangeRef.current?.(patch, options);
  }, []);
  const waiting = useRef(false);
  const post = useCallback(
    (patch: Partial<DataTableState>, options: DataTableChangeOptions, typing = false) => {
      outbox.current.push({ patch, options });
      if (typing) {
        // Only keystrokes waiting: wait for a pause (restarted by each key); else the next paint sends it.
        if (outbox.current.length === 1 || quiet.current !== null) {
          if (quiet.current !== null) clearTimeout(quiet.current);
          quiet.current = setTimeout(flush, SEARCH_QUIET_MS);
          onStateChangeRef.current?.(patch, { replace: true, draft: true });
        }
      } else if (options.urgent) {
        // The owner fetches this change's rows (emit marks a sort or a page urgent in server paging): it
        // hears of it now and renders it in this event, so its request leaves before the next frame.
        // Keys still go after their frame, coalesced: the owner's request waits for a pause anyway.
        flush();
      } else if (!waiting.current) {
        // Anything else: after the next paint, with the keystrokes before it.
        if (quiet.current !== null) clearTimeout(quiet.current);
        quiet.current = null;
        waiting.current = true;
        afterNextPaint(() => {
          waiting.current = false;
          flush();
        });
      }
    },
    [flush],
  );
  useEffect(() => {
    // Back or Forward while a search waits: the entry shown is not the one it was typed on; the typed text
    // gives way to the owner's (its own change, if any, arrives through the layout effect above).
    const back = () => {
      if (!dropSearches(outbox.current)) return;
      // Only keystrokes wait on the quiet timer (anything else cancels it).
      if (quiet.current !== null) clearTimeout(quiet.current);
      quiet.current = null;
      const owner = shown.current;
      setTyped((t) => ({ text: owner.search ?? t.text, inFlight: t.inFlight }));
      if (owner.place !== null) setPlace((p) => ({ sort: owner.sort === undefined ? p.sort : owner.sort, page: owner.page ?? p.page, inFlight: [] }));
    };
    window.addEventListener('popstate', back);
    return () => {
      window.removeEventListener('popstate', back);
      if (quiet.current !== null) clearTimeout(quiet.current);
      quiet.current = null;
      outbox.current = [];
    };
  }, [flush]);
  /** Writes a waiting search now (focus left the table: a click elsewhere, a dialog, a link). */
  const flushSearch = useCallback(() => {
    if (quiet.current !== null) flush();
  }, [flush]);

  const emit = useCallback(
    (patch: Partial<DataTableState>, options: DataTableChangeOptions, typing = false) => {
      if (patch.sort !== undefined || patch.page !== undefined) {
        setPlace((prev) => {
          const next = { ...prev, sort: patch.sort === undefined ? prev.sort : patch.sort, page: patch.page ?? prev.page };
          const last = shown.current;
          if (last.place === null) return next;
          // What the owner will show once it has this change (a prop it does not control stays undefined).
          const echo = placeKey(last.sort === undefined ? undefined : next.sort, last.page === undefined ? undefined : next.page);
          if (echo === last.place && prev.inFlight.length === 0) return next;
          // Keystrokes after the first on another page: their writes become one (coalesceSearches).
          return { ...next, inFlight: prev.inFlight.at(-1) === echo ? prev.inFlight : [...prev.inFlight, echo] };
        });
      }
      // Server paging: the owner sends the request for a sort or a page from the render this change makes.
      post(patch, ownerFetches && patch.search === undefined ? { ...options, urgent: true } : options, typing);
    },
    [post, ownerFetches],
  );
  const activate = useCallback((row: T) => onRowClickRef.current?.(row), []);

  /** A keystroke in the search box: shown at once, back to page 1, reported to the owner once typing pauses. */
  const type = useCallback(
    (value: string) => {
      setTyped((t) => ({ text: value, inFlight: t.inFlight }));
      emit({ search: value, page: 1 }, { replace: true }, !ownerFetches);
    },
    [emit, ownerFetches],
  );

  return { search, sort, requestedPage, emit, activate, type, flushSearch };
}
