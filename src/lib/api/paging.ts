/**
 * Client or server mode per big list (docs/api.md, "Paged lists"; docs/architecture.md, "Two modes").
 * VITE_API_PAGING=`client` never sends `page`; `server` always does; `auto` (the default) sends `page`
 * on a list's first request and keeps, for the rest of the session, what the answer says: `paging`
 * present → server mode, absent → the backend sent the whole list → client mode, exactly as before.
 * A sign-in or sign-out forgets what was learnt.
 */
import { useSyncExternalStore } from 'react';
import { env } from '../env';
import type { ListName } from '../listQuery';
import { subscribeSession } from '../session';

export type ListMode = 'server' | 'client';

const learned = new Map<ListName, ListMode>();
const listeners = new Set<() => void>();
let setting: 'auto' | ListMode = env.paging;

/** The list's mode, or null while `auto` has not seen its first answer (send a paged request). */
export function listMode(list: ListName): ListMode | null {
  if (setting !== 'auto') return setting;
  return learned.get(list) ?? null;
}

/** Whether `forget` listens for session changes (from the first mode learnt on, for the page's life). */
let listening = false;
function forget(): void {
  if (learned.size === 0) return;
  learned.clear();
  for (const l of listeners) l();
}

/** Records what an answer said: it carried `paging` or not. */
export function learnListMode(list: ListName, paged: boolean): void {
  if (setting !== 'auto' || learned.has(list)) return;
  // What one session learnt ends with it (a sign-in or sign-out, in this tab or another).
  if (!listening) {
    listening = true;
    subscribeSession(forget);
  }
  learned.set(list, paged ? 'server' : 'client');
  for (const l of listeners) l();
}

export function useListMode(list: ListName): ListMode | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => listMode(list),
    () => listMode(list),
  );
}

/** Tests: another setting, and nothing learned. */
export function resetListModes(next: 'auto' | ListMode = env.paging): void {
  setting = next;
  learned.clear();
  for (const l of listeners) l();
}
