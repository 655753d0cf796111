import { useCallback, useEffect, useRef, useState } from 'react';
import { BOM, buildCsvChunks, csvFileName, downloadBlob, headerLine, type CsvColumn } from '../../lib/export/csv';
import { LIMIT, toRequestParams, type ListName, type ListQuery, type Paging } from '../../lib/listQuery';
import { notify } from '../../lib/notify';
import { subscribeSession } from '../../lib/session';
import type { DataTableExportView } from '../../ui/DataTable';
import { useCsvExport } from './useCsvExport';

export interface ExportProgress {
  done: number;
  total: number;
  cancel: () => void;
}

/** One page of the view from the server: its records and how many the view holds in all. */
export type FetchExportPage<T> = (page: number, limit: number, signal: AbortSignal) => Promise<{ rows: readonly T[]; total: number }>;

/**
 * Page Blobs joined into one as the walk goes: the file's own Blob then joins a few dozen parts, not one
 * a page. Joining 1,021 parts (1,020,000 records, 142 MB) was one main-thread task of 32–46 ms, with the
 * object URL's 20–40 ms after it in the same task; 32 groups join in about 1 ms (docs/performance.md,
 * "Server mode: export at a million records").
 */
export const PARTS_PER_GROUP = 32;

/**
 * Export in server mode (docs/product.md, "Export"): the view is on the server, so the file walks its
 * pages (1,000 records each) in order, with "Exporting X of Y" and Cancel, and is assembled as it comes:
 * each page becomes a Blob part, never one big string. The columns are the table's (visible, unmasked).
 */
export function useServerCsvExport<T>(screen: string, fetchPage: FetchExportPage<T>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const onExport = useCallback(
    async (view: DataTableExportView<T>) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const cancel = () => controller.abort();
      // The file as it comes: a Blob per page, folded into one Blob every PARTS_PER_GROUP pages.
      const groups: Blob[] = [];
      let parts: Blob[] = [new Blob([`${BOM}${headerLine(view.columns as readonly CsvColumn<unknown>[])}\r\n`])];
      let done = 0;
      // A sign-in or sign-out (this tab or another) ends the walk: no page of it goes with the next
      // session's token, and no file of two sessions is written.
      const stop = subscribeSession(cancel);
      try {
        // The walk follows the view's count as the pages tell it: records that arrive meanwhile (a live
        // ledger) push later records onto further pages, and the walk goes on to them. It fails rather
        // than write a file that looks whole with records missing: the count fell below the first page's
        // (records went, later ones moved up past the walk), or a page came back empty before the count.
        // A count that keeps growing (more than twice the first page's pages) is no view: it fails too.
        let first = 0;
        let most = 1;
        for (let page = 1; ; page++) {
          if (page > most) throw new Error('endless');
          const { rows, total } = await fetchPage(page, LIMIT.export, controller.signal);
          if (page === 1) {
            first = total;
            // Pages of the first one's size (a server may give fewer than asked).
            most = 2 * Math.ceil(total / Math.max(1, rows.length)) + 1;
          }
          if (total < first || (rows.length === 0 && done < total)) throw new Error('short');
          setProgress({ done, total, cancel });
          // The serial column numbers rows across pages.
          const offset = done;
          const columns = view.columns.map((c) => ({ ...c, value: (row: T, i: number) => c.value(row, i + offset) }));
          const chunks = await buildCsvChunks(rows, columns, { signal: controller.signal });
          parts.push(new Blob(chunks.slice(1)));
          if (parts.length === PARTS_PER_GROUP) {
            groups.push(new Blob(parts));
            parts = [];
          }
          done += rows.length;
          setProgress({ done, total, cancel });
          if (done >= total) break;
        }
        controller.signal.throwIfAborted();
        downloadBlob(csvFileName(screen), new Blob([...groups, ...parts], { type: 'text/csv;charset=utf-8' }));
      } catch {
        if (!controller.signal.aborted) notify.show('error', 'Export failed', { autoClose: 2000 });
      } finally {
        stop();
        if (running.current === controller) running.current = null;
        setProgress(null);
      }
    },
    [screen, fetchPage],
  );
  // Leaving the screen stops the walk: its progress and Cancel go with the screen.
  useEffect(() => () => running.current?.abort(), []);
  return { onExport, progress };
}

/**
 * A list screen's export in either mode: client mode writes the view the table holds (useCsvExport);
 * server mode walks the pages of the screen's query as it stands at the click (search, sort, filters),
 * 1,000 records a request. `rowsOf` turns an answer into the table's rows; it and `fetcher` must be stable.
 */
export function useListExport<D extends { paging?: Paging }, R>(
  list: ListName,
  screen: string,
  fetcher: (query: Record<string, string>, signal: AbortSignal) => Promise<D>,
  rowsOf: (data: D) => readonly R[],
  query: ListQuery,
  server: boolean,
): { onExport: (view: DataTableExportView<R>) => Promise<void>; progress: ExportProgress | null } {
  const clientExport = useCsvExport<R>(screen);
  // The query at the click, read from a ref so the export button does not change with every keystroke.
  const current = useRef(query);
  current.current = query;
  const fetchPage = useCallback<FetchExportPage<R>>(
    async (page, limit, signal) => {
      const data = await fetcher(toRequestParams(list, { ...current.current, page, limit }), signal);
      // A page without `paging` is no page of the view (docs/api.md, "Paged lists"): the walk fails.
      if (data.paging === undefined) throw new Error('unpaged');
      return { rows: rowsOf(data), total: data.paging.total };
    },
    [list, fetcher, rowsOf],
  );
  const { onExport: serverExport, progress } = useServerCsvExport<R>(screen, fetchPage);
  return { onExport: server ? serverExport : clientExport, progress };
}
