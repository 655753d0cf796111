import type { DataTableColumn, DataTableExportColumn, DataTableExportView } from './types';

/**
 * The rows and columns an export writes: every row of the view (row filter, search and sort applied;
 * all pages) in the view's order, the serial column when the table shows one, then the columns a user
 * sees that have `exportAs` (and the values they show beside it, `exportAlso`), in the order the table
 * shows them (`shownOrder`, the column ids in the user's column layout; docs/product.md §10, §21).
 * Hidden columns (role, display switch) and masked ones are left out: an export never holds what the
 * screen hides.
 */
export function exportView<T>(
  data: readonly T[],
  view: ArrayLike<number> | null,
  columns: readonly DataTableColumn<T>[],
  serialHeader?: string,
  shownOrder?: readonly string[],
): DataTableExportView<T> {
  const rows: T[] = view ? Array.from(view, (i) => data[i]!) : data.slice();
  const out: DataTableExportColumn<T>[] = [];
  if (serialHeader !== undefined) out.push({ header: serialHeader, type: 'number', value: (_row, i) => i + 1 });
  for (const c of inOrder(columns, shownOrder)) {
    if (c.hidden || c.masked || !c.exportAs) continue;
    for (const { header, exportAs } of [{ header: c.header, exportAs: c.exportAs }, ...(c.exportAlso ?? [])]) {
      const { type, value } = exportAs;
      out.push({ header, type, value: (row) => value(row) });
    }
  }
  return { rows, columns: out };
}

/** `columns` in the order of the ids in `order` (a column not in it keeps its place after them). */
function inOrder<C extends { id: string }>(columns: readonly C[], order: readonly string[] | undefined): readonly C[] {
  if (!order?.length) return columns;
  const at = new Map(order.map((id, i) => [id, i]));
  return columns
    .map((c, i) => ({ c, key: at.get(c.id) ?? order.length + i }))
    .sort((a, b) => a.key - b.key)
    .map(({ c }) => c);
}
