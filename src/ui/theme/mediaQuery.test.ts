import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from './mediaQuery';

afterEach(() => vi.restoreAllMocks());

describe('mediaQueryList', () => {
  it('asks matchMedia once per query, and again when matchMedia is replaced', () => {
    const made: string[] = [];
    const stub = (matches: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
        made.push(query);
        return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} } as unknown as MediaQueryList;
      });
    stub(true);
    const a = mediaQueryList('(max-width: 767px)');
    expect(mediaQueryList('(max-width: 767px)')).toBe(a);
    expect(mediaQueryList('(prefers-color-scheme: dark)')).not.toBe(a);
    expect(made).toEqual(['(max-width: 767px)', '(prefers-color-scheme: dark)']);
    expect(a?.matches).toBe(true);

    vi.restoreAllMocks();
    stub(false);
    expect(mediaQueryList('(max-width: 767px)')?.matches).toBe(false);
    expect(made).toHaveLength(3);
  });
});
