import { describe, expect, it } from 'vitest';
import { createRng, objectId } from './random';
import { iso } from './seedCommon';

describe('the seed writes its strings as the plain forms do', () => {
  it('iso is toISOString, for any millisecond', () => {
    const rng = createRng(7);
    const edges = [0, 1, 999, 1000, 59_999, 3_599_999, 86_399_999, 86_400_000, Date.UTC(2024, 1, 29, 23, 59, 59, 999), Date.UTC(2026, 10, 20, 12), 253_402_300_799_999];
    const odd = [-1, -86_400_001, 1.5, 253_402_300_800_000, 8.64e15];
    const random = Array.from({ length: 20_000 }, () => Math.floor(rng.next() * 4_102_444_800_000));
    for (const ms of [...edges, ...odd, ...random]) expect(iso(ms), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('objectId is the time in 8 hex digits then two 8-digit draws, as rng.hex gives them', () => {
    const a = createRng(11);
    const b = createRng(11);
    for (const at of [0, 1000, Date.UTC(2026, 10, 20, 12), new Date(Date.UTC(2025, 0, 1)), 0xffffffff * 1000, 0x100000000 * 1000, -5000]) {
      const seconds = Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000);
      expect(objectId(a, at)).toBe(seconds.toString(16).padStart(8, '0') + b.hex(8) + b.hex(8));
    }
    for (let i = 0; i < 5000; i++) expect(objectId(a, i * 7_777_777)).toBe(Math.floor((i * 7_777_777) / 1000).toString(16).padStart(8, '0') + b.hex(16));
  });
});
