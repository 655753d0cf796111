/** How one item of `runPool` went: done, failed with `reason`, or never started (stopped before its turn). */
export type PoolOutcome<R> = { status: 'fulfilled'; value: R } | { status: 'rejected'; reason: unknown } | { status: 'skipped' };

export interface PoolOptions {
  /** Calls in flight at most. */
  limit: number;
  /** After each call settles, with the count settled so far. */
  onSettled?: (settled: number) => void;
  /** Checked before each call: true starts no more (those left are `skipped`); calls in flight finish. */
  stop?: () => boolean;
}

/**
 * `task` for every item, in order, at most `limit` at a time; resolves with each item's outcome at the
 * item's place. A failed call does not stop the others.
 */
export async function runPool<I, R>(items: readonly I[], task: (item: I) => Promise<R>, { limit, onSettled, stop }: PoolOptions): Promise<PoolOutcome<R>[]> {
  const outcomes: PoolOutcome<R>[] = items.map(() => ({ status: 'skipped' }));
  let nextIndex = 0;
  let settled = 0;
  const worker = async () => {
    while (nextIndex < items.length && !stop?.()) {
      const i = nextIndex++;
      try {
        outcomes[i] = { status: 'fulfilled', value: await task(items[i]!) };
      } catch (reason) {
        outcomes[i] = { status: 'rejected', reason };
      }
      onSettled?.(++settled);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return outcomes;
}
