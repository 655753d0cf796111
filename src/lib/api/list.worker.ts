/**
 * The list decoder's worker: UTF-8, JSON.parse and validation of a big list answer, off the page's main
 * thread (at 60,000 records that was one task of 0.4–0.8 s). The records go back in batches small enough
 * that the page's copy of each (structured clone) stays a short task.
 */
import { messageOf, parseBody } from './body';
import { BATCH, takeRows, validateList, type ListKind } from './listDecode';

export type ListJob = { id: number; kind: ListKind; bytes: ArrayBuffer };
export type ListReply =
  | { id: number; head: unknown; total: number }
  | { id: number; rows: unknown[] }
  | { id: number; malformed: string | null }
  | { id: number; error: string }
  | { ready: true };


interface WorkerScope {
  onmessage: ((e: MessageEvent<ListJob>) => void) | null;
  postMessage(message: ListReply): void;
}
const scope = self as unknown as WorkerScope;
const decoder = new TextDecoder();

scope.onmessage = (e) => {
  const { id, kind, bytes } = e.data;
  try {
    const { json, parsed } = parseBody(decoder.decode(bytes));
    const decoded = validateList(kind, json, parsed);
    if (!decoded.ok) {
      scope.postMessage({ id, malformed: parsed ? messageOf(json) : null });
      return;
    }
    const rows = takeRows(kind, decoded.value);
    scope.postMessage({ id, head: decoded.value, total: rows.length });
    for (let i = 0; i < rows.length; i += BATCH) scope.postMessage({ id, rows: rows.slice(i, i + BATCH) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
scope.postMessage({ ready: true });
