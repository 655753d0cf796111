/**
 * The big list answers (rides, riders, drivers, transactions: up to 60,000 records, 30 MB of JSON) as
 * one table: which schema validates each and where its records sit. Used by the list decoder's worker
 * (./list.worker.ts) and, where no worker runs, by the page itself (./list.ts).
 */
import type * as z from 'zod/mini';
import { driversResponseSchema, ridersResponseSchema, transactionsResponseSchema, tripsResponseSchema } from '../schemas/lists';

export const LISTS = {
  trips: { schema: tripsResponseSchema, path: ['trips'] },
  riders: { schema: ridersResponseSchema, path: ['data', 'data'] },
  drivers: { schema: driversResponseSchema, path: ['data', 'data', 'drivers'] },
  transactions: { schema: transactionsResponseSchema, path: ['data', 'data'] },
} as const;

/** Records per message from the worker: the page copies each batch in one task (20–35 ms at a load of 8). */
export const BATCH = 500;

export type ListKind = keyof typeof LISTS;
export type ListAnswer<K extends ListKind> = z.output<(typeof LISTS)[K]['schema']>;

/** A validated answer, or a malformed one. */
export type Decoded = { ok: true; value: unknown } | { ok: false };

/** A parsed body (`parseBody`: empty or not JSON is `undefined`) through the list's schema. */
export function validateList(kind: ListKind, json: unknown, parsed: boolean): Decoded {
  const result = LISTS[kind].schema.safeParse(parsed ? json : undefined);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}

/** The object holding the records (the schema made every step of the path). */
function holder(kind: ListKind, answer: unknown): Record<string, unknown> {
  const path = LISTS[kind].path;
  let at = answer as Record<string, unknown>;
  for (let i = 0; i < path.length - 1; i++) at = at[path[i]!] as Record<string, unknown>;
  return at;
}

/**
 * Whether a validated answer may stand for the page asked for (docs/api.md, "Paged lists"): its `paging`
 * (beside the records), when it has one, names that page. An answer about another page would number its
 * rows from that page; one without `paging` is a whole list, whatever was asked.
 */
export function answersPage(kind: ListKind, answer: unknown, page: string | undefined): boolean {
  const paging = holder(kind, answer).paging as { page: number } | undefined;
  return paging === undefined || page === undefined || String(paging.page) === page;
}

/** Takes the records out of a validated answer, leaving an empty list in their place. */
export function takeRows(kind: ListKind, answer: unknown): unknown[] {
  const h = holder(kind, answer);
  const key = LISTS[kind].path.at(-1)!;
  const rows = h[key] as unknown[];
  h[key] = [];
  return rows;
}

/** Puts the records back into an answer `takeRows` emptied. */
export function putRows(kind: ListKind, answer: unknown, rows: unknown[]): void {
  holder(kind, answer)[LISTS[kind].path.at(-1)!] = rows;
}
