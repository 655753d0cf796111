import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataTableColumn, type DataTableProps } from './DataTable';
import { makePeople, peopleColumns, type Person, PeopleTable } from './DataTable.fixtures';

// The keyboard grid (docs/product.md §17): the rows are one Tab stop, and keys on a row move, page, open and select.
const people = makePeople(83);
const columns: DataTableColumn<Person>[] = [...peopleColumns(), { id: 'actions', header: 'Actions', cell: () => <button type="button">Delete</button> }];

function Selectable(props: Partial<DataTableProps<Person>>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <>
      <p data-testid="count">{`${selected.size} selected`}</p>
      <PeopleTable data={people} columns={columns} selection={{ selected, onChange: setSelected, rowLabel: (p) => `Select ${p.name}` }} {...props} />
    </>
  );
}

function setup(props: Partial<DataTableProps<Person>> = {}) {
  const user = userEvent.setup();
  const onRowClick = vi.fn<(p: Person) => void>();
  const utils = render(<PeopleTable data={people} columns={columns} onRowClick={onRowClick} {...props} />);
  return { user, onRowClick, ...utils };
}

const bodyRows = () => screen.getAllByRole<HTMLTableRowElement>('row').slice(1);
const names = () => bodyRows().map((r) => r.cells[0]!.textContent);
const stops = () => bodyRows().filter((r) => r.tabIndex === 0);

describe('DataTable keyboard grid', () => {
  it('makes the page one Tab stop: the first row, then the row focused last', async () => {
    // No buttons in the rows here (a row's own buttons keep their Tab stops).
    const { user } = setup({ columns: peopleColumns(), pagination: 'pages' });
    expect(stops()).toEqual([bodyRows()[0]]);
    expect(bodyRows().slice(1).every((r) => r.getAttribute('tabindex') === '-1')).toBe(true);

    // Tab from the last header button reaches the first row; the next Tab leaves the rows.
    const headerButtons = within(screen.getAllByRole('rowgroup')[0]!).getAllByRole('button');
    headerButtons.at(-1)!.focus();
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(bodyRows()[3]).toHaveFocus();
    expect(stops()).toEqual([bodyRows()[3]]);
    await user.tab();
    expect(document.activeElement?.closest('tbody')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toContainElement(document.activeElement as HTMLElement);
    // Shift+Tab comes back to the row left, not the first.
    await user.tab({ shift: true });
    expect(bodyRows()[3]).toHaveFocus();
  });

  it('moves with ↑/↓ and Home/End within the page, and stops at its ends', async () => {
    const { user } = setup();
    bodyRows()[0]!.focus();
    await user.keyboard('{ArrowUp}');
    expect(bodyRows()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(bodyRows()[9]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[9]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(bodyRows()[8]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(bodyRows()[0]).toHaveFocus();
    expect(stops()).toEqual([bodyRows()[0]]);
  });

  it('changes page with PageDown/PageUp and focuses the first row; nothing past the first or last page', async () => {
    const { user } = setup({ pagination: 'pages' });
    const status = screen.getByRole('status');
    bodyRows()[4]!.focus();
    await user.keyboard('{PageUp}');
    expect(status).toHaveTextContent('Showing 1 of 9 pages');
    expect(bodyRows()[4]).toHaveFocus();

    await user.keyboard('{PageDown}');
    expect(status).toHaveTextContent('Showing 2 of 9 pages');
    expect(names()[0]).toBe(people[10]!.name);
    expect(bodyRows()[0]).toHaveFocus();
    expect(stops()).toEqual([bodyRows()[0]]);

    await user.keyboard('{End}{PageUp}');
    expect(status).toHaveTextContent('Showing 1 of 9 pages');
    expect(names()[0]).toBe(people[0]!.name);
    expect(bodyRows()[0]).toHaveFocus();

    // The last page has 3 rows; PageDown there does nothing.
    screen.getByRole('button', { name: 'Last' }).click();
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(3));
    bodyRows()[2]!.focus();
    await user.keyboard('{PageDown}');
    expect(status).toHaveTextContent('Showing 9 of 9 pages');
    expect(bodyRows()[2]).toHaveFocus();
  });

  it('opens the row with Enter or Space, only where the row opens', async () => {
    const { user, onRowClick } = setup({ isRowClickable: (p) => p.id !== people[2]!.id });
    bodyRows()[1]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);
    await user.keyboard('{ArrowDown}');
    // The third row is in the grid (reachable) but does not open.
    expect(bodyRows()[2]).toHaveFocus();
    await user.keyboard('{Enter} ');
    expect(onRowClick).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown} ');
    expect(onRowClick).toHaveBeenLastCalledWith(people[3]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('opens a row without a row click through onRowEnter (a review), by key only', async () => {
    const onRowEnter = vi.fn<(p: Person) => void>();
    const { user } = setup({ onRowClick: undefined, onRowEnter });
    const rows = bodyRows();
    expect(stops()).toEqual([rows[0]]);
    expect(rows[0]).not.toHaveAttribute('data-clickable');
    await user.click(rows[1]!.cells[0]!);
    expect(onRowEnter).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRowEnter).toHaveBeenLastCalledWith(people[2]);
    await user.keyboard(' ');
    expect(onRowEnter).toHaveBeenCalledTimes(2);
  });

  it('answers keys only on the row itself, not in a button or checkbox inside it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn<(p: Person) => void>();
    render(<Selectable onRowClick={onRowClick} />);
    const del = within(bodyRows()[1]!).getByRole('button', { name: 'Delete' });
    del.focus();
    await user.keyboard('{ArrowDown}{End}x');
    expect(del).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).not.toHaveBeenCalled();
    const box = within(bodyRows()[1]!).getByRole('checkbox');
    box.focus();
    await user.keyboard('x{ArrowDown}');
    expect(box).toHaveFocus();
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('count')).toHaveTextContent('0 selected');
  });

  it('toggles the row’s selection with x where the table has selection', async () => {
    const user = userEvent.setup();
    render(<Selectable />);
    // Selection alone makes the rows a grid, one Tab stop.
    expect(stops()).toEqual([bodyRows()[0]]);
    bodyRows()[0]!.focus();
    await user.keyboard('x{ArrowDown}{ArrowDown}x');
    expect(within(bodyRows()[0]!).getByRole('checkbox')).toBeChecked();
    expect(within(bodyRows()[1]!).getByRole('checkbox')).not.toBeChecked();
    expect(within(bodyRows()[2]!).getByRole('checkbox')).toBeChecked();
    expect(screen.getByTestId('count')).toHaveTextContent('2 selected');
    await user.keyboard('x');
    expect(within(bodyRows()[2]!).getByRole('checkbox')).not.toBeChecked();
    expect(bodyRows()[2]).toHaveFocus();
  });

  it('ignores x without selection, and keys with Ctrl, Alt or ⌘', async () => {
    const { user, onRowClick } = setup();
    bodyRows()[0]!.focus();
    await user.keyboard('x{Control>}{ArrowDown}{Enter}{/Control}{Alt>}{End}{/Alt}');
    expect(bodyRows()[0]).toHaveFocus();
    expect(onRowClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('keeps one Tab stop when the page’s rows change: the last row when fewer remain', async () => {
    const { user } = setup();
    bodyRows()[0]!.focus();
    await user.keyboard('{End}');
    expect(stops()).toEqual([bodyRows()[9]]);
    // A search leaves fewer rows than the row focused last: the last of them is the Tab stop.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), people[5]!.email);
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(stops()).toEqual([bodyRows()[0]]);
  });

  it('makes no row focusable in a table that neither opens nor selects rows', () => {
    setup({ onRowClick: undefined });
    expect(bodyRows().some((r) => r.hasAttribute('tabindex'))).toBe(false);
  });
});
