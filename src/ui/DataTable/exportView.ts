import type { DataTableColumn, DataTableExportColumn, DataTableExportView } from './types';

/**
 * The rows and columns an export writes: every row of the view (row filter, search and sort applied;
 * all pages) in the view's order, the serial column when the table shows one, then the columns a user
 * sees that have `exportAs` (and the values they show beside it, `exportAlso`). Hidden columns (role, display switch) and masked ones are left out: an
 * export never holds what the screen hides.
 */
export function exportView<T>(
  data: readonly T[],
  view: ArrayLike<number> | null,
  columns: readonly DataTableColumn<T>[],
  serialHeader?: string,
): DataTableExportView<T> {
  const rows: T[] = view ? Array.from(view, (i) => data[i]!) : data.slice();
  const out: DataTableExportColumn<T>[] = [];
  if (serialHeader !== undefined) out.push({ header: serialHeader, type: 'number', value: (_row, i) => i + 1 });
  for (const c of columns) {
    if (c.hidden || c.masked || !c.exportAs) continue;
    for (const { header, exportAs } of [{ header: c.header, exportAs: c.exportAs }, ...(c.exportAlso ?? [])]) {
      const { type, value } = exportAs;
      out.push({ header, type, value: (row) => value(row) });
    }
  }
  return { rows, columns: out };
}
