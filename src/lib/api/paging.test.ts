// The lists' mode (src/lib/api/paging.ts): `auto` learns it from a list's first answer, for one session.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../session';
import { learnListMode, listMode, resetListModes } from './paging';

afterEach(() => {
  resetListModes();
  clearSession();
});

describe('list modes', () => {
  it('keeps what the first answer said, and forgets it when the session changes', () => {
    resetListModes('auto');
    setSession('tok-A', { _id: 'a', email: 'a@kero.ng', role: 'admin' });
    expect(listMode('riders')).toBeNull();
    learnListMode('riders', false);
    learnListMode('riders', true); // the first answer decides
    learnListMode('transactions', true);
    expect([listMode('riders'), listMode('transactions')]).toEqual(['client', 'server']);
    // Another admin signs in: nothing of the first session's answers decides theirs.
    setSession('tok-B', { _id: 'b', email: 'b@kero.ng', role: 'admin' });
    expect([listMode('riders'), listMode('transactions')]).toEqual([null, null]);
    learnListMode('riders', true);
    expect(listMode('riders')).toBe('server');
    clearSession();
    expect(listMode('riders')).toBeNull();
    // Another tab's sign-out (its storage event) ends this tab's session too.
    learnListMode('drivers', false);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'tok-B', newValue: null }));
    expect(listMode('drivers')).toBeNull();
  });

  it('a forced mode is not learnt, and a session change leaves it', () => {
    resetListModes('server');
    learnListMode('riders', false);
    setSession('tok-A', { _id: 'a', email: 'a@kero.ng', role: 'admin' });
    expect(listMode('riders')).toBe('server');
  });
});
