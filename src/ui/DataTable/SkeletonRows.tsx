import { BODY_ROW, SkeletonBar } from './DataTable.styles';

export interface SkeletonColumn {
  /** Header text: the label of the cell on phone cards. */
  label: string;
  card?: 'primary' | 'actions' | 'select';
  align?: 'start' | 'end';
}

/**
 * Placeholder rows while loading, hidden from screen readers: the final row height, the real columns
 * (so the fixed layout and the header wrapping do not move when data arrives) and, on phones, cards
 * with the final labels.
 */
export function SkeletonRows({ rows, columns }: { rows: number; columns: readonly SkeletonColumn[] }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <tr className={BODY_ROW} key={i} data-skeleton="true" aria-hidden="true">
          {columns.map((c, j) => (
            c.card === 'select' ? (
              <td key={j} data-select="true" />
            ) : (
              <td key={j} data-label={c.label} data-card={c.card} data-align={c.align}>
                <SkeletonBar data-w={(i + j) % 3} />
              </td>
            )
          ))}
        </tr>
      ))}
    </>
  );
}
