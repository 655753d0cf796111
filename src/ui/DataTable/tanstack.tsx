import { useMemo, type CSSProperties } from 'react';
import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnOrderState,
  type ColumnSizingState,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { SortKey } from '../../core/order';
import type { DataTableColumn, DataTableSort } from './types';
import { Clip, Mask } from './DataTable.styles';
import { RESIZE_MAX, RESIZE_MIN } from './ColumnTools';
import { px } from './layout';

// Filtering, sorting and paging run in our own index pipeline (pipeline.ts) and TanStack receives the
// current page in manual mode: its client row models build a Row object per input row and read values
// four times per comparison, measured at 1.3 s for a first sort of 60,000 rows.
// Column layout (order, widths) is TanStack's own state: columnOrderingFeature, columnSizingFeature and
// columnResizingFeature (its pointer drag handler).
export const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature, columnOrderingFeature, columnSizingFeature, columnResizingFeature });
export type Features = typeof features;

export interface ColumnMeta {
  align: 'start' | 'end';
  masked: boolean;
  wrap?: boolean;
  card?: 'primary' | 'actions';
}

export function metaOf(meta: unknown): ColumnMeta {
  return (meta as ColumnMeta | undefined) ?? { align: 'start', masked: false };
}

const noop = () => {};
const NO_ORDER: ColumnOrderState = [];
const NO_SIZES: ColumnSizingState = {};

function MaskedValue({ text, label }: { text: string; label: string }) {
  return (
    <Mask>
      <span aria-hidden="true">{text}</span>
      <span className="k-visually-hidden">{label}</span>
    </Mask>
  );
}

/**
 * The custom property that lifts a clipped column's `maxWidth` once the user has sized the column
 * (set on the table by DataTable), so a widened column shows more of its text without new cell renderers.
 */
export function clipVar(id: string): string {
  return `--k-clip-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
}

/** Cell renderer of a column with `maxWidth`: one line, ellipsis, full text in the title. */
function clippedCell<T extends RowData>(c: DataTableColumn<T>, style: CSSProperties) {
  return function ClippedCell({ row }: { row: Row<Features, T> }) {
    const content = c.cell(row.original);
    const title = c.cellTitle ? c.cellTitle(row.original) : typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
    return (
      <Clip style={style} title={title || undefined}>
        {content}
      </Clip>
    );
  };
}

export interface TanstackInput<T> {
  columns: readonly DataTableColumn<T>[];
  /** The current page's rows and their indices in `data`. */
  pageRows: readonly T[];
  pageIndices: readonly number[];
  getRowId: (row: T, index: number) => string;
  sortId: string | null;
  sortDesc: boolean;
  page: number;
  pageSize: number;
  rowCount: number;
  maskText: string;
  maskLabel: string;
  onSort: (sort: DataTableSort | null) => void;
  /** Column layout (opt-in): the order and the widths TanStack works from, and where its changes go. */
  layout: {
    columnOrder: ColumnOrderState;
    columnSizing: ColumnSizingState;
    onOrder: (updater: Updater<ColumnOrderState>) => void;
    onSizing: (updater: Updater<ColumnSizingState>) => void;
  } | null;
}

function uniqueRowIds<T>(rows: readonly T[], indices: readonly number[], getRowId: (row: T, index: number) => string): string[] {
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const index = indices[i] ?? i;
    let id = getRowId(row, index);
    if (seen.has(id)) id = `${id}\u0000${index}`;
    seen.add(id);
    return id;
  });
}

/** The TanStack Table instance for one page of rows, in manual sorting and pagination mode. */
export function useTanstackTable<T extends RowData>(input: TanstackInput<T>) {
  const { columns, pageRows, pageIndices, getRowId, sortId, sortDesc, page, pageSize, rowCount, maskText, maskLabel, onSort, layout } = input;
  const tableColumns = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((c) => {
        const canSort = !!c.sortValue && !c.masked;
        const meta: ColumnMeta = { align: c.align ?? 'start', masked: !!c.masked, wrap: c.wrap, card: c.card };
        const cell = c.masked
          ? () => <MaskedValue text={maskText} label={maskLabel} />
          : c.maxWidth && !c.wrap
            ? clippedCell(c, { maxWidth: `min(100%, var(${clipVar(c.id)}, ${c.maxWidth}))` })
            : (ctx: { row: Row<Features, T> }) => c.cell(ctx.row.original);
        // A px width is the column's size until the header is measured (DataTable's ResizeObserver).
        const sizing = { size: px(c.width) ?? undefined, minSize: RESIZE_MIN, maxSize: RESIZE_MAX };
        return canSort
          ? { id: c.id, header: c.header, accessorFn: c.sortValue as (row: T) => SortKey, cell, enableSorting: true, sortDescFirst: false, meta, ...sizing }
          : { id: c.id, header: c.header, cell, enableSorting: false, meta, ...sizing };
      }),
    [columns, maskText, maskLabel],
  );

  const columnVisibility = useMemo(() => Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.id, false])), [columns]);
  const sorting = useMemo<SortingState>(() => (sortId ? [{ id: sortId, desc: sortDesc }] : []), [sortId, sortDesc]);
  const pagination = useMemo(() => ({ pageIndex: page - 1, pageSize }), [page, pageSize]);

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting)[0];
    onSort(next ? { id: next.id, desc: next.desc } : null);
  };

  // Row ids are React keys: a server that repeats an id must not make two rows share one.
  const rowIds = useMemo(() => uniqueRowIds(pageRows, pageIndices, getRowId), [pageRows, pageIndices, getRowId]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: pageRows as T[],
    getRowId: (_row, index) => rowIds[index] ?? String(index),
    state: { sorting, pagination, columnVisibility, columnOrder: layout?.columnOrder ?? NO_ORDER, columnSizing: layout?.columnSizing ?? NO_SIZES },
    onSortingChange,
    onPaginationChange: noop,
    onColumnVisibilityChange: noop,
    onColumnOrderChange: layout?.onOrder ?? noop,
    onColumnSizingChange: layout?.onSizing ?? noop,
    enableColumnResizing: !!layout,
    columnResizeMode: 'onChange',
    manualSorting: true,
    manualPagination: true,
    rowCount,
    enableMultiSort: false,
    enableSortingRemoval: true,
    autoResetPageIndex: false,
  });
  return { table, tableColumns };
}

export type TanstackTable<T extends RowData> = ReturnType<typeof useTanstackTable<T>>['table'];
