import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DataTable, type DataTableColumn, type DataTableColumnLayout, type DataTableProps } from './DataTable';
import { makePeople, peopleColumns, type Person } from './DataTable.fixtures';
import { atViewport } from '../Sidebar/storyViewports';

const people = makePeople(83);
const columns = peopleColumns();
const maskedColumns = peopleColumns({ maskEmail: true, maskPhone: true, hideBalance: true });

let manyRows: Person[] | null = null;
/** 60,000 rows, built once per page load and kept stable (the table caches by array identity). */
function getManyRows() {
  return (manyRows ??= makePeople(60_000, 42));
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Person>,
  tags: ['autodocs'],
  args: {
    data: people,
    columns,
    getRowId: (p: Person) => p.id,
    caption: 'Riders',
    emptyText: 'No riders found',
    searchPlaceholder: 'Search riders...',
    pageSize: 10,
    pagination: 'results',
  },
  argTypes: {
    data: { control: false },
    columns: { control: false },
    getRowId: { control: false },
    toolbar: { control: false },
    pagination: { control: 'inline-radio', options: ['results', 'pages'] },
  },
} satisfies Meta<typeof DataTable<Person>>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole<HTMLTableRowElement>('row').slice(1);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Riders' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search riders...');
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 10 of 83 results');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Riders' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No riders found' })).toBeInTheDocument();
    // Of the pager only its live region is left, visually hidden: no buttons.
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 of 0 results');
    await expect(within(canvas.getByRole('navigation', { name: 'Pagination' })).queryAllByRole('button')).toHaveLength(0);
  },
};

export const NoSearchResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'nobody-by-this-name');
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'No riders found' })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 10 of 83 results'));
  },
};

export const Sorted: Story = {
  args: { initialState: { sort: { id: 'trips', desc: true } } },
  play: async ({ canvas, canvasElement }) => {
    const trips = canvas.getByRole('columnheader', { name: /Trips/ });
    await expect(trips).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    const values = bodyRows(canvasElement).map((r) => Number(r.cells[4]!.textContent));
    await expect(values).toEqual([...values].sort((a, b) => b - a));
    // Phone is not sortable: plain text, no aria-sort.
    await expect(canvas.getByRole('columnheader', { name: 'Phone' })).not.toHaveAttribute('aria-sort');
  },
};

export const SortCycle: Story = {
  play: async ({ canvas }) => {
    // Click cycles ascending -> descending -> none; Enter and Space on the header button do the same.
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(name).getByRole('button'));
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    within(name).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard(' ');
    await expect(name).toHaveAttribute('aria-sort', 'none');
  },
};

export const ManyRows: Story = {
  args: { pageSize: 25, pagination: 'pages', serialColumn: { header: 'S/N' }, caption: 'Riders (60,000 rows)' },
  render: (args) => <DataTable {...args} data={getManyRows()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 of 2,400 pages');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zainab okafor');
    await waitFor(() => expect(canvas.getByRole('status')).not.toHaveTextContent('2,400 pages'), { timeout: 5000 });
    const names = canvas.getAllByRole<HTMLTableRowElement>('row').slice(1).map((r) => r.cells[1]!.textContent);
    await expect(names.every((n) => n === 'Zainab Okafor')).toBe(true);
  },
};

export const MaskedColumns: Story = {
  args: { columns: maskedColumns },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Balance' })).not.toBeInTheDocument();
    const first = bodyRows(canvasElement)[0]!;
    await expect(first).toHaveTextContent('••••••');
    await expect(first.textContent).not.toContain('@example.ng');
    await expect(within(first).getAllByText('Hidden')).toHaveLength(2);
    // Masked columns neither sort nor match the search.
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
  },
};

export const ClickableRows: Story = {
  args: { onRowClick: fn(), isRowClickable: (p: Person) => p.trips > 0 },
  play: async ({ canvas, canvasElement, args }) => {
    const rows = bodyRows(canvasElement);
    await userEvent.click(rows[0]!);
    await expect(args.onRowClick).toHaveBeenCalledWith(people[0]);
    rows[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(people[1]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(people[2]);
    await expect(canvas.getByRole('table')).toBeInTheDocument();
  },
};

export const PagesPagination: Story = {
  args: { pagination: 'pages' },
  // Whole-pixel column edges, as Results Pagination and Sticky Header: at the 900px default the "Phone"
  // header's text was painted half a pixel apart in one fresh-clone run (91 pixels), the layout the same.
  ...atViewport('desktop'),
  render: (args) => (
    <div style={{ width: 1052 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 1 of 9 pages');
    await expect(canvas.getByRole('button', { name: 'First' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(status).toHaveTextContent('Showing 2 of 9 pages');
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(status).toHaveTextContent('Showing 9 of 9 pages');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Last' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ResultsPagination: Story = {
  args: { pagination: 'results', initialState: { page: 8 } },
  // Whole-pixel column edges, as Sticky Header: at the 900px default the "Phone" header's text was painted
  // half a pixel apart in one fresh-clone run of four (91 pixels), the layout the same.
  ...atViewport('desktop'),
  render: (args) => (
    <div style={{ width: 1052 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 10 of 83 results');
    await expect(canvas.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(status).toHaveTextContent('Showing 3 of 83 results');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SerialNumbers: Story = {
  args: { serialColumn: { header: 'S/N' }, pageSize: 25, initialState: { sort: { id: 'name', desc: false } } },
  // Whole-pixel column edges, as the two pagination stories: it also turns the page at the 900px default,
  // where their "Phone" header's text was once painted half a pixel apart.
  ...atViewport('desktop'),
  render: (args) => (
    <div style={{ width: 1052 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'S/N' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const rows = bodyRows(canvasElement);
    await expect(rows[0]!.cells[0]).toHaveTextContent('26');
    await expect(rows.at(-1)!.cells[0]).toHaveTextContent('50');
  },
};

function ToolbarDemo(args: DataTableProps<Person>) {
  const [area, setArea] = useState<string | null>(null);
  const [masked, setMasked] = useState(false);
  const data = useMemo(() => (area ? people.filter((p) => p.area === area) : people), [area]);
  const cols = useMemo(() => peopleColumns({ maskEmail: masked, maskPhone: masked }), [masked]);
  return (
    <DataTable
      {...args}
      data={data}
      columns={cols}
      toolbar={
        <>
          {[null, 'Ikeja', 'Lekki', 'Yaba'].map((a) => (
            <Button key={a ?? 'all'} size="sm" variant={area === a ? 'primary' : 'secondary'} aria-pressed={area === a} onClick={() => setArea(a)}>
              {a ?? 'All areas'}
            </Button>
          ))}
          <Button size="sm" variant="ghost" aria-pressed={masked} onClick={() => setMasked((m) => !m)}>
            {masked ? 'Show contacts' : 'Hide contacts'}
          </Button>
        </>
      }
    />
  );
}

export const WithToolbar: Story = {
  render: (args) => <ToolbarDemo {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lekki' }));
    await expect(canvas.getByRole('button', { name: 'Lekki' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide contacts' }));
    await expect(canvas.getAllByText('Hidden').length).toBeGreaterThan(0);
  },
};

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const wideColumns: DataTableColumn<Person>[] = [
  { id: 'id', header: 'Rider ID', cell: (p) => `${p.id}…`, sortValue: (p) => p.id },
  { id: 'name', header: 'Full Name', cell: (p) => `${p.name} ${p.name.split(' ')[0]}-${p.area}`, sortValue: (p) => p.name, searchValue: (p) => p.name, maxWidth: '150px' },
  { id: 'email', header: 'Email Address', cell: (p) => p.email, sortValue: (p) => p.email, searchValue: (p) => p.email, maxWidth: '150px' },
  { id: 'area', header: 'Home Area', cell: (p) => p.area, sortValue: (p) => p.area, maxWidth: '110px' },
  { id: 'trips', header: 'Trips Completed', cell: (p) => p.trips, sortValue: (p) => p.trips, align: 'end' },
  { id: 'balance', header: 'Wallet Balance', cell: (p) => (p.balance === null ? '—' : naira.format(p.balance / 100)), sortValue: (p) => p.balance, align: 'end' },
  { id: 'bonus', header: 'Bonus Balance', cell: (p) => naira.format(p.trips * 25), sortValue: (p) => p.trips, align: 'end' },
  { id: 'status', header: 'Account Status', cell: (p) => (p.trips > 20 ? 'Active' : 'Dormant'), sortValue: (p) => (p.trips > 20 ? 1 : 0) },
];
/**
 * Ten columns in the width the rides screen gets at 1366px beside the sidebar (1066px): header labels
 * wrap onto two lines with the sort icon beside them, cells stay on one line, and columns with
 * `maxWidth` cut long text with an ellipsis (full text on hover), so nothing scrolls sideways.
 */
export const ManyColumns: Story = {
  args: { columns: wideColumns, serialColumn: { header: 'S/N' }, caption: 'Riders (ten columns)' },
  render: (args) => (
    <div style={{ width: 1066, maxWidth: '100%' }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvas.getByRole('region', { name: 'Riders (ten columns)' });
    if (scroller.clientWidth >= 1000) await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const trips = canvas.getByRole('columnheader', { name: 'Trips Completed' });
    await expect(within(trips).getByRole('button', { name: 'Trips Completed' })).toBeInTheDocument();
    const first = bodyRows(canvasElement)[0]!;
    const name = first.cells[2]!.firstElementChild as HTMLElement;
    await expect(name).toHaveAttribute('title', name.textContent);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(150);
  },
};

const withActions: DataTableColumn<Person>[] = [
  ...columns,
  {
    id: 'actions',
    header: 'Actions',
    card: 'actions',
    width: '120px',
    cell: (p) => (
      <Button size="sm" variant="secondary" aria-label={`Edit ${p.name}`}>
        Edit
      </Button>
    ),
  },
];

/**
 * Phones (≤ 600px): each row is a card of "label: value" lines, the name first and the actions last;
 * the sort buttons (and any toolbar controls) wait behind "Filters" beside the search box.
 */
export const PhoneCards: Story = {
  ...atViewport('phone'),
  args: { columns: withActions, onRowClick: fn() },
  play: async ({ canvas, canvasElement }) => {
    const row = bodyRows(canvasElement)[0]!;
    const cells = Array.from(row.cells);
    await expect(getComputedStyle(row).display).toBe('flex');
    // The primary field is drawn first, the actions last, whatever their column order.
    const top = (el: Element) => el.getBoundingClientRect().top;
    const name = cells[0]!;
    const actions = cells[cells.length - 1]!;
    for (const c of cells.slice(1, -1)) {
      await expect(top(name)).toBeLessThan(top(c));
      await expect(top(actions)).toBeGreaterThan(top(c));
    }
    await expect(cells[1]).toHaveAttribute('data-label', 'Email');
    await expect(within(row).getByRole('button', { name: /^Edit / })).toBeVisible();
    // Nothing runs off the side of a phone.
    const region = canvas.getByRole('region', { name: 'Riders' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // The sort chips show once "Filters" is opened, and hide again when it closes.
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Name' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Name' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('button', { name: 'Name' })).toBeNull();
  },
};

/** Phones with filters in the toolbar: one in effect, so the closed bar reads "Filters · 1". */
export const PhoneFilters: Story = {
  ...atViewport('phone'),
  args: {
    filterCount: 1,
    toolbar: (
      <Button size="sm" variant="secondary" aria-pressed="true">
        Verified only
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters · 1' });
    await expect(canvas.queryByRole('button', { name: 'Verified only' })).toBeNull();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Verified only' })).toBeVisible();
  },
};

/** Desktop: no "Filters" button; the toolbar's controls and the sortable headers show as always. */
export const DesktopHasNoFiltersButton: Story = {
  ...atViewport('desktop'),
  args: { ...PhoneFilters.args },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Verified only' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Name' })).toBeVisible();
  },
};

/** Narrower than its columns: the table keeps its width, scrolls, and shows a shadow on the hidden edge. */
export const ScrollsWithShadow: Story = {
  args: { columns: withActions },
  render: (args) => (
    <div style={{ width: 640 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Riders' });
    const frame = region.parentElement!;
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await waitFor(() => expect(frame).toHaveAttribute('data-scroll-end', 'true'));
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(frame).toHaveAttribute('data-scroll-start', 'true'));
    await waitFor(() => expect(frame).not.toHaveAttribute('data-scroll-end'));
  },
};

/** A long page in a short window: the header row stays in sight while the rows scroll under it. */
export const StickyHeader: Story = {
  args: { pageSize: 25 },
  // At the desktop viewport, 1052px makes the table 1050px wide, so every column edge falls on a whole
  // pixel (24% and six equal shares of 1050). At the 900px default the header text sat at x.516, and the
  // scrolled header was painted 1px apart in about one render in four (same layout, a different snap).
  ...atViewport('desktop'),
  render: (args) => (
    <div style={{ height: 400, width: 1052, display: 'flex', flexDirection: 'column' }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Rows take their height once the font is in: a scroll made before would then be moved by the
    // browser's scroll anchoring (by a few px, depending on when the font came), and the picture with it.
    await document.fonts.ready;
    const region = canvas.getByRole('region', { name: 'Riders' });
    region.style.maxHeight = '300px';
    region.scrollTop = 200;
    const head = canvas.getByRole('columnheader', { name: 'Email' });
    await waitFor(() => expect(Math.round(head.getBoundingClientRect().top)).toBe(Math.round(region.getBoundingClientRect().top)));
  },
};

function LoadThenData(args: DataTableProps<Person>) {
  const [loading, setLoading] = useState(true);
  return (
    <div style={{ width: 900 }}>
      <Button size="sm" onClick={() => setLoading(false)}>
        Load
      </Button>
      <DataTable {...args} columns={wideColumns} loading={loading} />
    </div>
  );
}

/** The header row has the same size under skeleton rows as under data: nothing jumps when rows arrive. */
export const NoJumpWhenLoaded: Story = {
  args: { caption: 'Riders (ten columns)' },
  render: (args) => <LoadThenData {...args} />,
  play: async ({ canvas }) => {
    const boxes = () => canvas.getAllByRole('columnheader').map((h) => h.getBoundingClientRect()).map((r) => [Math.round(r.width), Math.round(r.height)]);
    const before = boxes();
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
    await expect(boxes()).toEqual(before);
  },
};

/** An empty message wraps inside the visible box, never runs off a narrow one. */
export const EmptyNarrow: Story = {
  args: { data: [], emptyText: 'No rides match this filter or search', columns: withActions },
  render: (args) => (
    <div style={{ width: 320 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText('No rides match this filter or search');
    const region = canvas.getByRole('region', { name: 'Riders' });
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1);
  },
};

export const DarkPhone: Story = {
  ...atViewport('phone'),
  globals: { ...atViewport('phone').globals, theme: 'dark' },
  args: { columns: withActions, serialColumn: { header: 'S/N' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    columns: peopleColumns({ maskPhone: true }),
    serialColumn: { header: 'S/N' },
    initialState: { sort: { id: 'balance', desc: true } },
    onRowClick: fn(),
    pagination: 'pages',
  },
};

export const DarkLoading: Story = {
  globals: { theme: 'dark' },
  args: { loading: true },
};

/** The opt-in checkbox column, held by its owner as a bulk action's screen would hold it. */
function SelectableTable(props: DataTableProps<Person>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <>
      <p data-testid="selected-count">{`${selected.size} selected`}</p>
      <DataTable {...props} selection={{ selected, onChange: setSelected, rowLabel: (p) => `Select ${p.name}` }} />
    </>
  );
}
const rowBox = (canvasElement: HTMLElement, i: number) => within(bodyRows(canvasElement)[i]!).getByRole<HTMLInputElement>('checkbox');

/**
 * Selection: a box per row named after the row ("Select Adaeze Okafor"), Shift-click for a range from
 * the box clicked before, and the page's select-all, mixed while only some of the page are selected.
 */
export const Selectable: Story = {
  ...atViewport('desktop'),
  args: { columns: withActions },
  render: (args) => <SelectableTable {...args} />,
  // The play's own userEvent: one instance, so Shift held by keyboard() is still down for the click.
  play: async ({ canvas, canvasElement, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(all).not.toBeChecked();
    const first = rowBox(canvasElement, 0);
    await expect(first).toHaveAccessibleName(`Select ${people[0]!.name}`);
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(all).toBePartiallyChecked();
    // Shift-click the fourth: rows 1 to 4 are selected.
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(rowBox(canvasElement, 3));
    await userEvent.keyboard('{/Shift}');
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('4 selected');
    await expect(rowBox(canvasElement, 2)).toBeChecked();
    await expect(rowBox(canvasElement, 4)).not.toBeChecked();
    // Select-all takes the whole page; again, it clears it.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('10 selected');
    await userEvent.click(all);
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('0 selected');
    // Space on a focused box toggles it, as on any checkbox.
    rowBox(canvasElement, 1).focus();
    await userEvent.keyboard(' ');
    await expect(rowBox(canvasElement, 1)).toBeChecked();
  },
};

/**
 * The keyboard grid (docs/product.md §17): the page's rows are one Tab stop; ↑/↓ move, Home/End go to
 * the page's ends, PageUp/PageDown change page and focus its first row, Enter/Space open, x selects.
 */
export const KeyboardGrid: Story = {
  ...atViewport('desktop'),
  args: { columns: withActions, onRowClick: fn(), pagination: 'pages' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const rows = () => bodyRows(canvasElement);
    await expect(rows().filter((r) => r.tabIndex === 0)).toEqual([rows()[0]]);
    // Tab from the last header button lands on the first row.
    within(canvasElement.querySelector('thead')!).getAllByRole('button').at(-1)!.focus();
    await userEvent.tab();
    await expect(rows()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows()[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(people[2]);
    await userEvent.keyboard('x');
    await expect(rowBox(canvasElement, 2)).toBeChecked();
    await expect(rows().filter((r) => r.tabIndex === 0)).toEqual([rows()[2]]);
    await userEvent.keyboard('{End}');
    await expect(rows()[9]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rows()[0]).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 9 pages');
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    await expect(rows()[0]).toHaveTextContent(people[10]!.name);
    // The picture: page 2, its second row selected and focused.
    await userEvent.keyboard('{ArrowDown}x');
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('2 selected');
    await expect(rows()[1]).toHaveFocus();
  },
};

/** Selection on a phone: the row's box sits at the card's top corner, beside the name, and nothing runs off the side. */
export const SelectablePhone: Story = {
  ...atViewport('phone'),
  args: { columns: withActions },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const row = bodyRows(canvasElement)[0]!;
    const box = rowBox(canvasElement, 0);
    await userEvent.click(box);
    await expect(box).toBeChecked();
    const boxRect = box.getBoundingClientRect();
    const rowRect = row.getBoundingClientRect();
    const name = document.createRange();
    name.selectNodeContents(row.querySelector('td[data-card="primary"]')!);
    await expect(boxRect.right).toBeLessThanOrEqual(rowRect.right);
    await expect(boxRect.top).toBeLessThan(rowRect.top + 40);
    // The name never runs under the box.
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(boxRect.left);
    const region = canvas.getByRole('region', { name: 'Riders' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // The page's select-all is first among the chips behind "Filters".
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeVisible();
  },
};

export const SelectableDark: Story = {
  ...atViewport('desktop'),
  globals: { ...atViewport('desktop').globals, theme: 'dark' },
  args: { columns: withActions },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(rowBox(canvasElement, 1));
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toBePartiallyChecked();
  },
};

export const SelectableDarkPhone: Story = {
  ...atViewport('phone'),
  globals: { ...atViewport('phone').globals, theme: 'dark' },
  args: { columns: withActions },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(rowBox(canvasElement, 0));
    await expect(rowBox(canvasElement, 0)).toBeChecked();
  },
};

const DEFAULT_LAYOUT: DataTableColumnLayout = { columnOrder: [], columnSizing: {} };

/** A table whose owner keeps its column layout (an app stores it: docs/product.md, "Column layout"). */
function LayoutTable(args: DataTableProps<Person>) {
  const [state, setState] = useState(DEFAULT_LAYOUT);
  return (
    <>
      <DataTable {...args} columnLayout={{ state, onChange: setState }} />
      <output aria-label="Layout">{JSON.stringify(state)}</output>
    </>
  );
}

const headerTexts = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('columnheader').map((h) => h.textContent);

/**
 * Column layout: hover a header for its column menu (Move left, Move right, Resize column, Reset columns)
 * and the resize handle at its edge (drag it, or "Resize column" and ←/→; Shift for larger steps).
 */
export const ColumnLayout: Story = {
  ...atViewport('desktop'),
  render: (args) => <LayoutTable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const area = canvas.getByRole('separator', { name: 'Resize Area' });
    const th = area.closest('th')!;
    // The handle reads the width on screen once the table has been measured (a column without a width of its
    // own stretches with the viewport): a read before that met the unmeasured width. The layout may still move
    // a pixel or two after a first match (the web font, the scroll box's bar), so the width must hold, on
    // screen and in the handle, for two reads in a row (a fresh clone's run once read 171 px, then pressed on 169).
    await document.fonts.ready;
    let seen = -1;
    await waitFor(() => {
      const width = Math.round(th.getBoundingClientRect().width);
      const held = width === seen && Number(area.getAttribute('aria-valuenow')) === width;
      seen = width;
      expect(held).toBe(true);
    });
    const before = Number(area.getAttribute('aria-valuenow'));
    await expect(before).toBeGreaterThan(0);
    // The keyboard handle: → widens by 16 px a press.
    area.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(area).toHaveAttribute('aria-valuenow', String(before + 32)));
    await waitFor(() => expect(Math.round(th.getBoundingClientRect().width)).toBe(before + 32));
    await expect(canvas.getByRole('status', { name: 'Layout' })).toHaveTextContent(`"area":${before + 32}`);
    // The pointer: drag the edge 40 px further.
    const x = area.getBoundingClientRect().left + 3;
    area.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: x }));
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x + 40 }));
    document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x + 40 }));
    await waitFor(() => expect(area).toHaveAttribute('aria-valuenow', String(before + 72)));

    // The menu: move Email to the left of Name.
    await userEvent.click(canvas.getByRole('button', { name: 'Email column options' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Move left' }));
    await waitFor(() => expect(headerTexts(canvasElement).slice(0, 2)).toEqual(['Email', 'Name']));
    await expect(canvas.getByRole('button', { name: 'Email column options' })).toHaveFocus();
    // Sorting by header still works, aria-sort on the th.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(canvas.getByRole('button', { name: 'Name' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');

    // Reset: the default order and widths.
    await userEvent.click(canvas.getByRole('button', { name: 'Trips column options' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Reset columns' }));
    await waitFor(() => expect(headerTexts(canvasElement).slice(0, 2)).toEqual(['Name', 'Email']));
    await waitFor(() => expect(canvas.getByRole('separator', { name: 'Resize Area' })).toHaveAttribute('aria-valuenow', String(before)));
    await expect(canvas.getByRole('status', { name: 'Layout' })).toHaveTextContent('{"columnOrder":[],"columnSizing":{}}');
    // The handle stays seen while focused (a gold-brown line).
    canvas.getByRole('separator', { name: 'Resize Name' }).focus();
  },
};

export const ColumnLayoutDark: Story = {
  ...ColumnLayout,
  globals: { ...atViewport('desktop').globals, theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Phone column options' });
    // The menu is placed under its button when it opens: open it once the web font has set the header's
    // place (a fresh run opened it 6 px lower, under the fallback font's header), held for two reads.
    await document.fonts.ready;
    let seen = -1;
    await waitFor(() => {
      const bottom = Math.round(button.getBoundingClientRect().bottom);
      const held = bottom === seen;
      seen = bottom;
      expect(held).toBe(true);
    });
    await userEvent.click(button);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Phone column options' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  },
};

/** Phones: the rows are cards, with no resize handles or column menus. */
export const ColumnLayoutPhone: Story = {
  ...atViewport('phone'),
  render: (args) => <LayoutTable {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('button', { name: 'Name' })).toBeVisible();
    await expect(canvas.queryByRole('separator')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /column options/ })).toBeNull();
  },
};

export const Playground: Story = {
  args: { serialColumn: { header: 'S/N' }, onRowClick: fn() },
};
