import { describe, expect, it } from 'vitest';
import { keepEqual } from './keepEqual';

describe('keepEqual', () => {
  it('keeps the parts of the new answer equal to the old one, and takes the rest from the new', () => {
    const prev = { rows: [{ id: 'a', n: 1 }, { id: 'b', n: 2 }], figures: { count: 2, volume: [{ day: '2026-11-01', amount: 5 }] }, paging: { page: 1, total: 40 } };
    const next = { rows: [{ id: 'c', n: 3 }, { id: 'b', n: 2 }], figures: { count: 2, volume: [{ day: '2026-11-01', amount: 5 }] }, paging: { page: 2, total: 40 } };
    const out = keepEqual(prev, next);
    expect(out).toEqual(next);
    expect(out).not.toBe(prev);
    expect(out.figures).toBe(prev.figures);
    expect(out.rows).not.toBe(prev.rows);
    expect(out.rows[0]).toBe(next.rows[0]);
    expect(out.rows[1]).toBe(prev.rows[1]);
    expect(out.paging).not.toBe(prev.paging);
    // Neither argument changed.
    expect(next.figures).not.toBe(prev.figures);
    expect(prev.rows[0]).toEqual({ id: 'a', n: 1 });
  });

  it('returns the old value whole when all is equal, and the new one when there was none', () => {
    const prev = { a: [1, 2, { b: null }], c: 'x' };
    expect(keepEqual(prev, { a: [1, 2, { b: null }], c: 'x' })).toBe(prev);
    const next = { a: 1 };
    expect(keepEqual(undefined, next)).toBe(next);
  });

  it('tells apart added or removed keys and items, arrays from objects, and non-plain objects', () => {
    expect(keepEqual({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    const fewer = { a: 1 };
    expect(keepEqual({ a: 1, b: 2 }, fewer)).not.toEqual({ a: 1, b: 2 });
    expect(keepEqual([1, 2, 3], [1, 2])).toEqual([1, 2]);
    expect(keepEqual({ 0: 1 }, [1])).toEqual([1]);
    const day = new Date(0);
    expect(keepEqual({ d: new Date(0) }, { d: day }).d).toBe(day);
  });
});
