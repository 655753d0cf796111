import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataTableColumn, type DataTableProps, type DataTableState } from './DataTable';
import { makePeople, peopleColumns, type Person, PeopleTable } from './DataTable.fixtures';

const people = makePeople(83);
const columns = peopleColumns();

function setup(props: Partial<DataTableProps<Person>> = {}) {
  const user = userEvent.setup();
  const utils = render(
    <PeopleTable
      data={people}
      columns={columns}
      searchPlaceholder="Search riders..."
      {...props}
    />,
  );
  return { user, ...utils };
}

const bodyRows = () => screen.getAllByRole<HTMLTableRowElement>('row').slice(1);
const column = (i: number) => bodyRows().map((r) => r.cells[i]!.textContent);
const header = (name: RegExp | string) => screen.getByRole('columnheader', { name });

describe('DataTable', () => {
  it('renders a named semantic table with the first page and the search box', () => {
    setup();
    expect(screen.getByRole('table', { name: 'Riders' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email', 'Phone', 'Area', 'Trips', 'Balance', 'Joined Date']);
    expect(bodyRows()).toHaveLength(10);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search riders...');
  });

  it('cycles sorting ascending, descending, none by click and keyboard, with aria-sort on the header', async () => {
    const { user } = setup({ pageSize: 100 });
    const trips = header(/Trips/);
    const button = within(trips).getByRole('button');
    expect(trips).toHaveAttribute('aria-sort', 'none');

    await user.click(button);
    expect(trips).toHaveAttribute('aria-sort', 'ascending');
    const asc = column(4).map(Number);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    button.focus();
    await user.keyboard('{Enter}');
    expect(trips).toHaveAttribute('aria-sort', 'descending');
    const desc = column(4).map(Number);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));

    await user.keyboard(' ');
    expect(trips).toHaveAttribute('aria-sort', 'none');
    expect(column(0)).toEqual(people.map((p) => p.name));
  });

  it('sorts missing values last in both directions and text case-insensitively', async () => {
    const { user } = setup({ pageSize: 100 });
    const balance = within(header(/Balance/)).getByRole('button');
    const nulls = people.filter((p) => p.balance === null).length;
    expect(nulls).toBeGreaterThan(0);
    await user.click(balance);
    expect(column(5).slice(-nulls).every((v) => v === '—')).toBe(true);
    expect(column(5)[0]).not.toBe('—');
    await user.click(balance);
    expect(column(5).slice(-nulls).every((v) => v === '—')).toBe(true);
    expect(column(5)[0]).not.toBe('—');

    await user.click(within(header(/Name/)).getByRole('button'));
    const names = column(0);
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!)));
  });

  it('leaves headers without sortValue as plain text without aria-sort', () => {
    setup();
    const phone = header('Phone');
    expect(phone).not.toHaveAttribute('aria-sort');
    expect(within(phone).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reports sort changes with page 1 and a history push', async () => {
    const onStateChange = vi.fn();
    const { user } = setup({ onStateChange, initialState: { page: 3 } });
    await user.click(within(header(/Area/)).getByRole('button'));
    await waitFor(() => expect(onStateChange).toHaveBeenLastCalledWith({ sort: { id: 'area', desc: false }, page: 1 }, { replace: false, urgent: true }));
  });

  it('shows a controlled sort at once and tells its owner after the frame that shows it', async () => {
    // What the table shows at the moment its owner hears of the click: the owner is told only after a frame
    // has shown the new order, whenever that frame comes (the check does not race the test's own awaits).
    const seenWhenTold: { ariaSort: string | null; sorted: boolean }[] = [];
    const told = vi.fn();
    function Owner() {
      const [state, setState] = useState<DataTableState>({ sort: null, page: 1, search: '' });
      return (
        <PeopleTable
          data={people}
          columns={columns}
          {...state}
          onStateChange={(patch, how) => {
            const areas = column(3);
            seenWhenTold.push({ ariaSort: header(/Area/).getAttribute('aria-sort'), sorted: areas.join() === [...areas].sort().join() });
            told(patch, how);
            setState((s) => ({ ...s, ...patch }));
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Owner />);
    expect(header(/Area/)).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header(/Area/)).getByRole('button'));
    await waitFor(() => expect(told).toHaveBeenCalledWith({ sort: { id: 'area', desc: false }, page: 1 }, { replace: false, urgent: true }));
    expect(seenWhenTold).toEqual([{ ariaSort: 'ascending', sorted: true }]);
    expect(header(/Area/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by search (case-insensitive, across searchable columns) and returns to page 1', async () => {
    const onStateChange = vi.fn();
    const { user } = setup({ onStateChange, pagination: 'pages', initialState: { page: 4 } });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 9 pages');
    const target = people[5]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), target.email.toUpperCase());
    await waitFor(() => expect(onStateChange).toHaveBeenLastCalledWith({ search: target.email.toUpperCase(), page: 1 }, { replace: true, urgent: true }));
    expect(column(1)).toEqual([target.email]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 pages');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lekki');
    expect(bodyRows().every((r) => r.textContent!.includes('Lekki'))).toBe(true);
  });

  it('shows "Showing x of y pages" with First, Previous, Next, Last disabled at the ends', async () => {
    const { user } = setup({ pagination: 'pages' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const status = within(nav).getByRole('status');
    expect(status.textContent).toBe('Showing 1 of 9 pages');
    expect(within(nav).getByRole('button', { name: 'First' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(status.textContent).toBe('Showing 2 of 9 pages');
    await user.click(within(nav).getByRole('button', { name: 'Last' }));
    expect(status.textContent).toBe('Showing 9 of 9 pages');
    expect(within(nav).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('button', { name: 'Last' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('button', { name: 'First' }));
    expect(status.textContent).toBe('Showing 1 of 9 pages');
  });

  it('shows "Showing X of Y results" with only Previous and Next', async () => {
    const { user } = setup({ pagination: 'results', initialState: { page: 8 } });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('status').textContent).toBe('Showing 10 of 83 resultsPage 8 of 9');
    expect(within(nav).queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByRole('status').textContent).toBe('Showing 3 of 83 resultsPage 9 of 9');
    expect(bodyRows()).toHaveLength(3);
    expect(within(nav).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('numbers rows in sorted order across pages, S/N not sortable', async () => {
    const { user } = setup({ serialColumn: { header: 'S/N' }, pageSize: 25, initialState: { sort: { id: 'trips', desc: true } } });
    expect(header('S/N')).not.toHaveAttribute('aria-sort');
    expect(within(header('S/N')).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(column(0)[0]).toBe('26');
    expect(column(0).at(-1)).toBe('50');
    const sortedTrips = [...people].sort((a, b) => b.trips - a.trips || people.indexOf(a) - people.indexOf(b)).map((p) => String(p.trips));
    expect(column(5)).toEqual(sortedTrips.slice(25, 50));
  });

  it('opens rows by click, Enter and Space; other rows and inner buttons do not open', async () => {
    const onRowClick = vi.fn();
    const withAction: DataTableColumn<Person>[] = [
      ...columns,
      { id: 'actions', header: 'Actions', cell: () => <button type="button">Delete</button> },
    ];
    const { user } = setup({ columns: withAction, onRowClick, isRowClickable: (p) => p.id !== people[2]!.id });
    const rows = bodyRows();
    await user.click(rows[0]!.cells[0]!);
    expect(onRowClick).toHaveBeenLastCalledWith(people[0]);

    rows[1]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);

    // A row that does not open takes focus in the grid (roving, DataTable.keyboard.test.tsx) but neither opens nor looks clickable.
    expect(rows[2]).not.toHaveAttribute('data-clickable');
    await user.click(rows[2]!.cells[0]!);
    expect(onRowClick).toHaveBeenCalledTimes(3);

    await user.click(within(rows[3]!).getByRole('button', { name: 'Delete' }));
    expect(onRowClick).toHaveBeenCalledTimes(3);
    // One Tab stop: the row clicked last.
    expect(rows.filter((r) => r.tabIndex === 0)).toEqual([rows[2]]);
  });

  it('makes no row focusable without onRowClick', () => {
    setup();
    expect(bodyRows().some((r) => r.hasAttribute('tabindex'))).toBe(false);
  });

  it('masks masked columns, hides hidden ones, and keeps masked values out of search and sort', async () => {
    const { user } = setup({ columns: peopleColumns({ maskEmail: true, hideBalance: true }) });
    expect(screen.queryByRole('columnheader', { name: /Balance/ })).not.toBeInTheDocument();
    const email = header('Email');
    expect(email).not.toHaveAttribute('aria-sort');
    const first = bodyRows()[0]!;
    expect(first.cells[1]).toHaveTextContent('••••••');
    expect(within(first.cells[1]!).getByText('Hidden')).toHaveClass('k-visually-hidden');
    expect(screen.queryByText(people[0]!.email)).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), people[0]!.email);
    expect(screen.getByRole('cell', { name: 'No riders found' })).toBeInTheDocument();
  });

  it('shows the empty text and, of the pager, only its live region (visually hidden) when there are no rows', () => {
    setup({ data: [] });
    expect(screen.getByRole('cell', { name: 'No riders found' })).toHaveAttribute('colspan', '7');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveClass('k-visually-hidden');
    expect(within(nav).getByRole('status').textContent).toBe('Showing 0 of 0 results');
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });

  it('announces a search that finds nothing, and the count after it, in one live region that stays', async () => {
    const { user } = setup({ pagination: 'results' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Showing 10 of 83 resultsPage 1 of 9');
    await user.type(screen.getByRole('searchbox'), 'zzzzzz');
    await waitFor(() => expect(status.textContent).toBe('Showing 0 of 0 results'));
    expect(screen.getByRole('cell', { name: /No riders/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(status.textContent).toBe('Showing 10 of 83 resultsPage 1 of 9'));
    // The same element all along: a region mounted with its text is often not read; a change is.
    expect(screen.getByRole('status')).toBe(status);
  });

  it('shows skeleton rows and aria-busy while loading', () => {
    setup({ loading: true });
    expect(screen.getByRole('table', { name: 'Riders' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(people[0]!.name)).not.toBeInTheDocument();
  });

  it('clamps a page beyond the end to the last page and reports it (replace), but not while loading', async () => {
    const onStateChange = vi.fn();
    const { rerender } = setup({ page: 20, search: '', sort: null, onStateChange, loading: true, pagination: 'pages' });
    expect(onStateChange).not.toHaveBeenCalled();
    rerender(
      <PeopleTable
        data={people}
        columns={columns}
        pagination="pages"
        page={20}
        search=""
        sort={null}
        onStateChange={onStateChange}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Showing 9 of 9 pages');
    expect(bodyRows()).toHaveLength(3);
    await waitFor(() => expect(onStateChange).toHaveBeenCalledWith({ page: 9 }, { replace: true, urgent: true }));
  });

  it('follows controlled state from its owner', async () => {
    function Owner() {
      const [state, setState] = useState<DataTableState>({ search: '', sort: { id: 'name', desc: true }, page: 2 });
      return (
        <PeopleTable
          data={people}
          columns={columns}
          {...state}
          onStateChange={(patch) => setState((s) => ({ ...s, ...patch }))}
        />
      );
    }
    const user = userEvent.setup();
    render(<Owner />);
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'descending');
    const desc = [...people].sort((a, b) => b.name.localeCompare(a.name) || people.indexOf(a) - people.indexOf(b));
    expect(column(0)).toEqual(desc.slice(10, 20).map((p) => p.name));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(column(0)).toEqual(desc.slice(0, 10).map((p) => p.name));
  });

  it('re-renders rows when columns change (display switch)', async () => {
    function Switchable() {
      const [masked, setMasked] = useState(false);
      const cols = useState(() => ({ on: peopleColumns({ maskPhone: true }), off: peopleColumns() }))[0];
      return (
        <>
          <button type="button" onClick={() => setMasked((m) => !m)}>
            toggle
          </button>
          <PeopleTable data={people} columns={masked ? cols.on : cols.off} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Switchable />);
    expect(bodyRows()[0]!.cells[2]).toHaveTextContent(people[0]!.phone);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(bodyRows()[0]!.cells[2]).toHaveTextContent('••••••');
  });

  it('clips cells of columns with maxWidth and puts the full text in the title', () => {
    const clipped: DataTableColumn<Person>[] = [
      { id: 'name', header: 'Full Name', cell: (p) => p.name, sortValue: (p) => p.name, maxWidth: '120px' },
      { id: 'trips', header: 'Trips Completed', cell: (p) => p.trips, align: 'end', maxWidth: '60px' },
      { id: 'email', header: 'Email', cell: (p) => <a href={`mailto:${p.email}`}>{p.email}</a>, maxWidth: '140px', cellTitle: (p) => p.email },
      { id: 'area', header: 'Area', cell: (p) => <b>{p.area}</b>, maxWidth: '80px' },
      { id: 'phone', header: 'Phone', cell: (p) => p.phone, maxWidth: '80px', masked: true },
    ];
    setup({ columns: clipped });
    const [name, trips, email, area, phone] = [...bodyRows()[0]!.cells].map((c) => c.firstElementChild as HTMLElement) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(name).toHaveAttribute('title', people[0]!.name);
    expect(name.style.maxWidth).toBe('min(100%, var(--k-clip-name, 120px))');
    expect(name).toHaveTextContent(people[0]!.name);
    expect(trips).toHaveAttribute('title', String(people[0]!.trips));
    expect(email).toHaveAttribute('title', people[0]!.email);
    expect(within(email).getByRole('link')).toHaveTextContent(people[0]!.email);
    // Element content without cellTitle: no guessed title.
    expect(area).not.toHaveAttribute('title');
    // A masked column shows the mask, never a title with the hidden value.
    expect(phone).not.toHaveAttribute('title');
    expect(bodyRows()[0]!.cells[4]!.textContent).not.toContain(people[0]!.phone);
  });

  it('keeps header labels whole for assistive tech when they may wrap', () => {
    const cols: DataTableColumn<Person>[] = [
      { id: 'trips', header: 'Trips Completed', cell: (p) => p.trips, sortValue: (p) => p.trips, align: 'end' },
      { id: 'name', header: 'Full Name', cell: (p) => p.name, sortValue: (p) => p.name },
      { id: 'area', header: 'Area', cell: (p) => p.area, sortValue: (p) => p.area },
      { id: 'phone', header: 'Phone Number', cell: (p) => p.phone },
    ];
    setup({ columns: cols });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Trips Completed', 'Full Name', 'Area', 'Phone Number']);
    expect(screen.getByRole('button', { name: 'Trips Completed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Area' })).toBeInTheDocument();
  });

  // Timing is measured in a real browser by ManyRows.bench.mjs; this proves 60,000 rows sort and page correctly.
  it('sorts and pages 60,000 rows', async () => {
    const many = makePeople(60_000, 3);
    const { user } = setup({ data: many, pageSize: 25, pagination: 'pages' });
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 2,400 pages');
    await user.click(within(header(/Trips/)).getByRole('button'));
    await user.click(within(header(/Trips/)).getByRole('button'));
    const max = Math.max(...many.map((p) => p.trips));
    expect(column(4)[0]).toBe(String(max));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('status').textContent).toBe('Showing 2,400 of 2,400 pages');
  });
});

describe('DataTable rows', () => {
  it('renders a row again only when its record changes, not for every new array of the same records', () => {
    const rendered: string[] = [];
    const counted = columns.map((c, i) => (i === 0 ? { ...c, cell: (p: Person) => (rendered.push(p.id), p.name) } : c));
    const data = people.slice(0, 10);
    const { rerender } = render(<PeopleTable data={data} columns={counted} />);
    expect(rendered).toHaveLength(10);

    // A new array of the same records (a search that keeps the page, a refresh that changed nothing else).
    rendered.length = 0;
    rerender(<PeopleTable data={[...data]} columns={counted} />);
    expect(rendered).toEqual([]);

    // One record replaced by a new object with new values: that row only, and it shows them.
    const changed = { ...data[3]!, name: 'Renamed Rider' };
    rerender(<PeopleTable data={data.map((p, i) => (i === 3 ? changed : p))} columns={counted} />);
    expect(rendered).toEqual([changed.id]);
    expect(column(0)[3]).toBe('Renamed Rider');
  });
});
