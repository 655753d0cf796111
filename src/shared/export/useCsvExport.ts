import { useCallback } from 'react';
import { buildCsvChunks, csvFileName, downloadText } from '../../lib/export/csv';
import { notify } from '../../lib/notify';
import type { DataTableExportView } from '../../ui/DataTable';

/**
 * The `onExport` of a list's DataTable: writes the view it is given (every row matching the search, tab,
 * filters and date range, in the table's order; visible, unmasked columns) as `kero-<screen>-<Lagos
 * date>.csv` (docs/product.md, "Export"). The file is built in slices that yield, so 60,000 rows never
 * hold the page for long.
 */
export function useCsvExport<T>(screen: string): (view: DataTableExportView<T>) => Promise<void> {
  return useCallback(
    async (view: DataTableExportView<T>) => {
      try {
        const chunks = await buildCsvChunks(view.rows, view.columns);
        downloadText(csvFileName(screen), chunks);
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return;
        notify.show('error', 'Export failed', { autoClose: 2000 });
      }
    },
    [screen],
  );
}
