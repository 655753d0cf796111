export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableState,
  type DataTableSort,
  type DataTableChangeOptions,
} from './DataTable';
