/**
 * GET of a big list (rides, riders, drivers, transactions): the same call, reactions and errors as
 * `request()` (./client.ts), but a 2xx body is decoded and validated in a worker (./list.worker.ts) and
 * its records come back in batches, so the page never blocks for the whole answer (docs/performance.md).
 * Where no worker can run (tests, a browser or policy without workers) the page decodes it as before.
 * A small answer (a server-mode page: 25 records, about 13 KB) is decoded in the page: a millisecond or
 * two, where the worker's start and its two message hops cost more (docs/performance.md, "Server mode:
 * a click's request"); the worker starts with the first request for a whole list or the first big answer.
 * Only the list screens import this module: sign-in and the dashboard do not load the worker.
 */
import { ApiError, failure, readBody, send, type RequestOptions } from './client';
import { messageOf, parseBody } from './body';
import { subscribeSession } from '../session';
import { answersPage, putRows, validateList, type ListAnswer, type ListKind } from './listDecode';
import type { ListJob, ListReply } from './list.worker';

interface Job {
  kind: ListKind;
  status: number;
  head: unknown;
  total: number;
  rows: unknown[];
  resolve: (answer: unknown) => void;
  reject: (error: ApiError) => void;
}

/** Answers up to this many bytes are decoded in the page (a 1,000-record export page is about 500 KB). */
export const PAGE_DECODE_MAX_BYTES = 64 * 1024;

/** A worker that has not said it is ready by then is given up: the page decodes instead. */
const READY_WITHIN_MS = 10_000;

let decoder: Promise<Worker | null> | null = null;
const jobs = new Map<number, Job>();
let nextId = 1;

function settle(id: number, job: Job, error?: ApiError): void {
  jobs.delete(id);
  if (error) job.reject(error);
  else {
    putRows(job.kind, job.head, job.rows);
    job.resolve(job.head);
  }
}

function startDecoder(): Promise<Worker | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./list.worker.ts', import.meta.url), { type: 'module', name: 'kero-list-decoder' });
    } catch {
      resolve(null);
      return;
    }
    let ready = false;
    const giveUp = () => {
      // It could not start (no such file, a policy without workers) or it broke: decode in the page from now on.
      worker.terminate();
      decoder = Promise.resolve(null);
      resolve(null);
      for (const [id, job] of jobs) settle(id, job, new ApiError('malformed', job.status, null));
    };
    const timer = setTimeout(() => ready || giveUp(), READY_WITHIN_MS);
    worker.onerror = giveUp;
    worker.onmessage = (e: MessageEvent<ListReply>) => {
      const m = e.data;
      if ('ready' in m) {
        ready = true;
        clearTimeout(timer);
        resolve(worker);
        return;
      }
      const job = jobs.get(m.id);
      if (!job) return;
      if ('head' in m) {
        job.head = m.head;
        job.total = m.total;
      } else if ('rows' in m) {
        for (const row of m.rows) job.rows.push(row);
      } else {
        settle(m.id, job, new ApiError('malformed', job.status, 'malformed' in m ? m.malformed : null));
        return;
      }
      if (job.head !== undefined && job.rows.length === job.total) settle(m.id, job);
    };
  });
}

/**
 * A sign-in or sign-out (this tab or another) ends the decoder's session: the worker, and the records it
 * holds for answers in flight, are dropped, and their callers get `unauthorized` (screens stay quiet).
 */
function dropDecoder(): void {
  session++;
  const old = decoder;
  decoder = null;
  void old?.then((w) => w?.terminate());
  for (const [id, job] of jobs) settle(id, job, new ApiError('unauthorized', null, null));
}
let unsubscribe: (() => void) | null = null;
/** Counts the session changes seen (dropDecoder): an answer that arrives in another session is refused. */
let session = 0;

export type ListOptions = Pick<RequestOptions<never>, 'params' | 'query' | 'signal' | 'timeoutMs'>;

/** GET `path`, a `kind` list answer: validated records, bad ones repaired (src/lib/schemas). */
export async function requestList<K extends ListKind>(path: string, kind: K, options: ListOptions = {}): Promise<ListAnswer<K>> {
  // A whole list (no `page`): started while the call is under way, ready long before a big answer arrives.
  if (options.query?.page === undefined) decoder ??= startDecoder();
  unsubscribe ??= subscribeSession(dropDecoder);
  const own = session;
  const sent = await send(path, options);
  const { response } = sent;
  if (!response.ok) throw await failure(sent);
  const body = await readBody(response);
  const big = body.byteLength > PAGE_DECODE_MAX_BYTES;
  if (big) decoder ??= startDecoder();
  const worker = big ? await decoder : null;
  // The session changed while this answer arrived: its decoder is gone, and so is the answer's session.
  if (session !== own) throw new ApiError('unauthorized', null, null);
  let answer: ListAnswer<K>;
  if (!worker) {
    const { json, parsed } = parseBody(new TextDecoder().decode(body));
    const decoded = validateList(kind, json, parsed);
    if (!decoded.ok) throw new ApiError('malformed', response.status, parsed ? messageOf(json) : null);
    answer = decoded.value as ListAnswer<K>;
  } else {
    // The worker takes the bytes (transferred, not copied): a buffer of exactly this body.
    const bytes = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? (body.buffer as ArrayBuffer) : body.slice().buffer;
    answer = await new Promise<ListAnswer<K>>((resolve, reject) => {
      const id = nextId++;
      jobs.set(id, { kind, status: response.status, head: undefined, total: 0, rows: [], resolve: resolve as (a: unknown) => void, reject });
      const job: ListJob = { id, kind, bytes };
      worker.postMessage(job, [bytes]);
    });
  }
  if (!answersPage(kind, answer, options.query?.page)) throw new ApiError('malformed', response.status, null);
  return answer;
}
