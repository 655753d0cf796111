export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableState,
  type DataTableSort,
  type DataTableChangeOptions,
  type DataTableRowFilter,
} from './DataTable';
export { settleEcho, type InFlight } from './echoes';
