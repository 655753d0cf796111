import { useRef } from 'react';
import type { Header, RowData } from '@tanstack/react-table';
import { ColumnMenu, ColumnResizeHandle } from './ColumnTools';
import { HeadCell, HeadLabel, NoWrap, SortButton, SortIcon } from './DataTable.styles';
import { metaOf, type Features, type TanstackTable } from './tanstack';

function SortGlyph({ dir, place }: { dir: 'asc' | 'desc' | false; place?: 'start' }) {
  return (
    <SortIcon width="10" height="14" viewBox="0 0 10 14" aria-hidden="true" focusable="false" data-dir={dir || 'none'} data-place={place}>
      <path className="up" d="M5 1 9 5.5H1z" />
      <path className="down" d="M5 13 1 8.5h8z" />
    </SortIcon>
  );
}

/**
 * Header text with the sort icon glued to its outer word (after the last word; before the first in
 * end-aligned columns), so a label that wraps onto two lines keeps the icon right beside the text.
 * End-aligned columns carry both icons: on phones, where the headers are a row of chips, the one after
 * the text shows, as on every other chip (DataTable.styles.ts).
 */
function SortLabel({ text, dir, end }: { text: string; dir: 'asc' | 'desc' | false; end: boolean }) {
  const glyph = <SortGlyph dir={dir} />;
  if (end) {
    const cut = text.indexOf(' ');
    return (
      <>
        <NoWrap>
          <SortGlyph dir={dir} place="start" />
          {cut < 0 ? text : text.slice(0, cut)}
        </NoWrap>
        {cut < 0 ? null : text.slice(cut)}
        {glyph}
      </>
    );
  }
  const cut = text.lastIndexOf(' ');
  return (
    <>
      {cut < 0 ? null : text.slice(0, cut + 1)}
      <NoWrap>
        {text.slice(cut + 1)}
        {glyph}
      </NoWrap>
    </>
  );
}

/** Column layout actions of a header (DataTable's `columnLayout`). */
export interface HeaderTools {
  onMove: (id: string, by: -1 | 1) => void;
  /** Back to the default layout, from the column menu of column `id` (its button keeps the focus). */
  onReset: (id: string) => void;
  onResetWidth: (id: string) => void;
}

/**
 * One column header: a sort button with `aria-sort` on sortable columns, plain text otherwise; with a
 * column layout, also a resize handle at its edge and a column menu (ColumnTools).
 */
export function HeaderCell<T extends RowData>({ header, width, table, tools }: { header: Header<Features, T>; width?: string; table: TanstackTable<T>; tools?: HeaderTools | null }) {
  const column = header.column;
  const canSort = column.getCanSort();
  const dir = column.getIsSorted();
  const { align, card } = metaOf(column.columnDef.meta);
  const text = String(column.columnDef.header ?? '');
  const handle = useRef<HTMLDivElement>(null);
  return (
    <HeadCell
      scope="col"
      data-align={align}
      data-card={card}
      data-col={column.id}
      style={width ? { width } : undefined}
      // The header's name is its label: named from its content it took in the column tools' names and the
      // width ("Name Name column options 201"), which screen readers say before every cell of the column.
      aria-label={text || undefined}
      aria-sort={canSort ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
    >
      {canSort ? (
        <SortButton type="button" onClick={column.getToggleSortingHandler()} data-active={dir ? true : undefined}>
          <SortLabel text={text} dir={dir} end={align === 'end'} />
        </SortButton>
      ) : (
        <HeadLabel>
          <table.FlexRender header={header} />
        </HeadLabel>
      )}
      {tools && (
        <>
          <ColumnMenu
            header={text}
            side={align === 'end' ? 'start' : 'end'}
            canMoveLeft={!column.getIsFirstColumn()}
            canMoveRight={!column.getIsLastColumn()}
            onMoveLeft={() => tools.onMove(column.id, -1)}
            onMoveRight={() => tools.onMove(column.id, 1)}
            onReset={() => tools.onReset(column.id)}
            onResizeKeys={() => handle.current?.focus()}
          />
          <ColumnResizeHandle
            ref={handle}
            header={text}
            width={header.getSize()}
            resizing={column.getIsResizing()}
            onResize={(w) => table.setColumnSizing((old) => ({ ...old, [column.id]: w }))}
            onDragStart={header.getResizeHandler()}
            onReset={() => tools.onResetWidth(column.id)}
          />
        </>
      )}
    </HeadCell>
  );
}
