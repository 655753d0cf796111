/**
 * Records recently opened from the command menu, newest first, for the signed-in admin
 * (docs/product.md, "Command menu"). Part of the session: sign-out removes them (src/lib/session.ts).
 */
import * as z from 'zod/mini';
import { adminStore, RECENT_STORE, validItems } from './adminStore';
/** How many are kept. */
export const RECENT_MAX = 6;

const recentSchema = z.object({
  /** The list screen: 'rides' | 'riders' | 'drivers' | 'transactions'. */
  screen: z.enum(['rides', 'riders', 'drivers', 'transactions']),
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  label: z.string().check(z.maxLength(300)),
  detail: z.optional(z.string().check(z.maxLength(300))),
});
export type RecentRecord = z.output<typeof recentSchema>;

export const recentRecords = adminStore<readonly RecentRecord[]>(RECENT_STORE, (raw) => validItems(raw, recentSchema).slice(0, RECENT_MAX));

/** Puts `record` first (once), keeping the newest RECENT_MAX. */
export function rememberRecord(record: RecentRecord): void {
  const rest = recentRecords.read().filter((r) => !(r.screen === record.screen && r.id === record.id));
  recentRecords.write([record, ...rest].slice(0, RECENT_MAX));
}
