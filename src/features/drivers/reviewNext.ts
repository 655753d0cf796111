import type { Driver } from '../../lib/schemas';
import type { VerifyDecision } from './api';

/** The KYC submission just decided: who, what, and where it stood in the list. */
export interface Decided {
  id: string;
  name: string;
  decision: VerifyDecision;
  /** Its position among the KYC submissions when it was decided. */
  index: number;
}

/**
 * The submission to review after `decided`: the one that followed it in the list (now at its index,
 * since it left the stage), else the first; never `decided` itself (the list may not have reloaded
 * yet). Null when none is left.
 */
export function nextSubmission(submissions: readonly Driver[], decided: Pick<Decided, 'id' | 'index'>): Driver | null {
  const rest = submissions.filter((d) => d._id !== decided.id);
  return rest[Math.min(decided.index, rest.length - 1)] ?? rest[0] ?? null;
}
