export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableState,
  type DataTableSort,
  type DataTableChangeOptions,
  type DataTableRowFilter,
  type DataTableExportAs,
  type DataTableExportColumn,
  type DataTableExportType,
  type DataTableExportValue,
  type DataTableExportView,
} from './DataTable';
export { settleEcho, type InFlight } from './echoes';
