import type { ReactNode } from 'react';
import type { PaginationVariant } from '../Pagination';

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
  /**
   * Width of the column, e.g. `120px` or `20%`. The table lays out its columns from these alone (fixed
   * layout), so headers wrap the same way under skeleton rows and real ones; columns without a width
   * share what is left. Below the sum of the columns' smallest widths (a px width, else 96px) the
   * table scrolls sideways with a shadow on the hidden edge.
   */
  width?: string;
  /** Let the text wrap onto more lines (names, addresses) instead of being cut with an ellipsis. */
  wrap?: boolean;
  /**
   * On phones each row is a card of "label: value" lines: `primary` heads the card (no label, shown
   * first), `actions` closes it (buttons in a row, no label).
   */
  card?: 'primary' | 'actions';
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
  /**
   * How the column is written to an export (`onExport`): its type and raw value (money in naira, dates
   * as Date or ISO text, booleans). Columns without it (actions) are not exported.
   */
  exportAs?: DataTableExportAs<T>;
  /**
   * More values the cell shows (e.g. a reference under an id), each written to the export as its own
   * column right after this one.
   */
  exportAlso?: readonly { header: string; exportAs: DataTableExportAs<T> }[];
}

/** Value types of an exported cell; the writer formats each (money with two decimals, ISO dates, Yes/No). */
export type DataTableExportType = 'text' | 'number' | 'money' | 'date' | 'boolean';
export type DataTableExportValue = string | number | boolean | Date | null | undefined;

export interface DataTableExportAs<T> {
  type: DataTableExportType;
  value: (row: T) => DataTableExportValue;
}

/** One column of an export, resolved: header label, type, and the value of a row at its place in the view. */
export interface DataTableExportColumn<T> {
  header: string;
  type: DataTableExportType;
  value: (row: T, index: number) => DataTableExportValue;
}

/** What `onExport` receives: every row of the current view (row filter, search, sort; all pages). */
export interface DataTableExportView<T> {
  rows: readonly T[];
  /** The serial column (when shown) and the visible, unmasked columns that have `exportAs`, in order. */
  columns: readonly DataTableExportColumn<T>[];
}

/** A screen's own row filter (a tab, a status): the table caches its result per `key` and data array. */
export interface DataTableRowFilter<T> {
  /** Names the filter's current setting, e.g. `service=ride&status=paid`; a new key runs `test` again. */
  key: string;
  /** True for rows to keep. */
  test: (row: T) => boolean;
}

/** The rows a table holds after its row filter and search, before sort and page (DataTableProps.onRowsChange). */
export interface DataTableHeldRows<T> {
  data: readonly T[];
  /** Ascending indices into `data` of the rows kept; null when every row is. Do not modify. */
  kept: Int32Array | null;
  /** The search text these rows answer (as typed). */
  search: string;
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
  /**
   * A keystroke's search while typing goes on, sent in the key's own event: the owner should hold it
   * (a reload or a copied address must find it) without re-rendering for it. The same search follows
   * without `draft` once typing pauses. An owner that ignores the flag simply writes every key.
   */
  draft?: boolean;
  /**
   * Apply the change in the update that reports it, not in a transition: the table stops showing its own
   * copy in that update. Set on every change the table writes for good (not on drafts).
   */
  urgent?: boolean;
}

/**
 * Rows the user can select for a bulk action: a checkbox column before the others, a select-all for
 * the page in its header (mixed when some of the page are selected) and Shift-click for a range.
 */
export interface DataTableSelection<T> {
  /** Ids (`getRowId`) of the selected rows; may hold rows of other pages. */
  selected: ReadonlySet<string>;
  /** The selection after a row's box, a Shift-click range or the page's select-all. */
  onChange: (next: ReadonlySet<string>) => void;
  /** Accessible name of a row's box, e.g. "Select Chioma Eze". */
  rowLabel: (row: T) => string;
  /** Accessible name of the page's select-all box. Default "Select all rows on this page". */
  allLabel?: string;
  /** Every box disabled (while a bulk action runs). */
  disabled?: boolean;
}

/**
 * A table's column layout (docs/product.md, "Column layout"), in TanStack Table's own state shapes:
 * `columnOrder` lists column ids (unlisted ones follow in their default order; unknown ids are ignored)
 * and `columnSizing` holds the widths in px the user chose (others keep their default `width`). Both
 * empty is the default layout.
 */
export interface DataTableColumnLayout {
  columnOrder: readonly string[];
  columnSizing: Readonly<Record<string, number>>;
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
  /**
   * Text shown when there is nothing to show; a function gets the search text as typed (the owner's
   * `search` follows it only once typing pauses).
   */
  emptyText: string | ((search: string) => string);
  /** Rows open by click, Enter or Space (rows are then a keyboard grid, one Tab stop: docs/product.md §17). */
  onRowClick?: (row: T) => void;
  /** Rows for which this returns false do not open (they still take focus in the keyboard grid). */
  isRowClickable?: (row: T) => boolean;
  /**
   * Enter or Space on a row that has no row click: what the key opens (a row that opens through its own
   * action only, e.g. the KYC review, docs/product.md §2). Makes the rows a keyboard grid.
   */
  onRowEnter?: (row: T) => void;
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
   * Filters of `toolbar` in effect (not their defaults). On phones the toolbar's controls and the sort
   * collapse behind a "Filters" button that shows this count ("Filters · 2").
   */
  filterCount?: number;
  /**
   * Adds an "Export CSV" button to the toolbar. Called with every row the view holds (not just the
   * page), in the view's order, and the exportable columns; the button is busy until the promise settles.
   */
  onExport?: (view: DataTableExportView<T>) => void | Promise<unknown>;
  /** Label of the export button. Default "Export CSV". */
  exportLabel?: string;
  /**
   * Search text held by the owner (e.g. the URL); omit to let the table keep it. The box shows typed
   * text at once and reports it (`replace: true`) as `onStateChange` says. A value the owner sets while
   * typed text waits to be written (Back, a shared link, clearing on a tab change) replaces the text.
   */
  search?: string;
  /** Controlled sort (null = unsorted); omit (undefined) to let the table keep it. */
  sort?: DataTableSort | null;
  /** Controlled 1-based page; omit to let the table keep it. */
  page?: number;
  /** Starting view when uncontrolled. */
  initialState?: Partial<DataTableState>;
  /**
   * Every view change: search (`replace: true`, page back to 1), sort (page back to 1), page, and page
   * clamping (`replace: true`). The table shows a change at once and tells the owner after the frame that
   * shows it (server paging: a sort or a page in its event), several changes as one patch, with
   * `urgent: true`: the owner must show the change in the same update that tells it (not in a
   * transition), since from that update on the table shows the owner's values. Keystrokes also come as
   * `draft: true` while typing goes on (see DataTableChangeOptions).
   */
  onStateChange?: (patch: Partial<DataTableState>, options: DataTableChangeOptions) => void;
  /**
   * Rows to keep before search and sort (tabs, status filters). Prefer this to passing a filtered
   * copy of `data`: the search index and sort orders are then built once for all tabs.
   */
  rowFilter?: DataTableRowFilter<T> | null;
  /**
   * Rows held in the page (no `server`): called after a render that shows a finished row filter and
   * search, with the rows the table holds, so that a screen's figures (cards, a chart) count exactly them
   * from the table's own search instead of searching the same records a second time. Not called while
   * loading, while a search is still running in slices, or in server mode.
   */
  onRowsChange?: (rows: DataTableHeldRows<T>) => void;
  /**
   * Server paging: `data` is the current page only, already searched, filtered and sorted by the server;
   * `total` counts the rows of every page ("Showing …", the page count, serial numbers). `busy` keeps
   * the rows on screen, marked busy (`aria-busy`), while a newer page is on its way. The table then
   * neither searches, filters nor sorts itself: it reports search, sort and page through `onStateChange`.
   */
  server?: { total: number; busy: boolean; page?: number | undefined } | null;
  /** Opt-in row selection (bulk actions); omit or null for none. */
  selection?: DataTableSelection<T> | null;
  /**
   * Opt-in column layout (desktop tables): a resize handle at each header's edge (pointer drag, or
   * ←/→ on the focused `separator`) and a column menu ("Move left", "Move right", "Reset columns").
   * Controlled: the owner keeps `state` (and stores it) and receives every change in `onChange`.
   */
  columnLayout?: { state: DataTableColumnLayout; onChange: (next: DataTableColumnLayout) => void } | null;
  /** Text of masked cells. Default "••••••". */
  maskText?: string;
  /** What screen readers hear for a masked cell. Default "Hidden". */
  maskLabel?: string;
  className?: string;
}
