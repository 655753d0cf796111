import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** What a key pressed on a row asks for (docs/product.md §17 Keyboard); null: not a grid key. */
export type RowKeyAction = 'previous' | 'next' | 'first' | 'last' | 'previousPage' | 'nextPage' | 'open' | 'select';

export function rowKeyAction(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): RowKeyAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case 'ArrowUp':
      return 'previous';
    case 'ArrowDown':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'PageUp':
      return 'previousPage';
    case 'PageDown':
      return 'nextPage';
    case 'Enter':
    case ' ':
      return 'open';
    case 'x':
    case 'X':
      return 'select';
    default:
      return null;
  }
}

export interface RovingRowsOptions {
  /** Rows are focusable at all (the table opens or selects rows). */
  enabled: boolean;
  /** Rows on the page now (0 while loading). */
  count: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Enter / Space on the row at this position of the page. */
  onOpen: (index: number) => void;
  /** `x` on the row at this position of the page; null when the table has no selection. */
  onToggle: ((index: number) => void) | null;
}

/**
 * Roving focus over a table body's rows: the page's rows are one Tab stop (the row focused last,
 * else the first, has tabIndex 0, the others -1) and keys pressed on a row itself (not on a button
 * or checkbox inside it) move, page, open or select. The row marks its position in `data-row`.
 */
export function useRovingRows({ enabled, count, page, pageCount, onPage, onOpen, onToggle }: RovingRowsOptions) {
  const [active, setActive] = useState(0);
  // Fewer rows now (a search, the last page): the last one takes the Tab stop.
  const current = Math.min(active, Math.max(0, count - 1));
  const body = useRef<HTMLTableSectionElement>(null);
  // A page change asked from a row: focus the first row once that page is on screen.
  const pendingPage = useRef<number | null>(null);

  const rowAt = (i: number) => body.current?.querySelector<HTMLElement>(`:scope > tr[data-row="${i}"]`) ?? null;

  useEffect(() => {
    if (pendingPage.current === null || pendingPage.current !== page || count === 0) return;
    pendingPage.current = null;
    body.current?.querySelector<HTMLElement>(':scope > tr[data-row="0"]')?.focus();
  }, [page, count]);

  const rowOf = (e: { target: EventTarget; currentTarget: HTMLElement }): number | null => {
    const t = e.target;
    if (!(t instanceof HTMLElement) || t.tagName !== 'TR' || t.parentElement !== e.currentTarget || t.dataset.row === undefined) return null;
    return Number(t.dataset.row);
  };

  const onFocus = useCallback((e: FocusEvent<HTMLTableSectionElement>) => {
    const i = rowOf(e);
    if (i !== null) setActive(i);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!enabled) return;
    const i = rowOf(e);
    const action = rowKeyAction(e);
    if (i === null || action === null) return;
    const move = (to: number) => {
      e.preventDefault();
      rowAt(Math.max(0, Math.min(count - 1, to)))?.focus();
    };
    const turn = (to: number) => {
      e.preventDefault();
      if (to < 1 || to > pageCount) return;
      pendingPage.current = to;
      setActive(0);
      onPage(to);
    };
    switch (action) {
      case 'previous':
        return move(i - 1);
      case 'next':
        return move(i + 1);
      case 'first':
        return move(0);
      case 'last':
        return move(count - 1);
      case 'previousPage':
        return turn(page - 1);
      case 'nextPage':
        return turn(page + 1);
      case 'open':
        e.preventDefault();
        return onOpen(i);
      case 'select':
        if (!onToggle) return;
        e.preventDefault();
        return onToggle(i);
    }
  };

  const tabIndexOf = (i: number): 0 | -1 | undefined => (enabled ? (i === current ? 0 : -1) : undefined);
  return { body, onFocus, onKeyDown, tabIndexOf };
}
