import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataTableColumn, type DataTableColumnLayout } from './DataTable';
import { makePeople, type Person, PeopleTable } from './DataTable.fixtures';
import { RESIZE_MAX, RESIZE_MIN } from './ColumnTools';

// Column layout (docs/product.md, "Column layout"): resize handles, the column menu and the owner's state.
const people = makePeople(12);
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', width: '160px', cell: (p) => p.name, sortValue: (p) => p.name, maxWidth: '150px' },
  { id: 'area', header: 'Area', width: '120px', cell: (p) => p.area, sortValue: (p) => p.area },
  { id: 'trips', header: 'Trips', width: '80px', cell: (p) => p.trips, sortValue: (p) => p.trips, align: 'end' },
];
const EMPTY: DataTableColumnLayout = { columnOrder: [], columnSizing: {} };

function Owned({ initial = EMPTY, onChange }: { initial?: DataTableColumnLayout; onChange?: (next: DataTableColumnLayout) => void }) {
  const [state, setState] = useState(initial);
  return (
    <PeopleTable
      data={people}
      columns={columns}
      columnLayout={{
        state,
        onChange: (next) => {
          onChange?.(next);
          setState(next);
        },
      }}
    />
  );
}

function setup(initial?: DataTableColumnLayout) {
  const user = userEvent.setup();
  const onChange = vi.fn<(next: DataTableColumnLayout) => void>();
  render(<Owned initial={initial} onChange={onChange} />);
  return { user, onChange };
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const handle = (name: string) => screen.getByRole('separator', { name: `Resize ${name}` });
const th = (name: string) => handle(name).closest('th')!;
const firstRowCells = () => Array.from(screen.getAllByRole<HTMLTableRowElement>('row')[1]!.cells, (c) => c.textContent);

describe('DataTable column layout', () => {
  it('names each resize handle and gives its width and bounds', () => {
    setup();
    const h = handle('Area');
    expect(h).toHaveAttribute('aria-orientation', 'vertical');
    expect(h).toHaveAttribute('aria-valuenow', '120');
    expect(h).toHaveAttribute('aria-valuemin', String(RESIZE_MIN));
    expect(h).toHaveAttribute('aria-valuemax', String(RESIZE_MAX));
    // Not a Tab stop of its own: the column menu's "Resize column" focuses it.
    expect(h).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Trips column options' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('resizes a column with ← and → (16 px a press, 64 with Shift) and reports the new width', async () => {
    const { user, onChange } = setup();
    handle('Area').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle('Area')).toHaveAttribute('aria-valuenow', '152');
    expect(th('Area').style.width).toBe('152px');
    expect(onChange).toHaveBeenLastCalledWith({ columnOrder: [], columnSizing: { area: 152 } });
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(handle('Area')).toHaveAttribute('aria-valuenow', '88');
    expect(onChange).toHaveBeenLastCalledWith({ columnOrder: [], columnSizing: { area: 88 } });
    // Never below the least width; the other columns keep their own widths.
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(handle('Area')).toHaveAttribute('aria-valuenow', String(RESIZE_MIN));
    expect(th('Name').style.width).toBe('160px');
    expect(handle('Area')).toHaveFocus();
  });

  it('"Resize column" in the menu focuses the handle; Escape or Enter give the focus back to the menu\'s button', async () => {
    const { user, onChange } = setup();
    const button = screen.getByRole('button', { name: 'Area column options' });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Resize column' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(handle('Area')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ columnOrder: [], columnSizing: { area: 136 } });
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(handle('Area')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
  });

  it('has two Tab stops a sortable header: its sort button and its column menu, not the handle', async () => {
    const { user } = setup();
    screen.getByRole('button', { name: 'Name' }).focus();
    const stops: string[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      stops.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    }
    expect(stops).toEqual(['Name column options', 'Area', 'Area column options', 'Trips', 'Trips column options']);
  });

  it('resizes a column by dragging its handle with the pointer', () => {
    const { onChange } = setup();
    fireEvent.mouseDown(handle('Area'), { clientX: 300 });
    fireEvent.mouseMove(document, { clientX: 340 });
    fireEvent.mouseUp(document, { clientX: 340 });
    expect(onChange).toHaveBeenLastCalledWith({ columnOrder: [], columnSizing: { area: 160 } });
    expect(handle('Area')).toHaveAttribute('aria-valuenow', '160');
    expect(th('Area').style.width).toBe('160px');
    // A double click gives the column its own width back.
    fireEvent.doubleClick(handle('Area'));
    expect(onChange).toHaveBeenLastCalledWith({ columnOrder: [], columnSizing: {} });
    expect(th('Area').style.width).toBe('120px');
  });

  it('lifts a clipped column’s maxWidth once it is sized', async () => {
    const { user } = setup();
    const table = screen.getByRole('table');
    expect(table.style.getPropertyValue('--k-clip-name')).toBe('');
    handle('Name').focus();
    await user.keyboard('{ArrowRight}');
    expect(table.style.getPropertyValue('--k-clip-name')).toBe('100%');
  });

  it('moves a column left and right from its menu; the ends are disabled', async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Name column options' }));
    const menu = screen.getByRole('menu', { name: 'Name column options' });
    expect(within(menu).getByRole('menuitem', { name: 'Move left' })).toHaveAttribute('aria-disabled', 'true');
    // The first enabled item has focus.
    expect(within(menu).getByRole('menuitem', { name: 'Move right' })).toHaveFocus();
    await user.click(within(menu).getByRole('menuitem', { name: 'Move left' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    // The click focused the disabled item; ↓ reaches "Move right".
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(headers()).toEqual(['Area', 'Name', 'Trips']);
    expect(firstRowCells()[0]).toBe(people[0]!.area);
    expect(onChange).toHaveBeenLastCalledWith({ columnOrder: ['area', 'name', 'trips'], columnSizing: {} });
    // Focus stays on the moved column's menu button.
    expect(screen.getByRole('button', { name: 'Name column options' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Trips column options' }));
    expect(screen.getByRole('menuitem', { name: 'Move right' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Move left' }));
    expect(headers()).toEqual(['Area', 'Trips', 'Name']);
    expect(onChange).toHaveBeenLastCalledWith({ columnOrder: ['area', 'trips', 'name'], columnSizing: {} });
  });

  it('"Reset columns" restores the default order and widths', async () => {
    const { user, onChange } = setup({ columnOrder: ['trips', 'area'], columnSizing: { name: 300 } });
    expect(headers()).toEqual(['Trips', 'Area', 'Name']);
    expect(th('Name').style.width).toBe('300px');
    await user.click(screen.getByRole('button', { name: 'Area column options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset columns' }));
    expect(onChange).toHaveBeenLastCalledWith({ columnOrder: [], columnSizing: {} });
    expect(headers()).toEqual(['Name', 'Area', 'Trips']);
    expect(th('Name').style.width).toBe('160px');
    // The focus is back on the button the menu came from (not on the page's body), in its new place too.
    expect(screen.getByRole('button', { name: 'Area column options' })).toHaveFocus();
    // Already the default: nothing moves, and the focus is on the button all the same.
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Area column options' })).toHaveFocus();
  });

  it('Tab closes the menu and goes on from its button, Shift+Tab back from it', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Area column options' });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Trips' })).toHaveFocus();
    await user.click(button);
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Area' })).toHaveFocus();
  });

  it('names each header by its label alone, not by its tools (screen readers say it before every cell)', () => {
    setup();
    expect(screen.getAllByRole('columnheader').map((h) => h.getAttribute('aria-label'))).toEqual(['Name', 'Area', 'Trips']);
    expect(screen.getByRole('columnheader', { name: 'Area' })).toBe(th('Area'));
  });

  it('ignores columns the layout names that the table does not have, and bad widths', () => {
    setup({ columnOrder: ['gone', 'trips', 'trips'], columnSizing: { gone: 200, area: Number.NaN, name: 9999 } });
    expect(headers()).toEqual(['Trips', 'Name', 'Area']);
    expect(th('Area').style.width).toBe('120px');
    expect(handle('Name')).toHaveAttribute('aria-valuenow', String(RESIZE_MAX));
  });

  it('keeps sorting by header click, with aria-sort on the th', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Trips' }));
    expect(screen.getAllByRole('columnheader')[2]).toHaveAttribute('aria-sort', 'ascending');
    // A click on the handle or the menu button does not sort.
    await user.click(handle('Area'));
    await user.click(screen.getByRole('button', { name: 'Area column options' }));
    expect(th('Area')).toHaveAttribute('aria-sort', 'none');
  });

  it('Escape closes the menu and gives focus back to its button', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Area column options' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('has no tools without the prop', () => {
    render(<PeopleTable data={people} columns={columns} />);
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.queryByRole('button', { name: /column options/ })).toBeNull();
  });
});
