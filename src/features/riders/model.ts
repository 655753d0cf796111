import type { Rider } from '../../lib/schemas';

/** The riders' cards (docs/product.md §2): everyone, verified, unverified (not verified) and completed profiles. */
export interface RiderCounts {
  total: number;
  verified: number;
  unverified: number;
  completed: number;
}

export function riderCounts(riders: readonly Rider[]): RiderCounts {
  let verified = 0;
  let completed = 0;
  for (const r of riders) {
    if (r.isVerified === true) verified++;
    if (r.isCompleted === true) completed++;
  }
  return { total: riders.length, verified, unverified: riders.length - verified, completed };
}

/** A yes/no flag for sorting: no before yes, missing last. */
export function flagRank(v: boolean | null): number | null {
  return v === null ? null : v ? 1 : 0;
}

/** Epoch milliseconds of an ISO date, for sorting; null when missing. */
export function dateTime(iso: string | null): number | null {
  return iso ? Date.parse(iso) : null;
}

/** The rider's name, or null when it is missing or blank. */
export function riderName(r: Pick<Rider, 'fullname'>): string | null {
  return r.fullname && r.fullname.trim() !== '' ? r.fullname : null;
}
