import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import type { RowData } from '@tanstack/react-table';
import { ExportButton } from '../ExportButton';
import { Pagination } from '../Pagination';
import { BodyRow } from './BodyRow';
import { exportView } from './exportView';
import { HeaderCell, type HeaderTools } from './HeaderCell';
import { useColumnLayout } from './useColumnLayout';
import { SkeletonRows } from './SkeletonRows';
import { SELECT_WIDTH, SelectAllCell } from './SelectCells';
import { pageSelection, selectPage, selectRows } from './selection';
import { TableToolbar } from './TableToolbar';
import { useRowView } from './useRowView';
import { useRovingRows } from './useRovingRows';
import { useTableState } from './useTableState';
import { useTanstackTable } from './tanstack';
import { Body, Empty, EmptyText, HeadCell, Root, Scroller, Table } from './DataTable.styles';
import { SERIAL_WIDTH, tableMinWidth } from './layout';
import type { DataTableProps } from './types';

export type {
  DataTableChangeOptions,
  DataTableColumn,
  DataTableColumnLayout,
  DataTableExportAs,
  DataTableExportColumn,
  DataTableExportType,
  DataTableExportValue,
  DataTableExportView,
  DataTableHeldRows,
  DataTableProps,
  DataTableRowFilter,
  DataTableSelection,
  DataTableSort,
  DataTableState,
} from './types';

const SKELETON_ROWS = 8;
const NO_ROWS: readonly never[] = [];

/** A server page's rows as sent (at most a page). */
function serverRows<T>(rows: readonly T[], pageSize: number) {
  const kept = rows.slice(0, pageSize);
  return { rows: kept, indices: kept.map((_, i) => i) };
}

/**
 * Server paging: the page asked for, clamped to the pages `total` makes, and where the rows on screen
 * start. Those rows are the answer's page (`shownPage`) until the next answer: a click on "Next" or a
 * sort shows its busy mark without rendering the old rows again (new serial numbers, new row objects).
 */
function serverPlace(total: number, requestedPage: number, shownPage: number | undefined, pageSize: number) {
  const page = Math.min(requestedPage, Math.max(1, Math.ceil(total / pageSize)));
  return { rowCount: total, page, pageStart: ((shownPage ?? page) - 1) * pageSize };
}

/** A cell cut with an ellipsis shows its whole text on hover. */
function titleIfClipped(e: MouseEvent<HTMLElement>) {
  const td = (e.target as Element).closest('td');
  if (!td) return;
  if (td.scrollWidth > td.clientWidth + 1) td.title = td.textContent ?? '';
  else td.removeAttribute('title');
}

/**
 * The one table of the console: semantic `<table>` on TanStack Table v9 with sortable headers
 * (click, Enter, Space; `aria-sort`), a search box, client pagination, skeleton and empty states,
 * rows that open by click or keyboard (one Tab stop, roving focus: useRovingRows), and columns that display switches hide or mask.
 * Built for tens of thousands of rows: search is deferred and matched against a cached lowercase
 * index, sorting uses cached index orders, and only the current page is rendered.
 *
 *
 * Search, sort and page in the URL (src/shared/url/useUrlState): reload, Back and shared links restore the view.
 *
 * ```tsx
 * const { table } = useTableUrlState();
 * const columns = useMemo<DataTableColumn<Rider>[]>(() => [
 *   { id: 'name', header: 'Name', cell: (r) => r.fullname, sortValue: (r) => r.fullname, searchValue: (r) => r.fullname },
 *   { id: 'email', header: 'Email', cell: (r) => r.email, searchValue: (r) => r.email, masked: !switches.email },
 * ], [switches.email]);
 * <DataTable {...table} data={riders} columns={columns} getRowId={(r) => r.id} caption="Riders"
 *   emptyText="No riders found" searchPlaceholder="Search riders..." pageSize={10} pagination="pages"
 *   serialColumn={{ header: 'S/N' }} loading={isLoading} onRowClick={openDetails} />
 * ```
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
  onRowEnter,
  pageSize = 10,
  pagination = 'results',
  serialColumn,
  searchPlaceholder = 'Search...',
  searchLabel = 'Search',
  toolbar,
  filterCount = 0,
  onExport,
  exportLabel,
  search: searchProp,
  sort: sortProp,
  page: pageProp,
  initialState,
  onStateChange,
  rowFilter,
  onRowsChange,
  server,
  selection = null,
  columnLayout = null,
  maskText = '••••••',
  maskLabel = 'Hidden',
  className,
}: DataTableProps<T>) {
  const baseId = useId();
  const captionId = `${baseId}caption`;
  // Phones: the toolbar's controls and the sort chips collapse behind "Filters" (docs/product.md, "Lists on phones").
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggleFilters = useCallback(() => setFiltersOpen((o) => !o), []);
  const { search, sort, requestedPage, emit, activate, type, flushSearch } = useTableState({
    search: searchProp,
    sort: sortProp,
    page: pageProp,
    initialState,
    onStateChange,
    onRowClick,
    // Rows held here: keys filter them at once and the owner hears of the search once typing pauses.
    // Server paging: the owner asks for the rows, so it hears of a sort or a page at once (keys after their frame).
    ownerFetches: !!server,
  });
  const local = useRowView({ data: server ? NO_ROWS : data, columns, rowFilter: server ? null : rowFilter, search: server ? '' : search, sort, requestedPage, pageSize });
  const { visible, hasSearch, sortId, sortDesc, view } = local;
  const isServer = !!server;
  const sentRows = useMemo(() => (isServer ? serverRows(data, pageSize) : null), [isServer, data, pageSize]);
  const paged = server && sentRows ? { ...serverPlace(server.total, requestedPage, server.page, pageSize), pageData: sentRows } : null;
  const { rowCount, page, pageStart, pageData } = paged ?? local;
  // Server paging past the last page: the rows on screen are not the page shown until the owner asks again.
  const settling = server ? server.busy : local.searching;
  const searching = settling || (!!server && (page !== requestedPage || page !== (pageProp ?? page)));

  useEffect(() => {
    if (!loading && !settling && page !== requestedPage) emit({ page }, { replace: true });
  }, [loading, settling, page, requestedPage, emit]);

  // The rows held (filter and search finished), for the owner's figures: once per new set of rows.
  const onRowsChangeRef = useRef(onRowsChange);
  useEffect(() => {
    onRowsChangeRef.current = onRowsChange;
  });
  const { kept } = local;
  useEffect(() => {
    if (!server && !loading && !local.searching) onRowsChangeRef.current?.({ data, kept, search });
    // A new search text with the same rows ("a" → "a ") is reported too: the owner may label the figures by it.
  }, [server, loading, local.searching, data, kept, search]);

  const layout = useColumnLayout(columnLayout, columns);
  const { table, tableColumns } = useTanstackTable({
    columns,
    pageRows: pageData.rows,
    pageIndices: pageData.indices,
    getRowId,
    sortId,
    sortDesc,
    page,
    pageSize,
    rowCount,
    maskText,
    maskLabel,
    onSort: (next) => emit({ sort: next, page: 1 }, { replace: false }),
    layout: layout.tanstack,
  });

  // Column layout (docs/product.md, "Column layout"): moves go through TanStack's column order; the
  // moved column's menu button keeps focus once the owner shows the new order (React moved its cell).
  const refocus = useRef<{ id: string; state: unknown } | null>(null);
  const headerTools = useMemo<HeaderTools | null>(
    () =>
      layout.on
        ? {
            onMove: (id, by) => {
              const shown = table.getVisibleLeafColumns().map((c) => c.id);
              const neighbour = shown[shown.indexOf(id) + by];
              if (neighbour === undefined) return;
              const all = table.getAllLeafColumns().map((c) => c.id);
              const a = all.indexOf(id);
              const b = all.indexOf(neighbour);
              all[a] = neighbour;
              all[b] = id;
              refocus.current = { id, state: columnLayout?.state };
              table.setColumnOrder(all);
            },
            onReset: (id) => {
              // The menu is drawn outside the table, so the column comes with the call, not from the focus.
              if (!layout.isDefault) refocus.current = { id, state: columnLayout?.state };
              layout.reset();
            },
            onResetWidth: layout.resetWidth,
          }
        : null,
    [layout, table, columnLayout?.state],
  );
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want || want.state === columnLayout?.state) return;
    refocus.current = null;
    layout.head.current?.querySelector<HTMLElement>(`th[data-col="${CSS.escape(want.id)}"] [data-col-menu]`)?.focus();
  });

  // The export reads the view at click time (a ref, so the button does not re-render per keystroke).
  // The columns in the order the table shows them (the user's column layout, TanStack's column order).
  const exportSource = useRef({ data, view, columns, serial: serialColumn?.header, onExport, table });
  useEffect(() => {
    exportSource.current = { data, view, columns, serial: serialColumn?.header, onExport, table };
  });
  const runExport = useCallback(() => {
    const src = exportSource.current;
    const shown = src.table.getAllLeafColumns().map((c) => c.id);
    return src.onExport?.(exportView(src.data, src.view, src.columns, src.serial, shown));
  }, []);

  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const selecting = !!selection;
  const colCount = headers.length + (serialColumn ? 1 : 0) + (selecting ? 1 : 0);
  const { widthOf } = layout;
  const minWidth = useMemo(
    () => tableMinWidth(visible.map((c) => ({ width: widthOf(c) })), !!serialColumn) + (selecting ? parseInt(SELECT_WIDTH, 10) : 0),
    [visible, serialColumn, selecting, widthOf],
  );
  // The shown columns in their (possibly user-chosen) order.
  const orderKey = headers.map((h) => h.column.id).join('\u0000');
  const shownColumns = useMemo(() => {
    const byId = new Map(visible.map((c) => [c.id, c]));
    return orderKey.split('\u0000').flatMap((id) => byId.get(id) ?? []);
  }, [visible, orderKey]);
  const rowsKey = useMemo(() => [tableColumns, orderKey], [tableColumns, orderKey]);
  const skeletonColumns = useMemo(
    () => [
      ...(selecting ? [{ label: '', card: 'select' as const }] : []),
      ...(serialColumn ? [{ label: serialColumn.header }] : []),
      ...shownColumns.map((c) => ({ label: c.header, card: c.card, align: c.align })),
    ],
    [shownColumns, serialColumn, selecting],
  );

  // Selection (opt-in): the page's row ids, and the box clicked last on this page (the anchor of a Shift-click range).
  const pageIds = rows.map((r) => r.id);
  const selectionRef = useRef({ selection, pageIds });
  useEffect(() => {
    selectionRef.current = { selection, pageIds };
  });
  const anchor = useRef<string | null>(null);
  const onSelect = useCallback((index: number, checked: boolean, range: boolean) => {
    const { selection: sel, pageIds: ids } = selectionRef.current;
    if (!sel) return;
    sel.onChange(selectRows(sel.selected, ids, index, checked, range ? anchor.current : null));
    anchor.current = ids[index] ?? null;
  }, []);
  const pageState = selection ? pageSelection(selection.selected, pageIds) : 'none';

  // The header row changes with the columns, the sort, the layout and the selection, not with the rows
  // a keystroke brings: it is made once per change of those (12 headers with their tools on the ledger).
  const noPageRows = pageIds.length === 0;
  const resizing = headers.find((h) => h.column.getIsResizing())?.column.id ?? null;
  const headRow = useMemo(
    () => (
            <tr>
              {selection && (
                <SelectAllCell
                  state={noPageRows ? 'none' : pageState}
                  label={selection.allLabel ?? 'Select all rows on this page'}
                  disabled={!!selection.disabled || loading || noPageRows}
                  onChange={(checked) => selection.onChange(selectPage(selection.selected, selectionRef.current.pageIds, checked))}
                />
              )}
              {serialColumn && (
                <HeadCell scope="col" data-serial="true" style={{ width: SERIAL_WIDTH }}>
                  {serialColumn.header}
                </HeadCell>
              )}
              {headers.map((header) => {
                const col = shownColumns.find((c) => c.id === header.column.id);
                return <HeaderCell key={header.id} header={header} table={table} width={col && widthOf(col)} tools={headerTools} />;
              })}
            </tr>
    ),
    // sortId, sortDesc, resizing and layout.tanstack: the tanstack state the header cells read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selection, noPageRows, pageState, loading, serialColumn, headers, shownColumns, widthOf, headerTools, table, sortId, sortDesc, resizing, layout.tanstack],
  );

  // Keyboard grid (docs/product.md §17): the rows are one Tab stop; ↑/↓, Home/End, PageUp/PageDown, Enter/Space, x.
  const clickableAt = (original: T) => !!onRowClick && (isRowClickable?.(original) ?? true);
  const shownRows = loading ? 0 : rows.length;
  const roving = useRovingRows({
    enabled: !!onRowClick || !!onRowEnter || selecting,
    count: shownRows,
    page,
    pageCount: table.getPageCount(),
    onPage: (p) => emit({ page: p }, { replace: false }),
    onOpen: (i) => {
      const original = rows[i]?.original;
      if (original === undefined) return;
      if (clickableAt(original)) activate(original);
      else if (!onRowClick) onRowEnter?.(original);
    },
    onToggle:
      selection && !selection.disabled
        ? (i) => {
            const id = pageIds[i];
            if (id !== undefined) onSelect(i, !selection.selected.has(id), false);
          }
        : null,
  });

  const hasControls = !!toolbar || !!onExport;
  const hasSortChips = headers.some((h) => h.column.getCanSort());
  const filtersId = `${baseId}filters`;
  const sortChipsId = `${baseId}sort`;
  const controls = [hasControls ? filtersId : '', hasSortChips ? sortChipsId : ''].filter(Boolean).join(' ');
  // The toolbar changes with its own inputs, not with each page of rows a server sends.
  const tableToolbar = useMemo(
    () => (
      <TableToolbar
        filters={controls ? { open: filtersOpen, onToggle: toggleFilters, id: filtersId, controls, count: filterCount } : null}
        hasSearch={hasSearch}
        search={search}
        onSearch={type}
        placeholder={searchPlaceholder}
        label={searchLabel}
        extra={toolbar}
        action={onExport && <ExportButton onExport={runExport} label={exportLabel} disabled={loading} />}
      />
    ),
    [controls, filtersOpen, toggleFilters, filtersId, filterCount, hasSearch, search, type, searchPlaceholder, searchLabel, toolbar, onExport, runExport, exportLabel, loading],
  );

  return (
    // Focus leaving a control of the table writes a search still waiting for a pause in typing (useTableState).
    <Root className={className} data-filters={filtersOpen ? 'open' : 'closed'} onBlur={flushSearch}>
      {tableToolbar}
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table
          aria-busy={loading || searching || undefined}
          data-pending={searching || undefined}
          style={{ '--k-table-min-width': `${minWidth}px`, ...layout.tableVars } as CSSProperties}
        >
          <caption id={captionId} className={showCaption ? undefined : 'k-visually-hidden'}>
            {caption}
          </caption>
          <thead ref={layout.head} id={hasSortChips ? sortChipsId : undefined}>
            {headRow}
          </thead>
          <Body ref={roving.body} onMouseOver={titleIfClipped} onFocus={roving.onFocus} onKeyDown={roving.onKeyDown}>
            {loading ? (
              <SkeletonRows rows={Math.min(pageSize, SKELETON_ROWS)} columns={skeletonColumns} />
            ) : rows.length === 0 ? (
              <tr>
                <Empty colSpan={colCount}>
                  <EmptyText>{typeof emptyText === 'function' ? emptyText(search) : emptyText}</EmptyText>
                </Empty>
              </tr>
            ) : (
              // Keyed by position: a sort, search or page change rewrites the cells of the rows already
              // there instead of replacing every row element (fewer DOM nodes made per keystroke).
              rows.map((row, i) => (
                <BodyRow
                  key={i}
                  row={row}
                  serial={serialColumn ? pageStart + i + 1 : null}
                  serialLabel={serialColumn?.header}
                  clickable={clickableAt(row.original)}
                  onActivate={activate}
                  tabIndex={roving.tabIndexOf(i)}
                  columnsKey={rowsKey}
                  index={i}
                  selected={selection ? selection.selected.has(row.id) : null}
                  selectLabel={selection ? selection.rowLabel(row.original) : ''}
                  selectDisabled={!!selection?.disabled}
                  onSelect={onSelect}
                />
              ))
            )}
          </Body>
        </Table>
      </Scroller>
      {/* Also with no rows: the pager is then only its live region (visually hidden), so a search that finds
          nothing is announced as "Showing 0 of 0 …" and the count after it as a change. */}
      {!loading && (
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
