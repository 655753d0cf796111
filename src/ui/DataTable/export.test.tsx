import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn, type DataTableColumnLayout, type DataTableExportView } from './DataTable';
import { exportView } from './exportView';
import { makePeople, type Person } from './DataTable.fixtures';

const people = makePeople(83);

const columns = (opts: { emailMasked?: boolean; phoneHidden?: boolean } = {}): DataTableColumn<Person>[] => [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name, searchValue: (p) => p.name, exportAs: { type: 'text', value: (p) => p.name } },
  { id: 'email', header: 'Email', cell: (p) => p.email, masked: opts.emailMasked, exportAs: { type: 'text', value: (p) => p.email } },
  { id: 'phone', header: 'Phone', cell: (p) => p.phone, hidden: opts.phoneHidden, exportAs: { type: 'text', value: (p) => p.phone } },
  { id: 'trips', header: 'Trips', cell: (p) => p.trips, sortValue: (p) => p.trips, exportAs: { type: 'number', value: (p) => p.trips } },
  { id: 'actions', header: 'Actions', cell: () => 'Review' },
];

function setup(onExport: (view: DataTableExportView<Person>) => void, cols = columns(), extra: { search?: string } = {}) {
  const user = userEvent.setup();
  render(
    <DataTable<Person>
      data={people}
      columns={cols}
      getRowId={(p) => p.id}
      caption="People"
      emptyText="None"
      pageSize={10}
      serialColumn={{ header: 'S/N' }}
      onExport={onExport}
      initialState={{ sort: { id: 'trips', desc: true }, search: extra.search ?? '' }}
    />,
  );
  return { user };
}

describe('DataTable export', () => {
  it('hands every row of the view (all pages, in sort order) and the exportable columns to onExport', async () => {
    const onExport = vi.fn();
    const { user } = setup(onExport);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));
    const view = onExport.mock.calls[0]![0] as DataTableExportView<Person>;
    expect(view.rows).toHaveLength(83);
    const trips = view.rows.map((p) => p.trips);
    expect(trips).toEqual([...trips].sort((a, b) => b - a));
    // The serial column first, then the visible columns with an export value; "Actions" has none.
    expect(view.columns.map((c) => c.header)).toEqual(['S/N', 'Name', 'Email', 'Phone', 'Trips']);
    expect(view.columns[0]!.value(view.rows[4]!, 4)).toBe(5);
  });

  it("writes the columns in the order the user's column layout shows them, and back after a reset", async () => {
    const onExport = vi.fn();
    function Owned() {
      const [state, setState] = useState<DataTableColumnLayout>({ columnOrder: ['trips', 'name', 'phone', 'email', 'actions'], columnSizing: {} });
      return (
        <DataTable<Person>
          data={people}
          columns={columns()}
          getRowId={(p) => p.id}
          caption="People"
          emptyText="None"
          serialColumn={{ header: 'S/N' }}
          onExport={onExport}
          columnLayout={{ state, onChange: setState }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Owned />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));
    expect((onExport.mock.calls[0]![0] as DataTableExportView<Person>).columns.map((c) => c.header)).toEqual(['S/N', 'Trips', 'Name', 'Phone', 'Email']);
    await user.click(screen.getByRole('button', { name: 'Name column options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset columns' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(onExport).toHaveBeenCalledTimes(2));
    expect((onExport.mock.calls[1]![0] as DataTableExportView<Person>).columns.map((c) => c.header)).toEqual(['S/N', 'Name', 'Email', 'Phone', 'Trips']);
  });

  it('leaves out masked and hidden columns', async () => {
    const onExport = vi.fn();
    const { user } = setup(onExport, columns({ emailMasked: true, phoneHidden: true }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(onExport).toHaveBeenCalled());
    const view = onExport.mock.calls[0]![0] as DataTableExportView<Person>;
    expect(view.columns.map((c) => c.header)).toEqual(['S/N', 'Name', 'Trips']);
  });

  it('exports only the rows the search matches', async () => {
    const onExport = vi.fn();
    const name = people[3]!.name;
    const { user } = setup(onExport, columns(), { search: name });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(onExport).toHaveBeenCalled());
    const view = onExport.mock.calls[0]![0] as DataTableExportView<Person>;
    expect(view.rows.length).toBeGreaterThan(0);
    expect(view.rows.every((p) => p.name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    expect(view.rows.length).toBe(people.filter((p) => p.name.toLowerCase().includes(name.toLowerCase())).length);
  });

  it('has no export button without onExport', () => {
    render(<DataTable<Person> data={people} columns={columns()} getRowId={(p) => p.id} caption="People" emptyText="None" />);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('exportView keeps the data order without a view, and copies it', () => {
    const v = exportView(people, null, columns());
    expect(v.rows).toEqual(people);
    expect(v.rows).not.toBe(people);
    expect(exportView(people, Int32Array.from([5, 2]), columns()).rows).toEqual([people[5], people[2]]);
  });

  it('a column showing a second value writes it as its own column right after (exportAlso)', () => {
    const cols: DataTableColumn<Person>[] = [
      {
        id: 'name',
        header: 'Name',
        cell: (p) => `${p.name} ${p.email}`,
        exportAs: { type: 'text', value: (p) => p.name },
        exportAlso: [{ header: 'Email', exportAs: { type: 'text', value: (p) => p.email } }],
      },
      { id: 'trips', header: 'Trips', cell: (p) => p.trips, exportAs: { type: 'number', value: (p) => p.trips } },
    ];
    const v = exportView(people, null, cols, 'S/N');
    expect(v.columns.map((c) => c.header)).toEqual(['S/N', 'Name', 'Email', 'Trips']);
    expect(v.columns[2]!.value(people[0]!, 0)).toBe(people[0]!.email);
    // Hidden, the column takes its second value with it.
    expect(exportView(people, null, [{ ...cols[0]!, hidden: true }, cols[1]!]).columns.map((c) => c.header)).toEqual(['Trips']);
  });
});
