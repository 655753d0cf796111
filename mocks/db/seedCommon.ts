/** What every seed generator shares: the seed, its clock, scaled counts, weighted tables and small helpers. */
import { EMAIL_DOMAINS, PHONE_PREFIXES, PLATE_CODES, VEHICLE_TYPE_WEIGHTS } from './pools';
import { weightedTable, type Rng } from './random';
import type { DriverWire, TransactionService, TripStatus } from './types';

export const SEED = 20261120;
/** The seed's "now": every generated date is relative to it, so data never shifts between runs. */
export const SEED_NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
export const DAY_MS = 86_400_000;

/** Records per collection at scale 1. */
export const BASE_COUNTS = { drivers: 80, riders: 150, trips: 400, transactions: 600 } as const;

export function scaledCount(base: number, scale: number): number {
  return Math.max(1, Math.round(base * scale));
}

export type DriverStage = 'emailUnverified' | 'emailVerified' | 'kycSubmitted' | 'kycApproved';

/** A driver as stored: the wire record plus the stage it was seeded in (stable under later verification changes). */
export interface DriverRecord extends DriverWire {
  seedStage: DriverStage;
}

export const IMAGE_HOST = 'https://images.kero.ng';

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** `YYYY-MM-DD` of each day met so far (day number → the day's midnight as `toISOString` writes it). */
const isoDays = new Map<number, string>();
/** A reusable buffer of char codes: `YYYY-MM-DDTHH:MM:SS.sssZ`. */
const ISO_CODES = Array.from('0000-00-00T00:00:00.000Z', (c) => c.charCodeAt(0));
/** 10000-01-01T00:00:00.000Z: from there `toISOString` writes a six-digit year. */
const ISO_END_MS = 253_402_300_800_000;

function putDigits(at: number, digits: number, v: number): void {
  for (let k = at + digits - 1; k >= at; k--) {
    const rest = Math.floor(v / 10);
    ISO_CODES[k] = 48 + v - rest * 10;
    v = rest;
  }
}

/**
 * `new Date(ms).toISOString()`, the same string, made as one flat string from its char codes: the
 * calendar day comes from `toISOString` once per day, the time of day is digits. A Date and its string
 * per record cost about twice as much, and mock:server's start writes 2.4 million dates
 * (docs/performance.md, "mock:server at scale"). Other inputs (fractions, before 1970, year 10000 on)
 * take `toISOString` itself.
 */
export function iso(ms: number): string {
  if (!(Number.isInteger(ms) && ms >= 0 && ms < ISO_END_MS)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let date = isoDays.get(day);
  if (date === undefined) {
    if (isoDays.size > 10_000) isoDays.clear();
    isoDays.set(day, (date = new Date(day * DAY_MS).toISOString()));
  }
  for (let k = 0; k < 10; k++) ISO_CODES[k] = date.charCodeAt(k);
  const t = ms - day * DAY_MS;
  const seconds = Math.floor(t / 1000);
  const minutes = Math.floor(seconds / 60);
  putDigits(11, 2, Math.floor(minutes / 60));
  putDigits(14, 2, minutes % 60);
  putDigits(17, 2, seconds % 60);
  putDigits(20, 3, t - seconds * 1000);
  return String.fromCharCode.apply(null, ISO_CODES);
}

// Weight tables, built once: the generators draw from them in hot loops.
export const DRIVER_STAGES = weightedTable<DriverStage>([
  ['emailUnverified', 15],
  ['emailVerified', 20],
  ['kycSubmitted', 20],
  ['kycApproved', 45],
]);
export const VEHICLE_TYPES = weightedTable(VEHICLE_TYPE_WEIGHTS);
export const EMAIL_DOMAIN_TABLE = weightedTable(EMAIL_DOMAINS);
export const TRIP_STATUSES = weightedTable<TripStatus>([
  ['completed', 78],
  ['cancelled', 13],
  ['rejected', 5],
  ['pending', 4],
]);
export const TRIP_RATINGS = weightedTable([
  [5, 50],
  [4.5, 15],
  [4, 20],
  [3.5, 5],
  [3, 5],
  [2, 3],
  [1, 2],
] as const);
export const FUND_SERVICES = weightedTable<TransactionService>([
  ['fund_account', 62],
  ['fund_transfer', 38],
]);
export const TX_STATUSES = weightedTable([
  ['success', 82],
  ['pending', 9],
  ['failed', 9],
] as const);
/** Share of the ledger that pays for trips (a rider's fare and the driver's earnings, in pairs). */
export const FARE_SHARE = 0.6;

export function phone(rng: Rng): string {
  return `+234${rng.pick(PHONE_PREFIXES)}${rng.int(0, 9_999_999).toString().padStart(7, '0')}`;
}

export function uniqueEmail(rng: Rng, first: string, last: string, taken: Set<string>): string {
  const f = first.toLowerCase();
  const l = last.toLowerCase();
  const style = rng.int(0, 3);
  const local = style === 0 ? `${f}.${l}` : style === 1 ? `${f}${l}` : style === 2 ? `${f[0]}${l}` : `${l}.${f}`;
  const domain = rng.draw(EMAIL_DOMAIN_TABLE);
  // Joined, not `+`: a flat string, which the Set hashes without flattening a tree first.
  let email = [local, '@', domain].join('');
  while (taken.has(email)) email = [local, rng.int(1, 9999), '@', domain].join('');
  taken.add(email);
  return email;
}

export function plate(rng: Rng, taken: Set<string>): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  let p: string;
  do {
    p = `${rng.pick(PLATE_CODES)}-${rng.int(100, 999)}-${letters[rng.int(0, letters.length - 1)]}${letters[rng.int(0, letters.length - 1)]}`;
  } while (taken.has(p));
  taken.add(p);
  return p;
}

/** Ages skewed towards the recent past: about an eighth of records fall in the last week of 180 days. */
export function recentAgeMs(rng: Rng, maxDays: number): number {
  return Math.floor(Math.pow(rng.next(), 1.6) * maxDays * DAY_MS);
}
