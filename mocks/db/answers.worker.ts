/**
 * The browser mock backend's answer worker: generates the seed collections and serialises the big list
 * answers here, off the page's main thread (at VITE_MOCK_SCALE=100 that is seconds of work and 30 MB of
 * JSON, which froze the tab when the page did it). Each list is serialised and encoded once; the page
 * gets a copy of the bytes (transferred, not cloned) per request. Drivers follow the page's change set.
 */
import { applyDriverChanges, bigListAnswer, dashboardAnswer, type BigList } from './answers';
import { transactions } from './collections';
import { configureMockDb, type DriverChange } from './state';

export type AnswerRequest =
  | { id: number; op: 'list'; kind: BigList; changes: Record<string, DriverChange> }
  | { id: number; op: 'dashboard'; changes: Record<string, DriverChange> };
export type AnswerReply = { id: number; bytes: ArrayBuffer } | { id: number; dashboard: unknown } | { id: number; error: string };

interface WorkerScope {
  onmessage: ((e: MessageEvent<{ scale: number } | AnswerRequest>) => Promise<void>) | null;
  postMessage(message: AnswerReply, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

/** Encoded answers (or their build under way) per list; the drivers' per change set, the latest only. */
const encoded = new Map<string, Promise<Uint8Array>>();
const encoder = new TextEncoder();
let scale = 1;

/**
 * Lists that never change (rides, riders, transactions: the seed's) are also kept in the browser's Cache
 * Storage, so a later page, tab or visit serves them without generating anything. The key names this
 * build's worker file (its name carries a content hash in a build) and the scale; a dev server has no
 * hash, so it never reads them back.
 */
const PERSIST = !import.meta.env.DEV && typeof caches !== 'undefined';
const CACHE = 'kero-mock-answers-v1';
const cacheUrl = (kind: BigList) => `${new URL(import.meta.url).pathname}?scale=${scale}&list=${kind}`;

async function stored(kind: BigList): Promise<Uint8Array | null> {
  if (!PERSIST || kind === 'drivers') return null;
  try {
    const hit = await (await caches.open(CACHE)).match(cacheUrl(kind));
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch {
    return null; // storage blocked or full: generate
  }
}

function store(kind: BigList, bytes: Uint8Array): void {
  if (!PERSIST || kind === 'drivers') return;
  void (async () => {
    const cache = await caches.open(CACHE);
    // Entries of other builds or scales are dead weight (tens of MB each).
    for (const req of await cache.keys()) if (new URL(req.url).pathname !== new URL(import.meta.url).pathname) await cache.delete(req);
    await cache.put(cacheUrl(kind), new Response(bytes.slice(), { headers: { 'Content-Type': 'application/json' } }));
  })().catch(() => {});
}

/**
 * On a first visit (none of the lists that never change is stored yet), generates the collections as
 * soon as the worker starts: the page's first question (the dashboard's counts, a list) needs them, and
 * the page takes its first 0.5-1 s starting up before asking. Then serialises and stores those lists one
 * by one while the page shows the dashboard, so that the first visit to a list (here or in another tab)
 * answers at once instead of serialising 30 MB first. A question already waiting goes before each list,
 * and once the page has asked for a list this stops (that screen's typing and sorting need the CPU).
 * Once any list is stored, this waits for a question instead, so that a stored answer is never queued
 * behind seconds of generation.
 */
async function warm(): Promise<void> {
  if (PERSIST) {
    try {
      const cache = await caches.open(CACHE);
      const hits = await Promise.all((['trips', 'users', 'transactions'] as const).map((k) => cache.match(cacheUrl(k))));
      if (hits.some(Boolean)) return;
    } catch {
      /* storage blocked: generate */
    }
  }
  transactions(); // and the drivers, riders and trips it is made from
  for (const kind of UNCHANGING) {
    await new Promise((r) => setTimeout(r, 0));
    // A list screen is open: it got its own list, and serialising the others would take the CPU its
    // search and sort need.
    if (listAsked) return;
    await encodedList(kind, {}).catch(() => {});
  }
}

/** The page has asked for a list. */
let listAsked = false;

/** The lists whose answers never change (the seed's). */
const UNCHANGING = ['transactions', 'trips', 'users'] as const;

async function build(kind: BigList, changes: Record<string, DriverChange>): Promise<Uint8Array> {
  const hit = await stored(kind);
  if (hit) return hit;
  if (kind === 'drivers') applyDriverChanges(changes);
  const bytes = encoder.encode(JSON.stringify(bigListAnswer(kind)));
  store(kind, bytes);
  return bytes;
}

/** A list's encoded answer, built once (the drivers' once per change set). */
function encodedList(kind: BigList, changes: Record<string, DriverChange>): Promise<Uint8Array> {
  // The drivers' answer depends on the change set; the others are the seed's and never change.
  const key = kind === 'drivers' ? `drivers ${JSON.stringify(changes)}` : kind;
  let bytes = encoded.get(key);
  if (!bytes) {
    if (kind === 'drivers') for (const k of encoded.keys()) if (k.startsWith('drivers ')) encoded.delete(k);
    bytes = build(kind, changes);
    encoded.set(key, bytes);
    bytes.catch(() => encoded.delete(key)); // the next request tries again
  }
  return bytes;
}

async function listBytes(kind: BigList, changes: Record<string, DriverChange>): Promise<ArrayBuffer> {
  return (await encodedList(kind, changes)).slice().buffer;
}

scope.onmessage = async (e) => {
  const m = e.data;
  if (!('op' in m)) {
    scale = m.scale;
    configureMockDb({ scale, persist: false });
    void warm().catch(() => {});
    return;
  }
  try {
    if (m.op === 'list') {
      listAsked = true;
      const bytes = await listBytes(m.kind, m.changes);
      scope.postMessage({ id: m.id, bytes }, [bytes]);
    } else {
      applyDriverChanges(m.changes);
      scope.postMessage({ id: m.id, dashboard: dashboardAnswer() });
    }
  } catch (err) {
    scope.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
};
