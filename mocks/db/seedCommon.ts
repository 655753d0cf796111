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
export const iso = (ms: number) => new Date(ms).toISOString();

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
  let email = `${local}@${domain}`;
  while (taken.has(email)) email = `${local}${rng.int(1, 9999)}@${domain}`;
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
