import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DataTableChangeOptions, DataTableSort, DataTableState } from './types';

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

/** A sort as a comparable value: `amount.desc`. */
function sortKey(sort: DataTableSort | null | undefined): string | undefined {
  return sort === undefined ? undefined : sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : '';
}

export interface TableStateInput<T> {
  search: string | undefined;
  sort: DataTableSort | null | undefined;
  page: number | undefined;
  initialState: Partial<DataTableState> | undefined;
  onStateChange: ((patch: Partial<DataTableState>, options: DataTableChangeOptions) => void) | undefined;
  onRowClick: ((row: T) => void) | undefined;
  /**
   * Who makes the rows. false (rows held in the page): the owner hears of a change after the frame that
   * shows it; keystrokes reach it as drafts, and for good once typing pauses. true (server paging: the
   * owner fetches the rows): it hears of a sort or a page in its event, so that its request leaves
   * without waiting for a frame (docs/performance.md, "Server mode: the request in its render"), and of
   * each keystroke after its frame.
   */
  ownerFetches: boolean;
}

/** The table's change the owner does not show yet, field by field (absent: the owner's value is shown). */
type Draft = Partial<DataTableState>;

/**
 * The table's view state: search, sort and page, each controlled by the owner (e.g. the URL) or kept
 * here. The owner is the one source of what the table shows; a change the user makes is held here as a
 * draft only until the owner is told, which the owner must show in the same update (an owner that keeps
 * it in the URL writes it urgently: src/shared/url/UrlRouter.tsx). So there is never more than one
 * value of ours on its way, and nothing to match against late echoes: when the owner's value of a field
 * changes while a draft of that field waits, someone else changed it (Back, a link, a reset, a tab that
 * returns to page 1), and the draft gives way.
 *
 * When the owner hears of a change: rows held in the page (`ownerFetches` false), after the frame that
 * shows it: an owner that keeps its state in the URL re-renders the whole screen through the router,
 * which must not sit between a click or a key and its rows. A keystroke reaches it at once as a draft
 * (`draft: true`: the address holds it, nothing re-renders) and for good once typing pauses
 * (SEARCH_QUIET_MS), when anything else changes, or when focus leaves the table. Server paging
 * (`ownerFetches`): a sort or a page at once, in its event (the owner's render sends the request), a
 * keystroke after its frame.
 */
export function useTableState<T>({ search: searchProp, sort: sortProp, page: pageProp, initialState, onStateChange, onRowClick, ownerFetches }: TableStateInput<T>) {
  // Fields the owner does not control start from initialState and stay in the draft for good.
  const [draft, setDraftState] = useState<Draft>(() => ({
    ...(searchProp === undefined && { search: initialState?.search ?? '' }),
    ...(sortProp === undefined && { sort: initialState?.sort ?? null }),
    ...(pageProp === undefined && { page: initialState?.page ?? 1 }),
  }));
  // The same draft, read by the writes below in the task that makes them (the state is for rendering).
  const draftRef = useRef(draft);
  const setDraft = useCallback((next: Draft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const search = draft.search ?? searchProp ?? '';
  const sort = draft.sort !== undefined ? draft.sort : (sortProp ?? null);
  const requestedPage = Math.max(1, Math.floor(draft.page ?? pageProp ?? 1) || 1);

  // The owner's props, for the writes below (which fields it controls).
  const owner = useRef({ search: searchProp, sort: sortProp, page: pageProp });
  const onStateChangeRef = useRef(onStateChange);
  const onRowClickRef = useRef(onRowClick);
  useLayoutEffect(() => {
    owner.current = { search: searchProp, sort: sortProp, page: pageProp };
    onStateChangeRef.current = onStateChange;
    onRowClickRef.current = onRowClick;
  });

  /** The draft without the fields the owner controls: what is left once the owner is told. */
  const ownOnly = useCallback((d: Draft): Draft => {
    const o = owner.current;
    const out: Draft = {};
    if (o.search === undefined && d.search !== undefined) out.search = d.search;
    if (o.sort === undefined && d.sort !== undefined) out.sort = d.sort;
    if (o.page === undefined && d.page !== undefined) out.page = d.page;
    return out;
  }, []);

  // What the owner has not been told yet, as one patch (a history push if any part of it asked for one).
  const unsent = useRef<{ patch: Draft; push: boolean } | null>(null);
  const quiet = useRef<ReturnType<typeof setTimeout> | null>(null);
  const painting = useRef(false);
  const cancel = useCallback(() => {
    if (quiet.current !== null) clearTimeout(quiet.current);
    quiet.current = null;
    unsent.current = null;
  }, []);

  /** Tells the owner now, and shows its values from this update on (it shows the change in the same one). */
  const flush = useCallback(() => {
    const waiting = unsent.current;
    cancel();
    if (!waiting) return;
    setDraft(ownOnly(draftRef.current));
    onStateChangeRef.current?.(waiting.patch, { replace: !waiting.push, urgent: true });
  }, [cancel, ownOnly, setDraft]);
  /**
   * The same from a timer (the frame after a change, a pause in typing), rendered before the timer's task
   * ends: rendered in a later task, a click could come between the write and its render, and its change
   * would meet the owner's value of the write after it (and give way to it as to someone else's).
   * In an event, React renders the event's updates together anyway.
   */
  const flushNow = useCallback(() => flushSync(flush), [flush]);

  // The owner's value of a field changed while a draft of it waits: not ours (ours are shown in the
  // update that clears the draft), so it wins. Decided from committed props only.
  const shown = useRef({ search: searchProp, sort: sortKey(sortProp), page: pageProp });
  useLayoutEffect(() => {
    const last = shown.current;
    shown.current = { search: searchProp, sort: sortKey(sortProp), page: pageProp };
    const d = draftRef.current;
    const drop = {
      search: searchProp !== undefined && searchProp !== last.search && d.search !== undefined,
      sort: sortProp !== undefined && sortKey(sortProp) !== last.sort && d.sort !== undefined,
      page: pageProp !== undefined && pageProp !== last.page && d.page !== undefined,
    };
    if (!drop.search && !drop.sort && !drop.page) return;
    const next: Draft = { ...d };
    for (const k of ['search', 'sort', 'page'] as const) if (drop[k]) delete next[k];
    setDraft(next);
    const waiting = unsent.current;
    if (waiting) {
      const patch: Draft = { ...waiting.patch };
      for (const k of ['search', 'sort', 'page'] as const) if (!(k in next)) delete patch[k];
      if (Object.keys(patch).length === 0) cancel();
      else unsent.current = { ...waiting, patch };
    }
  }, [searchProp, sortProp, pageProp, cancel, setDraft]);

  useEffect(() => {
    // Back or Forward while a change waits: the entry shown is not the one it was made on; the owner's
    // values are shown (those it changed also reach the layout effect above).
    const back = () => {
      if (!unsent.current) return;
      cancel();
      setDraft(ownOnly(draftRef.current));
    };
    window.addEventListener('popstate', back);
    return () => {
      window.removeEventListener('popstate', back);
      cancel();
    };
  }, [cancel, ownOnly, setDraft]);

  /** Writes a waiting search now (focus left the table: a click elsewhere, a dialog, a link). */
  const flushSearch = useCallback(() => {
    if (quiet.current !== null) flush();
  }, [flush]);

  const emit = useCallback(
    (patch: Partial<DataTableState>, options: DataTableChangeOptions, typing = false) => {
      setDraft({ ...draftRef.current, ...patch });
      const waiting = unsent.current;
      unsent.current = { patch: { ...waiting?.patch, ...patch }, push: (waiting?.push ?? false) || !options.replace };
      if (ownerFetches && patch.search === undefined) {
        // Server paging: the owner sends the request for a sort or a page from the render this makes.
        flush();
      } else if (typing) {
        // Rows held here: the key is in the address at once, and written for good once typing pauses
        // (restarted by each key), unless something else is already waiting for the next paint.
        onStateChangeRef.current?.(patch, { replace: true, draft: true });
        if (painting.current) return;
        if (quiet.current !== null) clearTimeout(quiet.current);
        quiet.current = setTimeout(flushNow, SEARCH_QUIET_MS);
      } else if (!painting.current) {
        // Anything else: after the next paint, with the keystrokes before it.
        if (quiet.current !== null) clearTimeout(quiet.current);
        quiet.current = null;
        painting.current = true;
        afterNextPaint(() => {
          painting.current = false;
          flushNow();
        });
      }
    },
    [flush, flushNow, ownerFetches, setDraft],
  );
  const activate = useCallback((row: T) => onRowClickRef.current?.(row), []);

  /** A keystroke in the search box: shown at once, back to page 1, reported as the mode says (emit). */
  const type = useCallback((value: string) => emit({ search: value, page: 1 }, { replace: true }, !ownerFetches), [emit, ownerFetches]);

  return { search, sort, requestedPage, emit, activate, type, flushSearch };
}
