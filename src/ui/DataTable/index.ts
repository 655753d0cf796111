export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableColumnLayout,
  type DataTableState,
  type DataTableSort,
  type DataTableChangeOptions,
  type DataTableRowFilter,
  type DataTableHeldRows,
  type DataTableSelection,
  type DataTableExportAs,
  type DataTableExportColumn,
  type DataTableExportType,
  type DataTableExportValue,
  type DataTableExportView,
} from './DataTable';
/** The table's own slice runner, for a screen's heavy work beside a big table (e.g. a chart over every row). */
export { runInSlices } from './search';
