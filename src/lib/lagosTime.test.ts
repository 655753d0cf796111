import { describe, expect, it } from 'vitest';
import { lagosDay, toEpoch, lagosOffsetMinutes } from './lagosTime';

/** lagosDay as first written: a Date per call and the offset asked per hour. */
function reference(v: string | number | Date | null | undefined): string | null {
  const ms = toEpoch(v);
  if (ms === null) return null;
  const local = new Date(ms + lagosOffsetMinutes(ms) * 60_000);
  return local.getUTCFullYear() > 9999 ? null : local.toISOString().slice(0, 10);
}

describe('lagosDay', () => {
  it('gives the same day as a Date per call, around midnights, at the ends of the years it reads, and for junk', () => {
    const values: (string | number | Date | null | undefined)[] = [
      null, undefined, '', 'x', 'not a date', NaN, Infinity, -Infinity,
      '2024-05-01T22:59:59.999Z', '2024-05-01T23:00:00.000Z', '2024-12-31T23:30:00Z', '2025-01-01T00:00:00+01:00',
      '0000-01-01T00:00:00.000Z', '9999-12-31T22:59:59.999Z', '9999-12-31T23:00:00.000Z', '+010000-01-01T00:00:00Z',
      new Date(Date.UTC(2026, 10, 24, 23, 15)), 0, -1, 8.64e15, 253402300799999, -62167219200000, -62167219200001,
    ];
    let seed = 7;
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 48271) % 2147483647;
      values.push(Date.UTC(1950, 0, 1) + (seed / 2147483647) * 120 * 365.25 * 86_400_000);
      values.push(new Date(values.at(-1) as number).toISOString());
    }
    for (const v of values) expect([v, lagosDay(v)]).toEqual([v, reference(v)]);
  });

  it('is West Africa Time: UTC+1 all year, so 23:00 UTC is the next Lagos day', () => {
    for (const ms of [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15), Date.UTC(1990, 2, 31, 23, 59)]) expect(lagosOffsetMinutes(ms)).toBe(60);
    expect(lagosDay('2024-05-01T22:59:59.999Z')).toBe('2024-05-01');
    expect(lagosDay('2024-05-01T23:00:00.000Z')).toBe('2024-05-02');
    expect(lagosDay('2024-12-31T23:30:00Z')).toBe('2025-01-01');
  });
});
