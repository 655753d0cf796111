import { describe, expect, it } from 'vitest';
import { scrollEdges } from './useScrollEdges';

const box = (o: Partial<Record<'scrollLeft' | 'scrollTop' | 'scrollWidth' | 'scrollHeight' | 'clientWidth' | 'clientHeight', number>>) => ({
  scrollLeft: 0, scrollTop: 0, scrollWidth: 100, scrollHeight: 100, clientWidth: 100, clientHeight: 100, ...o,
});

describe('scrollEdges', () => {
  it('reports nothing when the content fits', () => {
    expect(scrollEdges(box({}))).toEqual({ start: false, end: false, top: false, bottom: false });
  });
  it('reports the end edge at the start of wide content', () => {
    expect(scrollEdges(box({ scrollWidth: 300 }))).toMatchObject({ start: false, end: true });
  });
  it('reports both edges in the middle and only the start at the end', () => {
    expect(scrollEdges(box({ scrollWidth: 300, scrollLeft: 100 }))).toMatchObject({ start: true, end: true });
    expect(scrollEdges(box({ scrollWidth: 300, scrollLeft: 200 }))).toMatchObject({ start: true, end: false });
  });
  it('ignores a sub-pixel remainder and reads right-to-left (negative) offsets', () => {
    expect(scrollEdges(box({ scrollWidth: 300, scrollLeft: 199.5 }))).toMatchObject({ end: false });
    expect(scrollEdges(box({ scrollWidth: 300, scrollLeft: -100 }))).toMatchObject({ start: true, end: true });
  });
  it('reports the vertical edges', () => {
    expect(scrollEdges(box({ scrollHeight: 300, scrollTop: 50 }))).toMatchObject({ top: true, bottom: true });
  });
});
