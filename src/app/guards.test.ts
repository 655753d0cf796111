import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards';

describe('route guards (docs/product.md §4)', () => {
  it.each([
    ['admin', false, 'admin', '/login'],
    ['admin', true, 'lagos', '/dashboard/lagos'],
    ['admin', true, 'admin', null],
    ['admin', true, '', '/'],
    ['admin', true, null, '/'],
    ['lagos', false, 'lagos', '/login'],
    ['lagos', true, 'admin', '/dashboard'],
    ['lagos', true, 'lagos', null],
    ['lagos', true, 'other', '/'],
  ] as const)('%s area, signed in %s, role %s -> %s', (area, signedIn, role, expected) => {
    expect(guardRedirect(area, signedIn, role)).toBe(expected);
  });
});
