import { describe, expect, it } from 'vitest';
import { clearSession, getRole, getStoredIdentity, getStoredRole, homeForRole, isSignedIn, setSession } from './session';

describe('session', () => {
  it('is signed in exactly when a token is stored', () => {
    expect(isSignedIn()).toBe(false);
    setSession('tok', { role: 'admin' });
    expect(isSignedIn()).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('admin')!)).toEqual({ role: 'admin' });
    clearSession();
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('reads the role from the stored admin; an unreadable value gives no role', () => {
    localStorage.setItem('admin', '{not json');
    expect(getStoredRole()).toBeNull();
    localStorage.setItem('admin', JSON.stringify({ role: 42 }));
    expect(getStoredRole()).toBeNull();
    localStorage.setItem('admin', JSON.stringify({ role: 'superuser' }));
    expect(getStoredRole()).toBe('superuser');
    expect(getRole()).toBeNull();
    localStorage.setItem('admin', JSON.stringify({ role: 'lagos' }));
    expect(getRole()).toBe('lagos');
  });

  it('sends each role home and other roles nowhere', () => {
    expect(homeForRole('lagos')).toBe('/dashboard/lagos');
    expect(homeForRole('admin')).toBe('/dashboard');
    expect(homeForRole('')).toBeNull();
    expect(homeForRole(null)).toBeNull();
  });

  it('reads the signed-in identity (id, e-mail), null for what is missing or unreadable', () => {
    setSession('tok', { _id: 'a1', email: ' admin@kero.ng ', role: 'admin' });
    expect(getStoredIdentity()).toEqual({ id: 'a1', email: 'admin@kero.ng' });
    setSession('tok', { _id: 7, role: 'admin' });
    expect(getStoredIdentity()).toEqual({ id: null, email: null });
    localStorage.setItem('admin', '{not json');
    expect(getStoredIdentity()).toEqual({ id: null, email: null });
    clearSession();
    expect(getStoredIdentity()).toEqual({ id: null, email: null });
  });
});

describe('session changes', () => {
  it('tells subscribers about sign-in, sign-out and a token changed in another tab', async () => {
    const { subscribeSession } = await import('./session');
    const seen: (string | null)[] = [];
    const stop = subscribeSession(() => seen.push(localStorage.getItem('token')));
    setSession('a', { role: 'admin' });
    clearSession();
    localStorage.setItem('token', 'b');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'b' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    stop();
    setSession('c', { role: 'admin' });
    expect(seen).toEqual(['a', null, 'b', 'b']);
  });
});
