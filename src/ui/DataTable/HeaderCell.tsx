import type { Header, RowData } from '@tanstack/react-table';
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

/** One column header: a sort button with `aria-sort` on sortable columns, plain text otherwise. */
export function HeaderCell<T extends RowData>({ header, width, table }: { header: Header<Features, T>; width?: string; table: TanstackTable<T> }) {
  const column = header.column;
  const canSort = column.getCanSort();
  const dir = column.getIsSorted();
  const { align, card } = metaOf(column.columnDef.meta);
  return (
    <HeadCell
      scope="col"
      data-align={align}
      data-card={card}
      style={width ? { width } : undefined}
      aria-sort={canSort ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
    >
      {canSort ? (
        <SortButton type="button" onClick={column.getToggleSortingHandler()} data-active={dir ? true : undefined}>
          <SortLabel text={String(column.columnDef.header ?? '')} dir={dir} end={align === 'end'} />
        </SortButton>
      ) : (
        <HeadLabel>
          <table.FlexRender header={header} />
        </HeadLabel>
      )}
    </HeadCell>
  );
}
