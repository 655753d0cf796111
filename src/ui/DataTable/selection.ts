/** What the page's select-all shows: every row of the page selected, some of them, or none. */
export type PageSelection = 'all' | 'some' | 'none';

export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): PageSelection {
  let n = 0;
  for (const id of pageIds) if (selected.has(id)) n++;
  return n === 0 ? 'none' : n === pageIds.length ? 'all' : 'some';
}

/** The page's select-all: every row of the page in (`checked`) or out; rows of other pages stay as they are. */
export function selectPage(selected: ReadonlySet<string>, pageIds: readonly string[], checked: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of pageIds) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * One row's box set to `checked`; with `anchor` (the id of the row clicked before, on this page) every
 * row between the two, both included, takes the same state: Shift-click for a range.
 */
export function selectRows(selected: ReadonlySet<string>, pageIds: readonly string[], index: number, checked: boolean, anchor: string | null): Set<string> {
  const from = anchor === null ? -1 : pageIds.indexOf(anchor);
  const [lo, hi] = from < 0 ? [index, index] : [Math.min(from, index), Math.max(from, index)];
  const next = new Set(selected);
  for (let i = lo; i <= hi; i++) {
    const id = pageIds[i];
    if (id === undefined) continue;
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}
