import { describe, expect, it } from 'vitest';
import { credentials, DEMO_ACCOUNTS, destinationAfterSignIn } from './model';

describe('auth model', () => {
  it('sends a lagos admin to the Lagos console and everyone else to the full one', () => {
    expect(destinationAfterSignIn('lagos')).toBe('/dashboard/lagos');
    expect(destinationAfterSignIn('admin')).toBe('/dashboard');
    expect(destinationAfterSignIn('')).toBe('/dashboard');
    expect(destinationAfterSignIn(null)).toBe('/dashboard');
  });

  it('returns to the console address the visitor came for, in the role\'s area, and to nothing else', () => {
    expect(destinationAfterSignIn('admin', '/dashboard/rides?open=r1')).toBe('/dashboard/rides?open=r1');
    expect(destinationAfterSignIn('lagos', '/dashboard/rides?open=r1')).toBe('/dashboard/lagos/rides?open=r1');
    expect(destinationAfterSignIn('admin', '/dashboard/lagos/drivers')).toBe('/dashboard/drivers');
    expect(destinationAfterSignIn('admin', '//evil.example/dashboard')).toBe('/dashboard');
    expect(destinationAfterSignIn('lagos', 'https://evil.example')).toBe('/dashboard/lagos');
  });

  it('trims the e-mail and lowers its case, but never touches the password', () => {
    expect(credentials('  admin@kero.ng ', ' secret ')).toEqual({ email: 'admin@kero.ng', password: ' secret ' });
    expect(credentials(' Admin@KERO.ng', 'Secret')).toEqual({ email: 'admin@kero.ng', password: 'Secret' });
  });

  it('lists one demo account per role', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual(['admin@kero.ng', 'lagos@kero.ng']);
  });
});
