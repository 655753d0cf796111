import { memo, type MouseEvent, type ReactNode } from 'react';
import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import { BODY_ROW } from './DataTable.styles';
import { SelectCell } from './SelectCells';
import { metaOf, type Features } from './tanstack';

export interface BodyRowProps<T extends RowData> {
  row: Row<Features, T>;
  serial: number | null;
  /** Header of the serial column (its label on phone cards). */
  serialLabel?: string;
  clickable: boolean;
  onActivate: (row: T) => void;
  /** Roving focus (useRovingRows): 0 for the page's one Tab stop, -1 for the other rows, undefined when rows take no focus. */
  tabIndex: 0 | -1 | undefined;
  /** Changes when visible columns change, so memoised rows re-render then. */
  columnsKey: unknown;
  /** Position on the page (selection ranges). */
  index: number;
  /** The row's selection box is checked; null when the table has no selection column. */
  selected: boolean | null;
  /** Accessible name of the box ("Select Chioma Eze"). */
  selectLabel: string;
  selectDisabled: boolean;
  /** A box changed: its row's position, its new state and whether Shift was held (a range). */
  onSelect: (index: number, checked: boolean, range: boolean) => void;
}

/**
 * The same row as before: the same record (TanStack makes new row objects for every new page of data,
 * so a key that keeps a record where it was would otherwise render its cells again) and the same props.
 */
function sameRow<T extends RowData>(a: BodyRowProps<T>, b: BodyRowProps<T>): boolean {
  for (const k of Object.keys(b) as (keyof BodyRowProps<T>)[]) {
    if (k === 'row' ? a.row.original !== b.row.original || a.row.id !== b.row.id : a[k] !== b[k]) return false;
  }
  return Object.keys(a).length === Object.keys(b).length;
}

// Rows re-render only when their record, serial, clickability or Tab stop changes (sameRow).
export const BodyRow = memo(function BodyRow<T extends RowData>({ row, serial, serialLabel, clickable, onActivate, tabIndex, index, selected, selectLabel, selectDisabled, onSelect }: BodyRowProps<T>) {
  const onClick = clickable
    ? (e: MouseEvent<HTMLTableRowElement>) => {
        // A button or link inside the row (Actions) handles its own click.
        if ((e.target as HTMLElement).closest('a, button, input, select, textarea, label') && e.target !== e.currentTarget) return;
        onActivate(row.original);
      }
    : undefined;
  // Keys (move, page, open, select) are handled once for the body by useRovingRows.
  return (
    <tr className={BODY_ROW} tabIndex={tabIndex} data-row={index} data-clickable={clickable || undefined} data-selected={selected || undefined} onClick={onClick}>
      {selected !== null && <SelectCell checked={selected} label={selectLabel} disabled={selectDisabled} onChange={(checked, range) => onSelect(index, checked, range)} />}
      {serial !== null && (
        <td data-serial="true" data-label={serialLabel}>
          {serial}
        </td>
      )}
      {row.getVisibleCells().map((cell) => {
        const meta = metaOf(cell.column.columnDef.meta);
        // data-label: the header, shown before the value when the row is a card on a phone.
        return (
          <td key={cell.column.id} data-align={meta.align} data-wrap={meta.wrap || undefined} data-card={meta.card} data-label={String(cell.column.columnDef.header ?? '')}>
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}, sameRow) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode;
