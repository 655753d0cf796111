import { describe, expect, it } from 'vitest';
import { runPool } from './pool';

/** A task whose calls wait until the test lets each one go. */
function gated() {
  const waiting = new Map<number, { ok: () => void; fail: (e: Error) => void }>();
  let inFlight = 0;
  let most = 0;
  const task = (n: number) =>
    new Promise<number>((resolve, reject) => {
      inFlight++;
      most = Math.max(most, inFlight);
      const end = () => inFlight--;
      waiting.set(n, { ok: () => (end(), resolve(n * 10)), fail: (e) => (end(), reject(e)) });
    });
  return { task, waiting, most: () => most };
}

describe('runPool', () => {
  it('runs at most `limit` calls at a time, in order, and keeps each outcome at its place', async () => {
    const g = gated();
    const progress: number[] = [];
    const run = runPool([1, 2, 3, 4, 5], g.task, { limit: 3, onSettled: (n) => progress.push(n) });
    await expect.poll(() => [...g.waiting.keys()]).toEqual([1, 2, 3]);
    g.waiting.get(2)!.fail(new Error('no'));
    await expect.poll(() => g.waiting.has(4)).toBe(true);
    expect(g.waiting.has(5)).toBe(false);
    for (const n of [1, 3, 4]) g.waiting.get(n)!.ok();
    await expect.poll(() => g.waiting.has(5)).toBe(true);
    g.waiting.get(5)!.ok();
    const out = await run;
    expect(g.most()).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(out[0]).toEqual({ status: 'fulfilled', value: 10 });
  });

  it('starts no more calls once stop() says so; those left are skipped', async () => {
    let stopped = false;
    const out = await runPool([1, 2, 3, 4], async (n) => {
      if (n === 1) stopped = true;
      return n;
    }, { limit: 1, stop: () => stopped });
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'skipped', 'skipped', 'skipped']);
  });

  it('an empty list resolves at once', async () => {
    expect(await runPool([], async () => 1, { limit: 3 })).toEqual([]);
  });
});
