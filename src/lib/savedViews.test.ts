import { beforeEach, describe, expect, it } from 'vitest';
import { setSession, clearSession } from './session';
import { deleteView, parseSavedViews, renameView, saveView, savedViewsStore, screenViews, setDefaultView, viewSearch } from './savedViews';

describe('saved views', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession('t', { _id: 'admin-1', email: 'ada@kero.ng', role: 'admin' });
  });

  it('saves, renames, sets the default and deletes, per screen', () => {
    const store = savedViewsStore('admin');
    const id = saveView(store, 'rides', '  Busy Lekki  ', '?q=lekki&status=completed&page=3&open=abc');
    expect(screenViews(store.read(), 'rides').views).toEqual([{ id, name: 'Busy Lekki', search: 'q=lekki&status=completed' }]);
    expect(screenViews(store.read(), 'riders').views).toEqual([]);
    setDefaultView(store, 'rides', id);
    expect(screenViews(store.read(), 'rides').defaultId).toBe(id);
    renameView(store, 'rides', id, 'Lekki, done');
    expect(screenViews(store.read(), 'rides').views[0]!.name).toBe('Lekki, done');
    deleteView(store, 'rides', id);
    expect(screenViews(store.read(), 'rides')).toEqual({ views: [], defaultId: null });
  });

  it('replaces a view saved again under the same name', () => {
    const store = savedViewsStore('admin');
    const a = saveView(store, 'rides', 'Mine', '?q=a');
    const b = saveView(store, 'rides', 'Mine', '?q=b');
    expect(b).toBe(a);
    expect(screenViews(store.read(), 'rides').views).toEqual([{ id: a, name: 'Mine', search: 'q=b' }]);
  });

  it('keeps views apart per admin and per area, and keeps them after sign-out', () => {
    saveView(savedViewsStore('admin'), 'rides', 'A', '?q=a');
    expect(screenViews(savedViewsStore('lagos').read(), 'rides').views).toEqual([]);
    clearSession();
    setSession('t2', { _id: 'admin-2', role: 'admin' });
    expect(screenViews(savedViewsStore('admin').read(), 'rides').views).toEqual([]);
    clearSession();
    setSession('t3', { _id: 'admin-1', role: 'admin' });
    expect(screenViews(savedViewsStore('admin').read(), 'rides').views.map((v) => v.name)).toEqual(['A']);
  });

  it('reads a newer version’s views with unknown fields dropped, and garbage as nothing', () => {
    const raw = {
      screens: {
        rides: {
          views: [
            { id: 'v1', name: 'Kept', search: 'q=x', colour: 'gold', columns: [1, 2] },
            { id: 'v2', name: '', search: 'q=y' },
            { id: 3, name: 'Bad id', search: '' },
            'nonsense',
          ],
          defaultId: 'v2',
          pinned: true,
        },
        '__proto__': { views: [] },
        drivers: 'oops',
      },
      version: 9,
    };
    expect(parseSavedViews(raw)).toEqual({ rides: { views: [{ id: 'v1', name: 'Kept', search: 'q=x' }], defaultId: null } });
    for (const garbage of [undefined, null, 42, 'x', [], { screens: [] }, { screens: null }]) expect(parseSavedViews(garbage)).toEqual({});
    localStorage.setItem('kero-views:admin-1:admin', '{not json');
    expect(savedViewsStore('admin').read()).toEqual({});
  });

  it('keeps a view’s search without the open record and the page', () => {
    expect(viewSearch('?open=1&page=2&tab=kycSubmitted&from=2026-01-01')).toBe('tab=kycSubmitted&from=2026-01-01');
  });
});
