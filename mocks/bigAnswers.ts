/**
 * Big answers of the mock backend (the four lists and the dashboard counts), from an answer worker in the
 * browser (mocks/db/answers.worker.ts: generation and serialisation off the page's main thread) or from
 * this thread (Node, tests, Storybook, or a browser where the worker failed).
 */
import { HttpResponse } from 'msw';
import { bigListAnswer, dashboardAnswer, type BigList } from './db/answers';
import type { AnswerReply, AnswerRequest } from './db/answers.worker';
import { driversRevision } from './db/store';
import { db } from './db/state';
import type { DashboardWire } from './db/types';

type AnswerQuestion = AnswerRequest extends infer R ? (R extends AnswerRequest ? Omit<R, 'id'> : never) : never;
type Pending = { resolve: (r: AnswerReply) => void; reject: (e: Error) => void };

interface AnswerWorker {
  ask(request: AnswerQuestion): Promise<AnswerReply>;
  stop(): void;
}

let worker: AnswerWorker | null = null;

/** Starts the answer worker (browser only). Returns false, and answers stay in this thread, if it cannot run. */
export function startAnswerWorker(scale: number): boolean {
  stopAnswerWorker();
  let w: Worker;
  try {
    w = new Worker(new URL('./db/answers.worker.ts', import.meta.url), { type: 'module', name: 'kero-mock-answers' });
  } catch {
    return false;
  }
  const pending = new Map<number, Pending>();
  let next = 1;
  const fail = (message: string) => {
    // A broken worker: everything waiting (and everything later) is answered in this thread instead.
    for (const p of pending.values()) p.reject(new Error(message));
    pending.clear();
    if (worker === handle) worker = null;
    w.terminate();
  };
  w.onmessage = (e: MessageEvent<AnswerReply>) => {
    const p = pending.get(e.data.id);
    pending.delete(e.data.id);
    p?.resolve(e.data);
  };
  w.onerror = (e) => fail(e.message || 'answer worker failed');
  w.postMessage({ scale });
  const handle: AnswerWorker = {
    ask: (request) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        w.postMessage({ ...request, id });
      }),
    stop: () => fail('stopped'),
  };
  worker = handle;
  return true;
}

export function stopAnswerWorker(): void {
  worker?.stop();
  worker = null;
}

/**
 * Serialised lists kept per collection array when answered in this thread (a reset makes new arrays, so
 * old entries go with them): at scale 100 the lists are 20–30 MB of JSON, not to be stringified per visit.
 */
const jsonCache = new WeakMap<object, Map<BigList, { revision: number; body: string }>>();

function localBody(kind: BigList): string {
  const key = db();
  const revision = kind === 'drivers' ? driversRevision() : 0;
  let perKind = jsonCache.get(key);
  if (!perKind) jsonCache.set(key, (perKind = new Map()));
  let entry = perKind.get(kind);
  if (!entry || entry.revision !== revision) {
    entry = { revision, body: JSON.stringify(bigListAnswer(kind)) };
    perKind.set(kind, entry);
  }
  return entry.body;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** Bytes per chunk of a worker's answer on its way to MSW's service worker. */
const CHUNK = 512 * 1024;

/**
 * The worker's bytes as a stream of small chunks, one per pull. MSW transfers the body stream to its
 * service worker, and each chunk is copied across as a message of its own: one 30 MB chunk was one
 * 0.1–0.5 s task of the page's main thread; 512 KB chunks are a few ms each, between which the page runs.
 */
function chunked(bytes: ArrayBuffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= bytes.byteLength) {
          controller.close();
          return;
        }
        const end = Math.min(at + CHUNK, bytes.byteLength);
        // A copy, not a view: a view would carry its whole 30 MB buffer into each message.
        controller.enqueue(new Uint8Array(bytes.slice(at, end)));
        at = end;
      },
    },
    { highWaterMark: 0 },
  );
}

/** The answer of a list endpoint. */
export async function listResponse(kind: BigList): Promise<Response> {
  if (worker) {
    try {
      const reply = await worker.ask({ op: 'list', kind, changes: db().driverChanges });
      if ('bytes' in reply) return new HttpResponse(chunked(reply.bytes), { headers: JSON_HEADERS });
    } catch {
      /* the worker broke: answer here */
    }
  }
  return new HttpResponse(localBody(kind), { headers: JSON_HEADERS });
}

/** The dashboard's counts. */
export async function dashboardCounts(): Promise<DashboardWire> {
  if (worker) {
    try {
      const reply = await worker.ask({ op: 'dashboard', changes: db().driverChanges });
      if ('dashboard' in reply) return reply.dashboard as DashboardWire;
    } catch {
      /* the worker broke: answer here */
    }
  }
  return dashboardAnswer();
}
