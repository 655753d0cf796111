import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  FlexRender,
  columnVisibilityFeature,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Pagination, type PaginationVariant } from '../Pagination';
import { SearchField } from '../SearchField';
import { computeView, getSearchIndex, getSortedOrder, normaliseQuery, type SortKey } from './sortAndSearch';
import { Body, Cell, Clip, Empty, HeadCell, HeadLabel, Mask, NoWrap, Root, Scroller, SkeletonBar, SortButton, SortIcon, Table, TableRow, Toolbar, ToolbarExtra } from './DataTable.styles';

/** One column of a DataTable: what to show, and optionally how to sort and search it. */
export interface DataTableColumn<T> {
  /** Stable id; also the sort key in the URL (`?sort=fare.desc`). */
  id: string;
  /** Header text. */
  header: string;
  /** Cell content for one row. */
  cell: (row: T) => ReactNode;
  /** Enables sorting by header click; null and undefined sort last in both directions. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Text this column contributes to the search box (case-insensitive substring match). */
  searchValue?: (row: T) => string;
  /** `end` right-aligns (amounts, counts). Default `start`. */
  align?: 'start' | 'end';
  /** CSS width of the column, e.g. `120px` or `20%`. */
  width?: string;
  /**
   * Longest a cell may be, e.g. `150px`: longer content is cut with an ellipsis and the full text is
   * shown on hover (`title`). Use for free text such as names and addresses.
   */
  maxWidth?: string;
  /** Full text for the hover title of a clipped cell; default: the cell's content when it is text or a number. */
  cellTitle?: (row: T) => string;
  /** Show a mask instead of the value (display switches). Masked columns neither sort nor search. */
  masked?: boolean;
  /** Leave the column out (display switches, role-restricted columns). */
  hidden?: boolean;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** The view a table shows; each part can be controlled (e.g. from the URL) or left to the table. */
export interface DataTableState {
  /** Search text as typed. */
  search: string;
  /** Sorted column, or null for the data's own order. */
  sort: DataTableSort | null;
  /** Current page, 1-based. */
  page: number;
}

export interface DataTableChangeOptions {
  /** True for changes that should not add a history entry (keystrokes, page clamping). */
  replace: boolean;
}

export interface DataTableProps<T> {
  /** All rows; keep the array stable between changes (memoise it), it keys the search and sort caches. */
  data: readonly T[];
  /** Column definitions; memoise them (`useMemo`) so rows are not rebuilt on every render. */
  columns: readonly DataTableColumn<T>[];
  /** Stable row id (the record's id). */
  getRowId: (row: T, index: number) => string;
  /** Accessible name of the table. */
  caption: string;
  /** Show the caption as a visible title above the table. Default false (screen readers only). */
  showCaption?: boolean;
  /** Show skeleton rows and mark the table busy. */
  loading?: boolean;
  /** Text shown when there is nothing to show. */
  emptyText: string;
  /** Makes rows focusable buttons-in-effect: click, Enter or Space open them. */
  onRowClick?: (row: T) => void;
  /** Rows for which this returns false do not open and are not focusable. */
  isRowClickable?: (row: T) => boolean;
  /** Rows per page. Default 10. */
  pageSize?: number;
  /** `pages`: First/Previous/Next/Last and "Showing x of y pages"; `results`: Previous/Next and "Showing X of Y results". Default `results`. */
  pagination?: PaginationVariant;
  /** Adds a first column numbering rows in the current sorted and filtered order across pages. */
  serialColumn?: { header: string };
  /** Placeholder of the search box (e.g. "Search rides..."); the box appears when a column has `searchValue`. */
  searchPlaceholder?: string;
  /** Accessible name of the search box. Default "Search". */
  searchLabel?: string;
  /** Filters, tabs or switches shown next to the search box. */
  toolbar?: ReactNode;
  /**
   * Search text held by the owner (e.g. the URL); omit to let the table keep it. The box shows typed
   * text at once and reports it (`replace: true`); the owner may apply it late. A value the owner sets
   * that the table did not send (Back, a shared link, clearing on a tab change) replaces the text.
   */
  search?: string;
  /** Controlled sort (null = unsorted); omit (undefined) to let the table keep it. */
  sort?: DataTableSort | null;
  /** Controlled 1-based page; omit to let the table keep it. */
  page?: number;
  /** Starting view when uncontrolled. */
  initialState?: Partial<DataTableState>;
  /** Every view change: search (`replace: true`, page back to 1), sort (page back to 1), page, and page clamping (`replace: true`). */
  onStateChange?: (patch: Partial<DataTableState>, options: DataTableChangeOptions) => void;
  /** Text of masked cells. Default "••••••". */
  maskText?: string;
  /** What screen readers hear for a masked cell. Default "Hidden". */
  maskLabel?: string;
  className?: string;
}

// Filtering, sorting and paging run in our own index pipeline (sortAndSearch.ts) and TanStack
// receives the current page in manual mode: its client row models build a Row object per input row
// and read values four times per comparison, measured at 1.3 s for a first sort of 60,000 rows.
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature });
type Features = typeof features;

const SKELETON_ROWS = 8;

interface ColumnMeta {
  align: 'start' | 'end';
  masked: boolean;
}

function metaOf(meta: unknown): ColumnMeta {
  return (meta as ColumnMeta | undefined) ?? { align: 'start', masked: false };
}

const noop = () => {};

interface TypedSearch {
  /** What the search box shows and the rows are filtered by. */
  text: string;
  /** The owner's `search` as last seen (undefined: uncontrolled). */
  seen: string | undefined;
  /** Texts reported to the owner that its `search` has not shown yet, oldest first. */
  inFlight: readonly string[];
}

/** The owner's `search` changed: our own write arriving (keep the text) or a navigation (take it). */
function followSearchProp(t: TypedSearch, next: string | undefined): TypedSearch {
  if (next === undefined) return { text: t.text, seen: next, inFlight: [] };
  // The router may skip intermediate values but never reorders them; the earliest match is the safe
  // reading (a value typed twice, "a" -> "ab" -> "a", may leave a stale entry until the next echo).
  const i = t.inFlight.indexOf(next);
  if (i >= 0) return { text: t.text, seen: next, inFlight: t.inFlight.slice(i + 1) };
  return { text: next, seen: next, inFlight: [] };
}

function MaskedValue({ text, label }: { text: string; label: string }) {
  return (
    <Mask>
      <span aria-hidden="true">{text}</span>
      <span className="k-visually-hidden">{label}</span>
    </Mask>
  );
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

function SortGlyph({ dir }: { dir: 'asc' | 'desc' | false }) {
  return (
    <SortIcon width="10" height="14" viewBox="0 0 10 14" aria-hidden="true" focusable="false" data-dir={dir || 'none'}>
      <path className="up" d="M5 1 9 5.5H1z" />
      <path className="down" d="M5 13 1 8.5h8z" />
    </SortIcon>
  );
}

/**
 * Header text with the sort icon glued to its outer word (after the last word; before the first in
 * end-aligned columns), so a label that wraps onto two lines keeps the icon right beside the text.
 */
function SortLabel({ text, dir, end }: { text: string; dir: 'asc' | 'desc' | false; end: boolean }) {
  const glyph = <SortGlyph dir={dir} />;
  if (end) {
    const cut = text.indexOf(' ');
    return (
      <>
        <NoWrap>
          {glyph}
          {cut < 0 ? text : text.slice(0, cut)}
        </NoWrap>
        {cut < 0 ? null : text.slice(cut)}
      </>
    );
  }
  const cut = text.lastIndexOf(' ');
  return (
    <>
      {cut < 0 ? null : text.slice(0, cut + 1)}
      <NoWrap>
        {text.slice(cut + 1)}
        {glyph}
      </NoWrap>
    </>
  );
}

interface BodyRowProps<T extends RowData> {
  row: Row<Features, T>;
  serial: number | null;
  clickable: boolean;
  onActivate: (row: T) => void;
  /** Changes when visible columns change, so memoised rows re-render then. */
  columnsKey: unknown;
}

// Rows re-render only when their row object, serial or clickability changes; keystrokes in the search box never reach them.
const BodyRow = memo(function BodyRow<T extends RowData>({ row, serial, clickable, onActivate }: BodyRowProps<T>) {
  const onClick = clickable
    ? (e: MouseEvent<HTMLTableRowElement>) => {
        // A button or link inside the row (Actions) handles its own click.
        if ((e.target as HTMLElement).closest('a, button, input, select, textarea, label') && e.target !== e.currentTarget) return;
        onActivate(row.original);
      }
    : undefined;
  const onKeyDown = clickable
    ? (e: KeyboardEvent<HTMLTableRowElement>) => {
        if (e.target !== e.currentTarget) return;
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onActivate(row.original);
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          const sibling = e.key === 'ArrowDown' ? e.currentTarget.nextElementSibling : e.currentTarget.previousElementSibling;
          if (sibling instanceof HTMLElement && sibling.tabIndex === 0) {
            e.preventDefault();
            sibling.focus();
          }
        }
      }
    : undefined;
  return (
    <TableRow tabIndex={clickable ? 0 : undefined} data-clickable={clickable || undefined} onClick={onClick} onKeyDown={onKeyDown}>
      {serial !== null && <Cell data-serial="true">{serial}</Cell>}
      {row.getVisibleCells().map((cell) => (
        <Cell key={cell.id} data-align={metaOf(cell.column.columnDef.meta).align}>
          <FlexRender cell={cell} />
        </Cell>
      ))}
    </TableRow>
  );
}) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode;

/**
 * The one table of the console: semantic `<table>` on TanStack Table v9 with sortable headers
 * (click, Enter, Space; `aria-sort`), a search box, client pagination, skeleton and empty states,
 * rows that open by click or keyboard, and columns that display switches hide or mask.
 * Built for tens of thousands of rows: search is deferred and matched against a cached lowercase
 * index, sorting uses cached index orders, and only the current page is rendered.
 *
 * @example
 * // Search, sort and page in the URL (src/lib/useUrlState): reload, Back and shared links restore the view.
 * const { table } = useTableUrlState();
 * const columns = useMemo<DataTableColumn<Rider>[]>(() => [
 *   { id: 'name', header: 'Name', cell: (r) => r.fullname, sortValue: (r) => r.fullname, searchValue: (r) => r.fullname },
 *   { id: 'email', header: 'Email', cell: (r) => r.email, searchValue: (r) => r.email, masked: !switches.email },
 * ], [switches.email]);
 * <DataTable {...table} data={riders} columns={columns} getRowId={(r) => r.id} caption="Riders"
 *   emptyText="No riders found" searchPlaceholder="Search riders..." pageSize={10} pagination="pages"
 *   serialColumn={{ header: 'S/N' }} loading={isLoading} onRowClick={openDetails} />
 */
export function DataTable<T extends RowData>({
  data,
  columns,
  getRowId,
  caption,
  showCaption = false,
  loading = false,
  emptyText,
  onRowClick,
  isRowClickable,
  pageSize = 10,
  pagination = 'results',
  serialColumn,
  searchPlaceholder = 'Search...',
  searchLabel = 'Search',
  toolbar,
  search: searchProp,
  sort: sortProp,
  page: pageProp,
  initialState,
  onStateChange,
  maskText = '••••••',
  maskLabel = 'Hidden',
  className,
}: DataTableProps<T>) {
  const captionId = `${useId()}caption`;
  const [inner, setInner] = useState<DataTableState>(() => ({ search: '', sort: null, page: 1, ...initialState }));

  // The box's text lives here even when the owner controls `search`: an owner that keeps it in the URL
  // sees it change asynchronously (the router commits in a transition), and an input controlled by a
  // lagging value drops fast keystrokes. The owner's value replaces the text only when it is not one
  // of our own writes arriving late (Back, a shared link, a reset).
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
  const requestedPage = Math.max(1, Math.floor((searchInFlight ? inner.page : (pageProp ?? inner.page))) || 1);

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

  // Typing updates the box at once; filtering the rows happens in a deferred, interruptible render.
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
  const sortFnFor = sortId ? sortable.get(sortId) : undefined;
  const view = useMemo(
    () =>
      computeView({
        data,
        query,
        searchIndex,
        order: sortId && sortFnFor ? () => getSortedOrder(data, sortId, sortFnFor as (row: T) => SortKey, sortDesc) : null,
      }),
    // The sort function is identified by its column id within one data array.
    [data, query, searchIndex, sortId, sortDesc], // eslint-disable-line react-hooks/exhaustive-deps
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
  // An out-of-range page (data shrank, stale link) shows the last page; the owner is told below.
  const page = Math.min(requestedPage, Math.max(1, pageCount));
  const pageStart = (page - 1) * pageSize;

  const pageData = useMemo(() => {
    const end = Math.min(rowCount, pageStart + pageSize);
    const out: T[] = [];
    const ids: number[] = [];
    for (let j = pageStart; j < end; j++) {
      const i = view ? view[j]! : j;
      out.push(data[i]!);
      ids.push(i);
    }
    return { rows: out, dataIndex: ids };
  }, [data, view, rowCount, pageStart, pageSize]);

  useEffect(() => {
    if (!loading && !searching && page !== requestedPage) emit({ page }, { replace: true });
  }, [loading, searching, page, requestedPage, emit]);

  const tableColumns = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((c) => {
        const canSort = !!c.sortValue && !c.masked;
        const meta: ColumnMeta = { align: c.align ?? 'start', masked: !!c.masked };
        const cell = c.masked
          ? () => <MaskedValue text={maskText} label={maskLabel} />
          : c.maxWidth
            ? clippedCell(c, { maxWidth: c.maxWidth })
            : (ctx: { row: Row<Features, T> }) => c.cell(ctx.row.original);
        return canSort
          ? { id: c.id, header: c.header, accessorFn: c.sortValue as (row: T) => SortKey, cell, enableSorting: true, sortDescFirst: false, meta }
          : { id: c.id, header: c.header, cell, enableSorting: false, meta };
      }),
    [columns, maskText, maskLabel],
  );

  const columnVisibility = useMemo(() => Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.id, false])), [columns]);
  const sorting = useMemo<SortingState>(() => (sortId ? [{ id: sortId, desc: sortDesc }] : []), [sortId, sortDesc]);
  const paginationState = useMemo(() => ({ pageIndex: page - 1, pageSize }), [page, pageSize]);

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting)[0];
    emit({ sort: next ? { id: next.id, desc: next.desc } : null, page: 1 }, { replace: false });
  };

  const table = useTable({
    features,
    columns: tableColumns,
    data: pageData.rows,
    getRowId: (row, index) => getRowId(row, pageData.dataIndex[index] ?? index),
    state: { sorting, pagination: paginationState, columnVisibility },
    onSortingChange,
    onPaginationChange: noop,
    onColumnVisibilityChange: noop,
    manualSorting: true,
    manualPagination: true,
    rowCount,
    enableMultiSort: false,
    enableSortingRemoval: true,
    autoResetPageIndex: false,
  });

  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const colCount = headers.length + (serialColumn ? 1 : 0);

  return (
    <Root className={className}>
      {(hasSearch || toolbar) && (
        <Toolbar>
          {hasSearch && (
            <SearchField
              value={search}
              onChange={(value) => {
                setTyped((t) => ({ ...t, text: value, inFlight: t.seen === undefined ? [] : [...t.inFlight, value] }));
                emit({ search: value, page: 1 }, { replace: true });
              }}
              placeholder={searchPlaceholder}
              label={searchLabel}
            />
          )}
          {toolbar && <ToolbarExtra>{toolbar}</ToolbarExtra>}
        </Toolbar>
      )}
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table aria-busy={loading || searching || undefined} data-pending={searching || undefined}>
          <caption id={captionId} className={showCaption ? undefined : 'k-visually-hidden'}>
            {caption}
          </caption>
          <thead>
            <tr>
              {serialColumn && (
                <HeadCell scope="col" data-serial="true">
                  {serialColumn.header}
                </HeadCell>
              )}
              {headers.map((header) => {
                const column = header.column;
                const width = visible.find((c) => c.id === column.id)?.width;
                const canSort = column.getCanSort();
                const dir = column.getIsSorted();
                return (
                  <HeadCell
                    key={header.id}
                    scope="col"
                    data-align={metaOf(column.columnDef.meta).align}
                    style={width ? { width } : undefined}
                    aria-sort={canSort ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
                  >
                    {canSort ? (
                      <SortButton type="button" onClick={column.getToggleSortingHandler()} data-active={dir ? true : undefined}>
                        <SortLabel text={String(column.columnDef.header ?? '')} dir={dir} end={metaOf(column.columnDef.meta).align === 'end'} />
                      </SortButton>
                    ) : (
                      <HeadLabel>
                        <table.FlexRender header={header} />
                      </HeadLabel>
                    )}
                  </HeadCell>
                );
              })}
            </tr>
          </thead>
          <Body>
            {loading ? (
              Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => (
                <TableRow key={i} data-skeleton="true" aria-hidden="true">
                  {Array.from({ length: colCount }, (_, j) => (
                    <Cell key={j}>
                      <SkeletonBar data-w={(i + j) % 3} />
                    </Cell>
                  ))}
                </TableRow>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <Empty colSpan={colCount}>{emptyText}</Empty>
              </tr>
            ) : (
              rows.map((row, i) => (
                <BodyRow
                  key={row.id}
                  row={row}
                  serial={serialColumn ? pageStart + i + 1 : null}
                  clickable={!!onRowClick && (isRowClickable?.(row.original) ?? true)}
                  onActivate={activate}
                  columnsKey={tableColumns}
                />
              ))
            )}
          </Body>
        </Table>
      </Scroller>
      {!loading && rowCount > 0 && (
        <Pagination
          variant={pagination}
          page={page}
          pageCount={table.getPageCount()}
          pageRowCount={rows.length}
          rowCount={rowCount}
          onPageChange={(p) => emit({ page: p }, { replace: false })}
        />
      )}
    </Root>
  );
}
