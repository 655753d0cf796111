/**
 * The command menu's record search across the four big lists (docs/product.md, "Command menu"). Each
 * list is searched the way its screen reads it (src/lib/api/paging.ts): in client mode the whole list,
 * from the data cache or read now (a list not yet loaded is read on the first search), and searched with
 * the lists' own rules (`selectRecords`, the same as the server's); in server mode the server is asked
 * with `q` and a small limit, and by `id=` for an id-like query.
 */
import { learnListMode, listMode } from '../../lib/api/paging';
import { driverFullName, listDef, selectRecords, toRequestParams, transactionEmail, type ListName } from '../../lib/listQuery';
import type { Role } from '../../lib/role';
import type { Driver, Rider, Transaction, Trip } from '../../lib/schemas';
import type { RecordScreen } from '../../shared/records/RecordLink';
import { DRIVERS_KEY, fetchDrivers } from '../../features/drivers/api';
import { fetchRiders, RIDERS_KEY } from '../../features/riders/api';
import { fetchTrips, RIDES_KEY } from '../../features/rides/api';
import { fetchTransactions, TRANSACTIONS_KEY } from '../../features/transactions/api';

/** Records shown per list. */
export const PER_LIST = 5;

export interface FoundRecord {
  screen: RecordScreen;
  id: string;
  label: string;
  detail: string;
}

/**
 * Reads and writes the console's data cache (SWR's), keyed as the screens key their whole lists, and holds
 * the whole-list reads under way, so that the searches of one typing spell share one read of a list.
 */
export interface ListCache {
  get: (key: string) => unknown;
  set: (key: string, data: unknown) => void;
  reading: Map<string, Promise<unknown>>;
}

type Paged = { paging?: unknown };

interface Source<D extends Paged, R> {
  list: ListName;
  screen: RecordScreen;
  /** Plural name for messages ("rides"). */
  name: string;
  key: string;
  fetch: (query?: Record<string, string>, signal?: AbortSignal) => Promise<D>;
  rows: (data: D) => readonly R[];
  show: (r: R) => { label: string; detail: string };
}

const join = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p && p.trim() !== '').join(' · ');

const source = <D extends Paged, R>(s: Source<D, R>) => s as unknown as Source<Paged, unknown>;

const SOURCES = [
  source({
    list: 'trips', screen: 'rides', name: 'rides', key: RIDES_KEY, fetch: fetchTrips,
    rows: (d) => d.trips,
    show: (r: Trip) => ({ label: `${r.driverName ?? '—'} → ${r.riderName ?? '—'}`, detail: join('Rides', r.rideId, r.status) }),
  }),
  source({
    list: 'riders', screen: 'riders', name: 'riders', key: RIDERS_KEY, fetch: fetchRiders,
    rows: (d) => d.riders,
    show: (r: Rider) => ({ label: r.fullname ?? r.email ?? r._id ?? '—', detail: join('Riders', r.email, r.phone) }),
  }),
  source({
    list: 'drivers', screen: 'drivers', name: 'drivers', key: DRIVERS_KEY, fetch: fetchDrivers,
    rows: (d) => d.drivers,
    show: (r: Driver) => ({ label: driverFullName(r) ?? r.email ?? r._id ?? '—', detail: join('Drivers', r.email, r.phone, r.vehicle?.licensePlate) }),
  }),
  source({
    list: 'transactions', screen: 'transactions', name: 'transactions', key: TRANSACTIONS_KEY, fetch: fetchTransactions,
    rows: (d) => d.transactions,
    show: (r: Transaction) => ({ label: r.reference ?? r.transaction_id ?? r._id ?? '—', detail: join('Transactions', r.transaction_id, transactionEmail(r), r.status) }),
  }),
];

/** A query that may be a record's id: one word of id characters. */
const ID_LIKE = /^[\w-]{6,64}$/;

function found(src: Source<Paged, unknown>, records: readonly unknown[]): FoundRecord[] {
  const def = listDef(src.list) as unknown as { id: (r: unknown) => string | null };
  const out: FoundRecord[] = [];
  const seen = new Set<string>();
  for (const r of records) {
    const id = def.id(r);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    out.push({ screen: src.screen, id, ...src.show(r) });
    if (out.length === PER_LIST) break;
  }
  return out;
}

/** Client mode: the records of a whole list that match, an exact id first. */
function searchWhole(src: Source<Paged, unknown>, records: readonly unknown[], q: string, role: Role): FoundRecord[] {
  const def = listDef(src.list) as unknown as { id: (r: unknown) => string | null };
  const exact = records.filter((r) => def.id(r) === q);
  const matching = selectRecords(src.list, records, { q, sort: null, filters: {}, id: '' }, role);
  const visible = new Set(selectRecords(src.list, exact, { q: '', sort: null, filters: {}, id: '' }, role));
  return found(src, [...exact.filter((r) => visible.has(r)), ...matching]);
}

/**
 * The whole list of a client-mode source: one read per list, however many searches wait for it. A newer
 * search aborts the older one, but not the read it was waiting for: the newer one waits for the same read.
 */
function readWhole(src: Source<Paged, unknown>, cache: ListCache): Promise<Paged> {
  let read = cache.reading.get(src.key) as Promise<Paged> | undefined;
  if (read === undefined) {
    read = src
      .fetch(undefined)
      .then((whole) => {
        cache.set(src.key, whole);
        return whole;
      })
      .finally(() => cache.reading.delete(src.key));
    // A read whose searches were all aborted may still fail; nobody waits for it then.
    read.catch(() => undefined);
    cache.reading.set(src.key, read);
  }
  return read;
}

/** `promise`, or an AbortError as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function searchOne(src: Source<Paged, unknown>, q: string, role: Role, cache: ListCache, signal: AbortSignal): Promise<FoundRecord[]> {
  const mode = listMode(src.list);
  if (mode === 'client') {
    const whole = (cache.get(src.key) as Paged | undefined) ?? (await untilAborted(readWhole(src, cache), signal));
    return searchWhole(src, src.rows(whole), q, role);
  }
  const params = toRequestParams(src.list, { q, sort: null, page: 1, limit: PER_LIST, filters: {}, id: '' });
  const [byQuery, byId] = await Promise.all([
    src.fetch(params, signal),
    mode === 'server' && ID_LIKE.test(q) ? src.fetch({ page: '1', limit: '1', id: q }, signal) : null,
  ]);
  if (byQuery.paging === undefined) {
    // `auto`'s first answer was the whole list: client mode from now on, and the screen takes it.
    learnListMode(src.list, false);
    cache.set(src.key, byQuery);
    return searchWhole(src, src.rows(byQuery), q, role);
  }
  learnListMode(src.list, true);
  return found(src, [...(byId ? src.rows(byId) : []), ...src.rows(byQuery)]);
}

export interface SearchResult {
  records: FoundRecord[];
  /** Lists that could not be searched ("transactions"). */
  failed: string[];
}

/** Searches every list at once; a list that fails is named, the others still answer. */
export async function searchRecords(q: string, role: Role, cache: ListCache, signal: AbortSignal): Promise<SearchResult> {
  const query = q.trim();
  const answers = await Promise.allSettled(SOURCES.map((src) => searchOne(src, query, role, cache, signal)));
  const records: FoundRecord[] = [];
  const failed: string[] = [];
  answers.forEach((a, i) => {
    if (a.status === 'fulfilled') records.push(...a.value);
    else failed.push(SOURCES[i]!.name);
  });
  return { records, failed };
}
