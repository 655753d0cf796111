import type { Driver } from '../../lib/schemas';

/** docs/product.md §4: the driver onboarding stages, in order. */
export const STAGES = ['emailUnverified', 'emailVerified', 'kycSubmitted', 'kycApproved'] as const;
export type Stage = (typeof STAGES)[number];

/** Human name of each stage: the tab label, and the `{stage}` of "No {stage} drivers found". */
export const STAGE_LABELS: Record<Stage, string> = {
  emailUnverified: 'Email Unverified',
  emailVerified: 'Email Verified',
  kycSubmitted: 'KYC Submitted',
  kycApproved: 'KYC Approved',
};

/**
 * The stage a driver is in, derived from its flags (a missing flag counts as false):
 * not isVerified → emailUnverified; isVerified without KYC → emailVerified; KYC submitted but not
 * verified → kycSubmitted (on review); all three → kycApproved.
 */
export function stageOf(d: Pick<Driver, 'isVerified' | 'kycSubmitted' | 'kycVerified'>): Stage {
  if (d.isVerified !== true) return 'emailUnverified';
  if (d.kycSubmitted !== true) return 'emailVerified';
  if (d.kycVerified !== true) return 'kycSubmitted';
  return 'kycApproved';
}

export type StageBuckets = Record<Stage, Driver[]>;

/** Drivers split by stage, keeping the server's order inside each stage. */
export function groupByStage(drivers: readonly Driver[]): StageBuckets {
  const out: StageBuckets = { emailUnverified: [], emailVerified: [], kycSubmitted: [], kycApproved: [] };
  for (const d of drivers) out[stageOf(d)].push(d);
  return out;
}

/** "Tunde Bakare", or null when both names are missing. */
export function driverName(d: Pick<Driver, 'firstname' | 'lastname'>): string | null {
  const name = [d.firstname, d.lastname].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/** The vehicle year for sorting: a number when it reads as one, else the text as sent, or null. */
export function vehicleYear(d: Pick<Driver, 'vehicle'>): number | string | null {
  const y = d.vehicle?.year;
  if (y === null || y === undefined || y === '') return null;
  const n = Number(y);
  return Number.isFinite(n) ? n : String(y);
}

/** Epoch milliseconds of an ISO date, for sorting; null when missing. */
export function dateTime(iso: string | null): number | null {
  return iso ? Date.parse(iso) : null;
}
