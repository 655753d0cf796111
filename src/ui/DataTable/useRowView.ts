import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { computeView, getFilterMask, getSearchIndex, getSortedOrder, normaliseQuery, type SortKey } from './pipeline';
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

/**
 * Which rows the table shows, in which order, and which of them are on the current page. Typing
 * updates the box at once; filtering the rows happens in a deferred, interruptible render.
 */
export function useRowView<T>({ data, columns, rowFilter, search, sort, requestedPage, pageSize }: RowViewInput<T>) {
  const deferredSearch = useDeferredValue(search);
  const query = normaliseQuery(deferredSearch);
  const searching = normaliseQuery(search) !== query;

  const visible = useMemo(() => columns.filter((c) => !c.hidden), [columns]);
  const searchable = useMemo(() => visible.filter((c) => c.searchValue && !c.masked), [visible]);
  const searchKey = searchable.map((c) => c.id).join('|');
  const hasSearch = columns.some((c) => c.searchValue);
  const sortable = useMemo(() => new Map(visible.filter((c) => c.sortValue && !c.masked).map((c) => [c.id, c.sortValue!])), [visible]);
  // A sort on a hidden, masked or unknown column (e.g. from an old link) is ignored.
  const activeSort = sort && sortable.has(sort.id) ? sort : null;
  const sortId = activeSort?.id ?? null;
  const sortDesc = activeSort?.desc ?? false;

  const searchIndex = useCallback(
    () => getSearchIndex(data, searchKey, searchable.map((c) => c.searchValue!)),
    // searchKey names exactly the columns in searchable.
    [data, searchKey], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const filterKey = rowFilter?.key ?? null;
  const filterTest = rowFilter?.test;
  const sortFnFor = sortId ? sortable.get(sortId) : undefined;
  const view = useMemo(
    () =>
      computeView({
        data,
        query,
        searchIndex,
        order: sortId && sortFnFor ? () => getSortedOrder(data, sortId, sortFnFor as (row: T) => SortKey, sortDesc) : null,
        filter: filterKey !== null && filterTest ? () => getFilterMask(data, filterKey, filterTest) : null,
      }),
    // The sort function is identified by its column id, the filter test by its key, within one data array.
    [data, query, searchIndex, sortId, sortDesc, filterKey], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // Large lists: build the search index while idle, so the first keystroke does not pay for it.
  useEffect(() => {
    if (data.length < 2000 || !searchKey) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => searchIndex());
    return () => cancel(handle);
  }, [data, searchKey, searchIndex]);

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

  return { visible, hasSearch, searching, sortId, sortDesc, view, rowCount, page, pageStart, pageData };
}
