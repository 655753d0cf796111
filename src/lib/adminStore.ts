/**
 * Small JSON stores in localStorage that belong to the signed-in admin (saved views, recently opened
 * records): keyed by who is signed in, read through a zod schema so an older or foreign shape is read
 * with unknown fields dropped and garbage read as empty, never a crash (docs/security.md, "Sessions
 * end"). React reads them with `useSyncExternalStore` (`subscribe`/`read`).
 */
import type * as z from 'zod/mini';
import { getStoredIdentity } from './session';

/** The command menu's recently opened records (src/lib/recentRecords.ts): part of the session. */
export const RECENT_STORE = 'recent-records';

/** Who the stored data belongs to: the admin's id, else e-mail, else one shared slot. */
export function adminOwner(): string {
  const { id, email } = getStoredIdentity();
  return id ?? email ?? 'admin';
}

/** Items of a list that fit `item`; the rest are dropped one by one, so one bad entry costs only itself. */
export function validItems<T>(raw: unknown, item: z.ZodMiniType<T>): T[] {
  if (!Array.isArray(raw)) return [];
  const out: T[] = [];
  for (const entry of raw) {
    const r = item.safeParse(entry);
    if (r.success) out.push(r.data);
  }
  return out;
}

export interface AdminStore<T> {
  /** The current value for the signed-in admin (the same object until it changes). */
  read: () => T;
  write: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A store under `kero-<name>:<owner>[:<scope>]`. `parse` turns whatever is stored (unknown JSON, or
 * undefined when nothing is) into a value and must not throw; `serialize` is what `write` stores.
 */
export function adminStore<T>(name: string, parse: (raw: unknown) => T, scope = '', serialize: (value: T) => unknown = (v) => v): AdminStore<T> {
  let cache: { key: string; raw: string | null; value: T } | null = null;
  const listeners = new Set<() => void>();
  const key = () => `kero-${name}:${adminOwner()}${scope ? `:${scope}` : ''}`;

  const read = (): T => {
    const k = key();
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(k);
    } catch {
      raw = null;
    }
    if (cache && cache.key === k && cache.raw === raw) return cache.value;
    let json: unknown;
    try {
      json = raw === null ? undefined : JSON.parse(raw);
    } catch {
      json = undefined;
    }
    cache = { key: k, raw, value: parse(json) };
    return cache.value;
  };

  const write = (next: T) => {
    try {
      localStorage.setItem(key(), JSON.stringify(serialize(next)));
    } catch {
      /* storage full or blocked: the change holds until the page reloads */
      cache = { key: key(), raw: null, value: next };
    }
    for (const l of [...listeners]) l();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Another tab changed it (or cleared everything).
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === key()) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { read, write, subscribe };
}

/**
 * One store of `name` per scope (a console area), made on first use and kept: every caller of a scope
 * shares its cache and listeners. The value is kept in a `screens` envelope, so a later version can add
 * fields beside it.
 */
export function scopedScreenStores<T>(name: string, parse: (raw: unknown) => T): (scope: string) => AdminStore<T> {
  const stores = new Map<string, AdminStore<T>>();
  return (scope) => {
    let store = stores.get(scope);
    if (!store) {
      store = adminStore<T>(name, parse, scope, (screens) => ({ screens }));
      stores.set(scope, store);
    }
    return store;
  };
}

/** Removes every store of `name`, for every admin (sign-out of per-session stores). */
export function clearAdminStores(name: string): void {
  try {
    const prefix = `kero-${name}:`;
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k?.startsWith(prefix)) localStorage.removeItem(k);
    }
  } catch {
    /* storage blocked: nothing stored either */
  }
}
