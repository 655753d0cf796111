/**
 * DataTable's search at 60,000 rows without blocking the main thread (docs/performance.md):
 *
 * - the index is one lowercase haystack per row, built in short background slices after the first rows
 *   are painted; a search that reaches a row not indexed yet builds that row's haystack itself, so an
 *   incomplete index is never a wrong answer, only a slower one;
 * - a search is a task that scans its candidates in slices of a few milliseconds and can stop between
 *   any two of them (a newer keystroke simply starts another task);
 * - a query that extends an earlier, finished one ("8f" after "8") scans only that one's matches;
 * - large lists also keep letter-pair bitsets (grams.ts), built with the index: once complete, a query
 *   checks only the rows that hold all its letter pairs, and one or two letters need no check at all.
 *
 * Matches are ascending data indices within the row filter, exactly the rows whose haystack contains
 * the query, so the result never depends on which path found it.
 */
import { addRow, createGrams, gramFilter, type Grams } from './grams';
import { bucket } from './pipeline';

export interface SearchIndex<T> {
  readonly data: readonly T[];
  readonly parts: readonly ((row: T) => string)[];
  /** Haystack per data index; holes until built. */
  readonly hay: (string | undefined)[];
  /** Rows [0, built) all have their haystack, and are in `grams`. */
  built: number;
  /** Letter-pair bitsets of lists of GRAMS_FROM rows or more; usable once `built` reaches the end. */
  readonly grams: Grams | null;
}

/** Lists this long keep letter-pair bitsets (about 175 bytes a row). */
const GRAMS_FROM = 2000;

const indexCache = new WeakMap<readonly unknown[], Map<string, SearchIndex<unknown>>>();

/** The (possibly incomplete) search index of `data` over the searchable columns named by `key`. */
export function getSearchIndex<T>(data: readonly T[], key: string, parts: readonly ((row: T) => string)[]): SearchIndex<T> {
  const m = bucket(indexCache, data) as Map<string, SearchIndex<T>>;
  let index = m.get(key);
  if (!index) {
    index = { data, parts, hay: new Array<string | undefined>(data.length), built: 0, grams: data.length >= GRAMS_FROM ? createGrams(data.length) : null };
    m.set(key, index);
  }
  return index;
}

function haystack<T>(index: SearchIndex<T>, i: number): string {
  let h = index.hay[i];
  if (h === undefined) {
    const row = index.data[i]!;
    const { parts } = index;
    h = '';
    for (let p = 0; p < parts.length; p++) h += `${parts[p]!(row) ?? ''}\u0000`;
    h = h.toLowerCase();
    index.hay[i] = h;
  }
  return h;
}

/** Rows between deadline checks: small enough that a slice overruns its budget by well under 1 ms. */
const CHUNK = 256;

/** Extends the index until `deadline` (performance.now()); true when every row is indexed. */
export function buildSearchIndex<T>(index: SearchIndex<T>, deadline: number): boolean {
  const n = index.data.length;
  while (index.built < n) {
    const end = Math.min(n, index.built + CHUNK);
    const { grams } = index;
    for (let i = index.built; i < end; i++) {
      const h = haystack(index, i);
      if (grams) addRow(grams, i, h);
    }
    index.built = end;
    if (performance.now() >= deadline) break;
  }
  return index.built >= n;
}

export interface SearchTask {
  readonly query: string;
  /** Set when the scan is complete: ascending data indices of the matching rows. */
  result: Int32Array | null;
  /** Scans until `deadline` (performance.now()); true when done. */
  run(deadline: number): boolean;
}

function createTask<T>(index: SearchIndex<T>, query: string, candidates: Int32Array | null): SearchTask {
  const total = candidates ? candidates.length : index.data.length;
  let out: Int32Array | null = new Int32Array(total);
  let count = 0;
  let pos = 0;
  // With a complete index, the rows that hold every letter pair of the query (all rows otherwise).
  const filter = index.grams && index.built >= index.data.length ? gramFilter(index.grams, query) : null;
  const mask = filter?.mask ?? null;
  const exact = filter?.exact ?? false;
  const task: SearchTask = {
    query,
    result: null,
    run(deadline) {
      if (task.result) return true;
      while (pos < total) {
        const end = Math.min(total, pos + CHUNK);
        while (pos < end) {
          const i = candidates ? candidates[pos]! : pos;
          if (mask) {
            const word = mask[i >>> 5]!;
            // Scanning every row: 32 rows without a candidate at once (CHUNK is a multiple of 32).
            if (!candidates && (i & 31) === 0 && word === 0) {
              pos += 32;
              continue;
            }
            if (((word >>> (i & 31)) & 1) === 0 || exact) {
              if (exact && ((word >>> (i & 31)) & 1) === 1) out![count++] = i;
              pos++;
              continue;
            }
          }
          if (haystack(index, i).includes(query)) out![count++] = i;
          pos++;
        }
        if (performance.now() >= deadline) break;
      }
      if (pos < total) return false;
      task.result = out!.slice(0, count);
      out = null;
      return true;
    },
  };
  return task;
}

interface TaskBucket {
  tasks: Map<string, SearchTask>;
}
const taskCache = new WeakMap<SearchIndex<unknown>, Map<string, TaskBucket>>();
/** Queries remembered per index and row filter (finished results are what later keystrokes narrow). */
const KEEP_TASKS = 24;

/**
 * The search for `query` (normalised, non-empty) among `rows` (ascending data indices a row filter
 * keeps; null = every row), cached per index, filter key and query.
 */
export function getSearchTask<T>(index: SearchIndex<T>, filterKey: string, rows: Int32Array | null, query: string): SearchTask {
  let byFilter = taskCache.get(index as SearchIndex<unknown>);
  if (!byFilter) {
    byFilter = new Map();
    taskCache.set(index as SearchIndex<unknown>, byFilter);
  }
  let b = byFilter.get(filterKey);
  if (!b) {
    b = { tasks: new Map() };
    byFilter.set(filterKey, b);
  }
  const hit = b.tasks.get(query);
  if (hit) {
    // Most recently used last.
    b.tasks.delete(query);
    b.tasks.set(query, hit);
    return hit;
  }
  // Narrow from the longest finished query this one contains.
  let from: SearchTask | null = null;
  for (const t of b.tasks.values()) {
    if (t.result && query.includes(t.query) && (!from || t.query.length > from.query.length)) from = t;
  }
  const task = createTask(index, query, from ? from.result : rows);
  b.tasks.set(query, task);
  if (b.tasks.size > KEEP_TASKS) b.tasks.delete(b.tasks.keys().next().value!);
  return task;
}

type Post = (cb: () => void, background: boolean) => void;
interface PostTaskScheduler {
  postTask(cb: () => void, options: { priority: 'user-visible' | 'background'; signal?: AbortSignal }): Promise<unknown>;
}
const postTaskScheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
/** A new task (not a microtask), so input and painting run between slices. */
const post: Post = postTaskScheduler?.postTask
  ? (cb, background) => void postTaskScheduler.postTask(cb, { priority: background ? 'background' : 'user-visible' }).catch(() => {})
  : (cb) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        ch.port1.close();
        cb();
      };
      ch.port2.postMessage(null);
    };

/** Longest slice of search or index work before the main thread is given back. */
export const SLICE_MS = 6;

/**
 * Runs `step(deadline)` in slices of SLICE_MS, each in its own task, until it returns true; then
 * `onDone()`. Background slices yield to everything else (scheduler.postTask priorities where the
 * browser has them). Returns a cancel function.
 */
export function runInSlices(step: (deadline: number) => boolean, onDone: () => void, background = false): () => void {
  let cancelled = false;
  const slice = () => {
    if (cancelled) return;
    if (step(performance.now() + SLICE_MS)) onDone();
    else post(slice, background);
  };
  post(slice, background);
  return () => {
    cancelled = true;
  };
}
