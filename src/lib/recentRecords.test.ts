import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from './session';
import { recentRecords, rememberRecord, RECENT_MAX } from './recentRecords';

describe('recently opened records', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession('t', { _id: 'admin-1', role: 'admin' });
  });

  it('lists the newest first, once each, at most RECENT_MAX', () => {
    for (let i = 0; i < RECENT_MAX + 2; i++) rememberRecord({ screen: 'rides', id: `r${i}`, label: `Ride ${i}` });
    rememberRecord({ screen: 'rides', id: 'r3', label: 'Ride 3' });
    const ids = recentRecords.read().map((r) => r.id);
    expect(ids[0]).toBe('r3');
    expect(ids).toHaveLength(RECENT_MAX);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('belongs to the admin and is cleared on sign-out', () => {
    rememberRecord({ screen: 'riders', id: 'u1', label: 'Ada' });
    setSession('t2', { _id: 'admin-2', role: 'admin' });
    expect(recentRecords.read()).toEqual([]);
    setSession('t', { _id: 'admin-1', role: 'admin' });
    expect(recentRecords.read()).toHaveLength(1);
    clearSession();
    setSession('t', { _id: 'admin-1', role: 'admin' });
    expect(recentRecords.read()).toEqual([]);
    expect(Object.keys(localStorage).some((k) => k.startsWith('kero-recent-records'))).toBe(false);
  });

  it('drops entries that do not fit and reads garbage as empty', () => {
    localStorage.setItem('kero-recent-records:admin-1', JSON.stringify([{ screen: 'rides', id: 'a', label: 'A', extra: 1 }, { screen: 'pricing', id: 'b', label: 'B' }, null]));
    expect(recentRecords.read()).toEqual([{ screen: 'rides', id: 'a', label: 'A' }]);
    localStorage.setItem('kero-recent-records:admin-1', '][');
    expect(recentRecords.read()).toEqual([]);
  });
});
