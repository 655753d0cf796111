import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage, isUnauthorized } from '../../lib/api/client';
import { formatNumber } from '../../lib/format';
import { runPool } from '../../lib/pool';
import { DRIVERS_KEY, verifyDriver, type VerifyDecision } from './api';

/** Verification calls in flight at most during a bulk review (docs/product.md, "Bulk KYC review"). */
export const BULK_CONCURRENCY = 3;
/** A failure's text when the server sent no message (docs/product.md §8's error toast). */
export const BULK_FALLBACK_MESSAGE = 'Error processing verification';

export interface BulkTarget {
  id: string;
  name: string;
}

export interface BulkFailed extends BulkTarget {
  message: string;
}

export type BulkRun =
  | { phase: 'running'; decision: VerifyDecision; done: number; total: number }
  /** `total`: the drivers of the whole run; `succeeded` counts retries' successes too. */
  | { phase: 'done'; decision: VerifyDecision; total: number; succeeded: number; failures: BulkFailed[] };

const count = (n: number) => `${formatNumber(n)} ${n === 1 ? 'driver' : 'drivers'}`;

/** "Approve 12 drivers?" */
export const confirmTitle = (decision: VerifyDecision, n: number) => `${decision === 'approve' ? 'Approve' : 'Reject'} ${count(n)}?`;
/** "Approving 4 of 12" */
export const progressLabel = (decision: VerifyDecision, done: number, total: number) =>
  `${decision === 'approve' ? 'Approving' : 'Rejecting'} ${formatNumber(done)} of ${formatNumber(total)}`;
/** "10 of 12 drivers approved" */
export const resultSummary = (decision: VerifyDecision, succeeded: number, total: number) =>
  `${formatNumber(succeeded)} of ${count(total)} ${decision === 'approve' ? 'approved' : 'rejected'}`;

/**
 * docs/product.md "Bulk KYC review": approve or reject the selected drivers, BULK_CONCURRENCY calls at a
 * time with a progress figure, then the result (each failure with the server's message) and "Retry
 * failed". The list reloads once, when a run ends. A 401 starts no further call (the session has ended).
 */
export function useBulkReview() {
  const { mutate } = useSWRConfig();
  const [run, setRun] = useState<BulkRun | null>(null);
  const running = useRef(false);

  const go = useCallback(
    async (targets: readonly BulkTarget[], decision: VerifyDecision, before: { total: number; succeeded: number } | null) => {
      if (running.current || targets.length === 0) return;
      running.current = true;
      setRun({ phase: 'running', decision, done: 0, total: targets.length });
      let unauthorized = false;
      const call = (t: BulkTarget) =>
        verifyDriver(t.id, decision === 'approve').catch((e: unknown) => {
          if (isUnauthorized(e)) unauthorized = true;
          throw e;
        });
      const outcomes = await runPool(targets, call, {
        limit: BULK_CONCURRENCY,
        stop: () => unauthorized,
        onSettled: (done) => setRun({ phase: 'running', decision, done, total: targets.length }),
      });
      const failures: BulkFailed[] = [];
      let succeeded = 0;
      outcomes.forEach((o, i) => {
        if (o.status === 'fulfilled') succeeded++;
        else if (o.status === 'rejected') failures.push({ ...targets[i]!, message: errorMessage(o.reason, BULK_FALLBACK_MESSAGE) });
      });
      running.current = false;
      // The session ended (forced logout): nothing to show or reload.
      if (unauthorized) {
        setRun(null);
        return;
      }
      setRun({
        phase: 'done',
        decision,
        total: before?.total ?? targets.length,
        succeeded: (before?.succeeded ?? 0) + succeeded,
        failures,
      });
      // One reload of every read of the list (the whole list, each page, each record by id).
      void mutate((k: unknown) => k === DRIVERS_KEY || (Array.isArray(k) && k[0] === DRIVERS_KEY));
    },
    [mutate],
  );

  const start = useCallback((targets: readonly BulkTarget[], decision: VerifyDecision) => go(targets, decision, null), [go]);
  const retry = useCallback(() => {
    if (run?.phase !== 'done') return Promise.resolve();
    return go(run.failures, run.decision, { total: run.total, succeeded: run.succeeded });
  }, [run, go]);
  const dismiss = useCallback(() => setRun(null), []);
  return { run, start, retry, dismiss, running: run?.phase === 'running' };
}
