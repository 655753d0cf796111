/**
 * A screen's first read, started as soon as the console knows which screen opens, while that screen's code
 * is still downloading (docs/performance.md, "The first rows"). The screen's data hook (useApiQuery) takes
 * the answer under way instead of asking again. Each read belongs to the session that started it: a
 * different token, a sign-out or a sign-in in another tab drops it, so nothing of one session reaches the
 * next (docs/security.md, "Sessions and bad data").
 */
import { getToken, subscribeSession } from '../session';

/** A screen's data: its cache key and the read its hook makes. */
export interface EarlyQuery {
  key: string;
  fetcher: () => Promise<unknown>;
}

/** A read nobody took by then is dropped (its screen did not open, or opened from the cache). */
export const EARLY_TTL_MS = 10_000;

interface Entry {
  token: string;
  answer: Promise<unknown>;
  timer: ReturnType<typeof setTimeout>;
}

const entries = new Map<string, Entry>();
/** When each key's screen last made its opening read itself (performance.now()). */
const opened = new Map<string, number>();
let unsubscribe: (() => void) | null = null;

function drop(key: string): void {
  const e = entries.get(key);
  if (!e) return;
  clearTimeout(e.timer);
  entries.delete(key);
  if (entries.size === 0 && unsubscribe) {
    unsubscribe();
    unsubscribe = null;
  }
}

function dropAll(): void {
  for (const key of [...entries.keys()]) drop(key);
  opened.clear();
}

/**
 * Starts `query`'s read for the signed-in session, unless one is already waiting for its screen, or the
 * screen has made its own opening read since `since` (the navigation's start, performance.now()): the
 * query's module can arrive after a screen whose code was already there. Without a session nothing
 * starts (the guard sends the visitor to sign in).
 */
export function startEarly(query: EarlyQuery, since = performance.now()): void {
  const token = getToken();
  if (token === null) return;
  const own = opened.get(query.key);
  if (own !== undefined && own >= since) return;
  const waiting = entries.get(query.key);
  if (waiting && waiting.token === token) return;
  drop(query.key);
  const answer = query.fetcher();
  // Nobody may take it: its failure must not surface as an unhandled rejection. The taker still sees it.
  answer.catch(() => {});
  entries.set(query.key, { token, answer, timer: setTimeout(() => drop(query.key), EARLY_TTL_MS) });
  // Any sign-in or sign-out drops every waiting read.
  unsubscribe ??= subscribeSession(dropAll);
}

/**
 * The read started for `key` in this session, handed over once; null if there is none. Called by a
 * screen's opening read, which from then on is the one under way.
 */
export function takeEarly<T>(key: string): Promise<T> | null {
  opened.set(key, performance.now());
  const e = entries.get(key);
  if (!e) return null;
  drop(key);
  return e.token === getToken() ? (e.answer as Promise<T>) : null;
}

/** For tests: forget every waiting read. */
export function resetEarly(): void {
  dropAll();
}
