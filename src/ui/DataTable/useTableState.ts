import { useCallback, useEffect, useRef, useState } from 'react';
import { settleEcho, type InFlight } from './echoes';
import type { DataTableChangeOptions, DataTableSort, DataTableState } from './types';

interface TypedSearch {
  /** What the search box shows and the rows are filtered by. */
  text: string;
  /** The owner's `search` as last seen (undefined: uncontrolled). */
  seen: string | undefined;
  /** Texts reported to the owner that its `search` has not shown yet, oldest first. */
  inFlight: InFlight<string>;
}

/** The owner's `search` changed: our own write arriving (keep the text) or a navigation (take it). */
function followSearchProp(t: TypedSearch, next: string | undefined): TypedSearch {
  if (next === undefined) return { text: t.text, seen: next, inFlight: [] };
  const rest = settleEcho(t.inFlight, next);
  return rest ? { text: t.text, seen: next, inFlight: rest } : { text: next, seen: next, inFlight: [] };
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
 * here. The search box's text lives here even when the owner controls `search`: an owner that keeps it
 * in the URL sees it change asynchronously (the router commits in a transition), and an input
 * controlled by a lagging value drops fast keystrokes. The owner's value replaces the text only when it
 * is not one of our own writes arriving late (Back, a shared link, a reset).
 */
export function useTableState<T>({ search: searchProp, sort: sortProp, page: pageProp, initialState, onStateChange, onRowClick }: TableStateInput<T>) {
  const [inner, setInner] = useState<DataTableState>(() => ({ search: '', sort: null, page: 1, ...initialState }));
  const [typed, setTyped] = useState<TypedSearch>(() => ({ text: searchProp ?? initialState?.search ?? '', seen: searchProp, inFlight: [] }));
  let typedNow = typed;
  if (searchProp !== typed.seen) {
    typedNow = followSearchProp(typed, searchProp);
    setTyped(typedNow);
  }
  const search = typedNow.text;
  // While our text is on its way to the owner, its page is stale too: use the page we last asked for.
  const searchInFlight = searchProp !== undefined && search !== searchProp;
  const sort = sortProp === undefined ? inner.sort : sortProp;
  const requestedPage = Math.max(1, Math.floor(searchInFlight ? inner.page : (pageProp ?? inner.page)) || 1);

  const onStateChangeRef = useRef(onStateChange);
  const onRowClickRef = useRef(onRowClick);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
    onRowClickRef.current = onRowClick;
  });
  const emit = useCallback((patch: Partial<DataTableState>, options: DataTableChangeOptions) => {
    setInner((prev) => ({ ...prev, ...patch }));
    onStateChangeRef.current?.(patch, options);
  }, []);
  const activate = useCallback((row: T) => onRowClickRef.current?.(row), []);

  /** A keystroke in the search box: shown at once, reported to the owner, back to page 1. */
  const type = useCallback(
    (value: string) => {
      setTyped((t) => ({ ...t, text: value, inFlight: t.seen === undefined ? [] : [...t.inFlight, value] }));
      emit({ search: value, page: 1 }, { replace: true });
    },
    [emit],
  );

  return { search, sort, requestedPage, emit, activate, type };
}
