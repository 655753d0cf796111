import { describe, expect, it } from 'vitest';
import { nextFromState, returnAddress, signInState } from './returnTo';

describe('links survive sign-in (docs/product.md §4)', () => {
  it("keeps a console address, with its query, in the sign-in's state", () => {
    expect(signInState('/dashboard/rides?open=abc123')).toEqual({ next: '/dashboard/rides?open=abc123' });
    const filtered = '/dashboard/lagos/transactions?status=failed&from=2026-11-20&to=2026-11-20';
    expect(signInState(filtered)).toEqual({ next: filtered });
    expect(signInState('/dashboard?x=1')).toEqual({ next: '/dashboard?x=1' });
  });

  it('has nothing to keep for an overview, a logout or an unknown screen', () => {
    expect(signInState('/dashboard')).toBeUndefined();
    expect(signInState('/dashboard/lagos')).toBeUndefined();
    expect(signInState('/dashboard/logout')).toBeUndefined();
    expect(signInState('/dashboard/lagos/pricing')).toBeUndefined();
  });

  it('reads the return address from a navigation state, and nothing else', () => {
    expect(nextFromState({ next: '/dashboard/rides' })).toBe('/dashboard/rides');
    expect(nextFromState({ next: 42 })).toBeNull();
    expect(nextFromState(null)).toBeNull();
    expect(nextFromState('/dashboard')).toBeNull();
    expect(nextFromState(undefined)).toBeNull();
  });

  it('returns to the address in its own area', () => {
    expect(returnAddress('/dashboard/rides?open=abc', 'admin')).toBe('/dashboard/rides?open=abc');
    expect(returnAddress('/dashboard/lagos/riders?q=ada', 'lagos')).toBe('/dashboard/lagos/riders?q=ada');
    expect(returnAddress('/dashboard/', 'admin')).toBe('/dashboard');
  });

  it("moves an address of the other role's area to the same screen in the signed-in role's area", () => {
    expect(returnAddress('/dashboard/rides?open=abc', 'lagos')).toBe('/dashboard/lagos/rides?open=abc');
    expect(returnAddress('/dashboard/lagos/transactions?status=failed', 'admin')).toBe('/dashboard/transactions?status=failed');
    // No such screen for lagos: its overview.
    expect(returnAddress('/dashboard/pricing', 'lagos')).toBe('/dashboard/lagos');
    expect(returnAddress('/dashboard/admins?q=x', 'lagos')).toBe('/dashboard/lagos');
  });

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard/rides',
    '/dashboard@evil.example',
    '/dashboard/rides/../../evil',
    '/dashboard/%2e%2e/login',
    '/%2F%2Fevil.example',
    '/dashboard/logout',
    '/dashboard/lagos/logout',
    '/about',
    '/login?next=/dashboard',
    `/dashboard/rides?q=${'x'.repeat(2100)}`,
    '',
  ])('ignores %s', (next) => {
    expect(returnAddress(next, 'admin')).toBeNull();
    expect(returnAddress(next, 'lagos')).toBeNull();
  });

  it('ignores a missing next', () => {
    expect(returnAddress(null, 'admin')).toBeNull();
  });
});
