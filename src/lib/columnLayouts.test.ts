import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from './session';
import { columnLayoutsStore, parseColumnLayouts, saveColumnLayout, screenLayout } from './columnLayouts';

// Column layouts (docs/product.md, "Column layout"): per screen, per admin, per console area; never a crash.
describe('column layouts', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession('t', { _id: 'admin-1', email: 'ada@kero.ng', role: 'admin' });
  });

  it('stores a layout per screen, and the default layout removes it', () => {
    const store = columnLayoutsStore('admin');
    saveColumnLayout(store, 'rides', { columnOrder: ['fare', 'rideId'], columnSizing: { driver: 220 } });
    expect(screenLayout(store.read(), 'rides')).toEqual({ columnOrder: ['fare', 'rideId'], columnSizing: { driver: 220 } });
    expect(screenLayout(store.read(), 'riders')).toEqual({ columnOrder: [], columnSizing: {} });
    expect(JSON.parse(localStorage.getItem('kero-columns:admin-1:admin')!)).toEqual({ screens: { rides: { columnOrder: ['fare', 'rideId'], columnSizing: { driver: 220 } } } });
    saveColumnLayout(store, 'rides', { columnOrder: [], columnSizing: {} });
    expect(store.read()).toEqual({});
  });

  it('keeps layouts apart per area (the Lagos console never gets the admin one) and per admin', () => {
    saveColumnLayout(columnLayoutsStore('admin'), 'rides', { columnOrder: ['status'], columnSizing: {} });
    expect(screenLayout(columnLayoutsStore('lagos').read(), 'rides').columnOrder).toEqual([]);
    clearSession();
    setSession('t2', { _id: 'admin-2', role: 'admin' });
    expect(screenLayout(columnLayoutsStore('admin').read(), 'rides').columnOrder).toEqual([]);
    clearSession();
    setSession('t3', { _id: 'admin-1', role: 'admin' });
    expect(screenLayout(columnLayoutsStore('admin').read(), 'rides').columnOrder).toEqual(['status']);
  });

  it('reads bad JSON and foreign shapes as no layout', () => {
    const store = columnLayoutsStore('admin');
    for (const raw of ['{not json', 'null', '42', '"rides"', '[]', '{"screens":[]}', '{"screens":null}']) {
      localStorage.setItem('kero-columns:admin-1:admin', raw);
      expect(store.read()).toEqual({});
    }
  });

  it('drops what does not fit, one entry at a time, and unknown fields', () => {
    expect(
      parseColumnLayouts({
        version: 9,
        screens: {
          rides: { columnOrder: ['fare', 7, null, 'fare', '<img src=x>', 'status'], columnSizing: { fare: 180.4, status: 'wide', driver: -5, rider: 1e9, '': 100, x: Number.NaN }, pinned: ['fare'] },
          riders: 'wide',
          'Bad Screen!': { columnOrder: ['a'] },
          pricing: { columnOrder: 'fare', columnSizing: [1, 2] },
        },
      }),
    ).toEqual({
      rides: { columnOrder: ['fare', 'status'], columnSizing: { fare: 180 } },
      pricing: { columnOrder: [], columnSizing: {} },
    });
  });
});
