import { useEffect, useMemo, useState } from 'react';
import type { SortKey } from '../../core/order';
import { computeView, getFilterRows, getSortedOrder, normaliseQuery } from './pipeline';
import { prepareSorts } from './prepare';
import { SLICE_MS, buildSearchIndex, getSearchIndex, getSearchTask, runInSlices } from './search';
import type { DataTableColumn, DataTableRowFilter, DataTableSort } from './types';

export interface RowViewInput<T> {
  data: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowFilter: DataTableRowFilter<T> | null | undefined;
  search: string;
  sort: DataTableSort | null;
  requestedPage: number;
  pageSize: number;
}

/** Lists this long build their search index in the background once their first rows are shown. */
const BACKGROUND_INDEX_FROM = 2000;

/** Sorts are prepared in the background once no keystroke has come for this long (ms). */
export const SORTS_AFTER_QUIET_MS = 1000;

interface Settled {
  /** The rows searched: index (data and searchable columns) and row filter. */
  scope: unknown;
  filterKey: string | null;
  /** What they showed: the rows kept, null for all. */
  kept: Int32Array | null;
}

/**
 * Which rows the table shows, in which order, and which of them are on the current page.
 *
 * A keystroke's search runs in the same render for as long as one slice (SLICE_MS); a longer one
 * (a large list whose index is still being built) goes on in slices between which the browser paints
 * and handles input, while the table keeps showing the last finished search, marked pending.
 */
export function useRowView<T>({ data, columns, rowFilter, search, sort, requestedPage, pageSize }: RowViewInput<T>) {
  const query = normaliseQuery(search);

  const visible = useMemo(() => columns.filter((c) => !c.hidden), [columns]);
  const searchable = useMemo(() => visible.filter((c) => c.searchValue && !c.masked), [visible]);
  const searchKey = searchable.map((c) => c.id).join('|');
  const hasSearch = columns.some((c) => c.searchValue);
  const sortable = useMemo(() => new Map(visible.filter((c) => c.sortValue && !c.masked).map((c) => [c.id, c.sortValue!])), [visible]);
  // A sort on a hidden, masked or unknown column (e.g. from an old link) is ignored.
  const activeSort = sort && sortable.has(sort.id) ? sort : null;
  const sortId = activeSort?.id ?? null;
  const sortDesc = activeSort?.desc ?? false;

  const index = useMemo(
    () => (searchKey ? getSearchIndex(data, searchKey, searchable.map((c) => c.searchValue!)) : null),
    // searchKey names exactly the columns in searchable.
    [data, searchKey], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const filterKey = rowFilter?.key ?? null;
  const filterTest = rowFilter?.test;
  const filterRows = useMemo(
    () => (filterKey !== null && filterTest ? getFilterRows(data, filterKey, filterTest) : null),
    // The filter test is identified by its key within one data array.
    [data, filterKey], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const task = useMemo(() => (query && index ? getSearchTask(index, filterKey ?? '', filterRows, query) : null), [index, filterKey, filterRows, query]);
  // Within one slice, the answer comes with the keystroke's own render.
  if (task && !task.result) task.run(performance.now() + SLICE_MS);

  // The last finished view of the same rows (a search, or none): shown, marked pending, while a newer
  // search runs. So the first keystroke on a list whose index is still being built never waits for it.
  const [settled, setSettled] = useState<Settled | null>(null);
  const [, setFinished] = useState(0);
  const scope = index;
  let kept: Int32Array | null = filterRows;
  let searching = false;
  if (task?.result) kept = task.result;
  else if (task) {
    if (settled && settled.scope === scope && settled.filterKey === filterKey) {
      kept = settled.kept;
      searching = true;
    } else {
      // Other data or another tab since: finish now rather than show rows of something else.
      task.run(Number.POSITIVE_INFINITY);
      kept = task.result;
    }
  }
  if (!searching && (settled?.scope !== scope || settled.filterKey !== filterKey || settled.kept !== kept)) setSettled({ scope, filterKey, kept });

  useEffect(() => {
    if (!task || task.result) return;
    return runInSlices(task.run, () => setFinished((n) => n + 1));
  }, [task]);

  // Large lists: index in the background from the first paint on, so keystrokes find it built.
  useEffect(() => {
    if (!index || data.length < BACKGROUND_INDEX_FROM || index.built >= data.length) return;
    return runInSlices((deadline) => buildSearchIndex(index, deadline), () => {}, true);
  }, [index, data]);

  // Then every sortable column's orders (prepare.ts), so a first click on a header finds its order made;
  // but only after a quiet second without a keystroke (SORTS_AFTER_QUIET_MS), paused by each new one:
  // ranking 60,000 rows per column in slices would otherwise take turns with the keys typed as soon as
  // the rows appear. The step is kept across pauses and carries on where it stopped.
  const prepare = useMemo(() => (data.length < BACKGROUND_INDEX_FROM ? null : prepareSorts(data, [...sortable])), [data, sortable]);
  useEffect(() => {
    if (!prepare) return;
    let cancel: (() => void) | null = null;
    const timer = setTimeout(() => {
      cancel = runInSlices((deadline) => (index && !buildSearchIndex(index, deadline) ? false : prepare(deadline)), () => {}, true);
    }, SORTS_AFTER_QUIET_MS);
    return () => {
      clearTimeout(timer);
      cancel?.();
    };
  }, [prepare, index, query]);

  const sortFnFor = sortId ? sortable.get(sortId) : undefined;
  const order = useMemo(
    () => (sortId && sortFnFor ? getSortedOrder(data, sortId, sortFnFor as (row: T) => SortKey, sortDesc) : null),
    // The sort function is identified by its column id within one data array.
    [data, sortId, sortDesc], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The other direction of a large list's sorted column, in the background: the next click on the
  // header (ascending → descending) then finds it made, and the code that makes it already compiled.
  useEffect(() => {
    if (!sortId || !sortFnFor || data.length < BACKGROUND_INDEX_FROM) return;
    return runInSlices(
      () => {
        getSortedOrder(data, sortId, sortFnFor as (row: T) => SortKey, !sortDesc);
        return true;
      },
      () => {},
      true,
    );
  }, [data, sortId, sortDesc]); // eslint-disable-line react-hooks/exhaustive-deps
  const view = useMemo(() => computeView({ length: data.length, kept, order }), [data.length, kept, order]);

  const rowCount = view ? view.length : data.length;
  const pageCount = Math.ceil(rowCount / pageSize);
  // An out-of-range page (data shrank, stale link) shows the last page; the table tells the owner.
  const page = Math.min(requestedPage, Math.max(1, pageCount));
  const pageStart = (page - 1) * pageSize;

  const pageData = useMemo(() => {
    const end = Math.min(rowCount, pageStart + pageSize);
    const rows: T[] = [];
    const indices: number[] = [];
    for (let j = pageStart; j < end; j++) {
      const i = view ? view[j]! : j;
      rows.push(data[i]!);
      indices.push(i);
    }
    return { rows, indices };
  }, [data, view, rowCount, pageStart, pageSize]);

  return { visible, hasSearch, searching, sortId, sortDesc, kept, view, rowCount, page, pageStart, pageData };
}
