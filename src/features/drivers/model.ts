import { driverStageOf, type DriverStage } from '../../lib/listQuery';
import type { Driver } from '../../lib/schemas';

// The stages and a driver's stage, name and vehicle year are the list's query rules (src/lib/listQuery.ts),
// which a paging backend follows too.
export { DRIVER_STAGES as STAGES, driverStageOf as stageOf, driverFullName as driverName, vehicleYearKey as vehicleYear } from '../../lib/listQuery';
export type Stage = DriverStage;

/** Human name of each stage: the tab label, and the `{stage}` of "No {stage} drivers found". */
export const STAGE_LABELS: Record<Stage, string> = {
  emailUnverified: 'Email Unverified',
  emailVerified: 'Email Verified',
  kycSubmitted: 'KYC Submitted',
  kycApproved: 'KYC Approved',
};

export type StageBuckets = Record<Stage, Driver[]>;

/** Drivers split by stage, keeping the server's order inside each stage. */
export function groupByStage(drivers: readonly Driver[]): StageBuckets {
  const out: StageBuckets = { emailUnverified: [], emailVerified: [], kycSubmitted: [], kycApproved: [] };
  for (const d of drivers) out[driverStageOf(d)].push(d);
  return out;
}
