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
}

/**
 * The table's view state: search, sort and page, each controlled by the owner (e.g. the URL) or kept
 * here. What the table shows changes in the event's own render, and the owner hears of it after that
 * frame is painted: an owner that keeps its state in the URL re-renders the whole screen through the
 * router, which must not sit between a click or a key and its rows. So the search text, sort and page
 * the user chose live here as well. The owner's committed values replace them only when they are not
 * one of our own writes arriving late (Back, a shared link, a reset, a tab that returns to page 1);
 * that is decided in a layout effect, from committed props only, never from a render the router may
 * still abandon.
 */
export function useTableState<T>({ search: searchProp, sort: sortProp, page: pageProp, initialState, onStateChange, onRowClick }: TableStateInput<T>) {
  const [typed, setTyped] = useState<Typed>(() => ({ text: searchProp ?? initialState?.search ?? '', inFlight: [] }));
  const controlled = sortProp !== undefined || pageProp !== undefined;
  const ownerKey = controlled ? placeKey(sortProp, pageProp) : null;
  const [place, setPlace] = useState<Place>(() => ({
    sort: sortProp === undefined ? (initialState?.sort ?? null) : sortProp,
    page: pageProp ?? initialState?.page ?? 1,
    inFlight: [],
  }));

  // The owner's values as last committed.
  const shown = useRef({ search: searchProp, place: ownerKey, sort: sortProp, page: pageProp });
  useLayoutEffect(() => {
    const last = shown.current;
    shown.current = { search: searchProp, place: ownerKey, sort: sortProp, page: pageProp };
    if (searchProp !== last.search) {
      setTyped((t) => {
        if (searchProp === undefined) return { text: t.text, inFlight: [] };
        const rest = settleEcho(t.inFlight, searchProp);
        return rest ? { text: t.text, inFlight: rest } : { text: searchProp, inFlight: [] };
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

  // Changes reach the owner after the frame that shows them, in order; dropped if the table goes away
  // first (the owner may be showing another screen by then).
  const outbox = useRef<{ patch: Partial<DataTableState>; options: DataTableChangeOptions }[]>([]);
  const flush = useCallback(() => {
    const list = outbox.current;
    outbox.current = [];
    for (const { patch, options } of list) onStateChangeRef.current?.(patch, options);
  }, []);
  useEffect(() => () => void (outbox.current = []), []);
  const post = useCallback(
    (patch: Partial<DataTableState>, options: DataTableChangeOptions) => {
      outbox.current.push({ patch, options });
      if (outbox.current.length === 1) afterNextPaint(flush);
    },
    [flush],
  );

  const emit = useCallback(
    (patch: Partial<DataTableState>, options: DataTableChangeOptions) => {
      if (patch.sort !== undefined || patch.page !== undefined) {
        setPlace((prev) => {
          const next = { ...prev, sort: patch.sort === undefined ? prev.sort : patch.sort, page: patch.page ?? prev.page };
          const last = shown.current;
          if (last.place === null) return next;
          // What the owner will show once it has this change (a prop it does not control stays undefined).
          const echo = placeKey(last.sort === undefined ? undefined : next.sort, last.page === undefined ? undefined : next.page);
          return echo === last.place && prev.inFlight.length === 0 ? next : { ...next, inFlight: [...prev.inFlight, echo] };
        });
      }
      post(patch, options);
    },
    [post],
  );
  const activate = useCallback((row: T) => onRowClickRef.current?.(row), []);

  /** A keystroke in the search box: shown at once, reported to the owner, back to page 1. */
  const type = useCallback(
    (value: string) => {
      setTyped((t) => ({ text: value, inFlight: shown.current.search === undefined ? [] : [...t.inFlight, value] }));
      emit({ search: value, page: 1 }, { replace: true });
    },
    [emit],
  );

  return { search, sort, requestedPage, emit, activate, type };
}
