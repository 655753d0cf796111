import { DataTable, type DataTableColumn } from '../DataTable';

interface Rider {
  id: string;
  name: string;
  email: string;
}

// Columns outside the component (or in useMemo): the table caches by their identity.
const columns: DataTableColumn<Rider>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name, searchValue: (r) => r.name },
  { id: 'email', header: 'Email', cell: (r) => r.email, searchValue: (r) => r.email },
];

export function Usage({ riders, onOpen }: { riders: Rider[]; onOpen: (rider: Rider) => void }) {
  return (
    <DataTable
      data={riders}
      columns={columns}
      getRowId={(r) => r.id}
      caption="Riders"
      emptyText="No riders found"
      searchPlaceholder="Search riders..."
      onRowClick={onOpen}
    />
  );
}
