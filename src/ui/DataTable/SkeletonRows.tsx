import { Cell, SkeletonBar, TableRow } from './DataTable.styles';

/** Placeholder rows while loading: the final row height and column count, hidden from screen readers. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <TableRow key={i} data-skeleton="true" aria-hidden="true">
          {Array.from({ length: columns }, (_, j) => (
            <Cell key={j}>
              <SkeletonBar data-w={(i + j) % 3} />
            </Cell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
