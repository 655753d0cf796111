import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from './index';
import { driversResponseSchema, transactionsResponseSchema, tripsResponseSchema } from './lists';

describe('response schemas', () => {
  it('repair bad fields to null instead of failing the record', () => {
    const r = tripsResponseSchema.parse({
      trips: [
        { rideId: 'abc', fare: 'lots', status: 7, startLocation: { coordinates: [3.35, 6.6] }, endLocation: { coordinates: ['x'] } },
        null,
        'not a record',
        {},
      ],
      totalTrips: '5',
    });
    expect(r.trips).toHaveLength(2);
    expect(r.trips[0]).toMatchObject({ rideId: 'abc', fare: null, status: null, startLocation: { lng: 3.35, lat: 6.6 }, endLocation: null });
    expect(r.trips[1]!.rideId).toBeNull();
    expect(r.totalTrips).toBeNull();
  });

  it('reject a wrong envelope (a malformed answer, not an empty list)', () => {
    expect(driversResponseSchema.safeParse({ data: { data: 'x' } }).success).toBe(false);
    expect(transactionsResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });

  it('keeps the transactions totals even when they are broken', () => {
    const r = transactionsResponseSchema.parse({ data: { data: [], totals: 'nope' } });
    expect(r.data.totals).toEqual({ totalAmount: null, totalLagosCommission: null, totalKeroCommission: null });
  });

  it('requires a token on login and keeps an unknown role as text', () => {
    expect(loginResponseSchema.safeParse({ data: { admin: { role: 'admin' } } }).success).toBe(false);
    const ok = loginResponseSchema.parse({ message: 'Login successful', data: { token: 't', admin: { role: 5 } } });
    expect(ok.data.admin.role).toBe('');
  });
});

describe('list fast path', () => {
  it('gives exactly what the repairing schema gives, record by record, on the seeded data', async () => {
    const { resetMockDb } = await import('../../../mocks/testing');
    const store = await import('../../../mocks/db/store');
    const { driverSchema, riderSchema, ridersResponseSchema, transactionSchema, tripSchema } = await import('./lists');
    resetMockDb({ scale: 1 });
    const wire = <T,>(v: T): unknown[] => JSON.parse(JSON.stringify(v)) as unknown[];
    const trips = wire(store.trips());
    expect(tripsResponseSchema.parse({ trips }).trips).toEqual(trips.map((t) => tripSchema.parse(t)));
    const drivers = wire(store.drivers());
    expect(driversResponseSchema.parse({ data: { data: { drivers } } }).data.data.drivers).toEqual(drivers.map((d) => driverSchema.parse(d)));
    const riders = wire(store.riders());
    expect(ridersResponseSchema.parse({ data: { data: riders } }).data.data).toEqual(riders.map((r) => riderSchema.parse(r)));
    const txs = wire(store.transactions());
    expect(transactionsResponseSchema.parse({ data: { data: txs, totals: {} } }).data.data).toEqual(txs.map((t) => transactionSchema.parse(t)));
  });

  it('is derived from the record schemas: every seeded record takes it, and a field with no fast twin fails at load', async () => {
    const { resetMockDb } = await import('../../../mocks/testing');
    const store = await import('../../../mocks/db/store');
    const { driverSchema, riderSchema, transactionSchema, tripSchema } = await import('./lists');
    const { withFastPath } = await import('./fields');
    const { BAD } = await import('./strict');
    const z = await import('zod/mini');
    resetMockDb({ scale: 1 });
    const wire = <T,>(v: T): unknown[] => JSON.parse(JSON.stringify(v)) as unknown[];
    const lists = [
      [withFastPath(tripSchema).strict, store.trips()],
      [withFastPath(driverSchema).strict, store.drivers()],
      [withFastPath(riderSchema).strict, store.riders()],
      [withFastPath(transactionSchema).strict, store.transactions()],
    ] as const;
    for (const [strict, records] of lists) {
      const taken = wire(records).filter((r) => strict(r) !== BAD).length;
      // The seed has a few deliberately broken records; all the others take the fast path.
      expect(taken / records.length).toBeGreaterThan(0.95);
    }
    expect(() => withFastPath(z.object({ fine: z.string() }))).toThrow(/"fine" has no fast twin/);
  });

  it('still repairs a record the fast path rejects', () => {
    const r = tripsResponseSchema.parse({ trips: [{ rideId: 'a', fare: 'x', startLocation: { coordinates: [3.3, 6.5, 10] } }] });
    expect(r.trips[0]).toMatchObject({ rideId: 'a', fare: null, startLocation: { lng: 3.3, lat: 6.5 } });
  });
});

describe('fast path derived from the record schemas (./fields.ts, ./strict.ts)', () => {
  const VARIANTS: unknown[] = [undefined, null, '', 'x', '2024-05-01T10:00:00.000Z', 'not a date', 0, 7, -3.5, Infinity, NaN, true, false, {}, [], [3.3, 6.5], { coordinates: [3.3, 6.5] }, { coordinates: [3.3, 6.5, 1] }, { coordinates: [0, 0] }, { coordinates: [200, 6.5] }, { coordinates: ['3', 6.5] }, { _id: 5, email: 'a@b.c' }, { _id: 'x' }, { email: null, _id: null }, { licensePlate: 'A', year: 2019 }, { year: '2019', model: 3 }];

  it('takes a record only when the repairing schema gives the same output, for every field and odd value', async () => {
    const { resetMockDb } = await import('../../../mocks/testing');
    const store = await import('../../../mocks/db/store');
    const { driverSchema, riderSchema, ridersResponseSchema, transactionSchema, tripSchema } = await import('./lists');
    resetMockDb({ scale: 1 });
    const wire = <T,>(v: T): Record<string, unknown>[] => JSON.parse(JSON.stringify(v)) as Record<string, unknown>[];
    const cases = [
      { records: wire(store.trips()).slice(0, 3), lenient: tripSchema, list: (r: unknown[]) => tripsResponseSchema.parse({ trips: r }).trips },
      { records: wire(store.drivers()).slice(0, 3), lenient: driverSchema, list: (r: unknown[]) => driversResponseSchema.parse({ data: { data: { drivers: r } } }).data.data.drivers },
      { records: wire(store.riders()).slice(0, 3), lenient: riderSchema, list: (r: unknown[]) => ridersResponseSchema.parse({ data: { data: r } }).data.data },
      { records: wire(store.transactions()).slice(0, 3), lenient: transactionSchema, list: (r: unknown[]) => transactionsResponseSchema.parse({ data: { data: r, totals: {} } }).data.data },
    ];
    let checked = 0;
    for (const { records, lenient, list } of cases) {
      for (const base of records) {
        for (const key of [...Object.keys(base), 'unknownKey']) {
          const odd = VARIANTS.map((v) => {
            const r = { ...base };
            if (v === undefined) delete r[key];
            else r[key] = v;
            return r;
          });
          // One record at a time: each goes through the fast path or the repair, never dropped.
          const out = list(odd);
          expect(out).toHaveLength(odd.length);
          out.forEach((o, i) => expect(o).toEqual((lenient as { parse: (v: unknown) => unknown }).parse(odd[i])));
          checked += odd.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('drops hostile keys: only the schema keys come out, with the plain prototype', () => {
    const raw = JSON.parse('{"trips":[{"__proto__":{"polluted":1},"constructor":"x","rideId":1e400,"driverName":"A","riderName":null,"distance":1,"fare":2,"keroCommission":3,"lagosCommission":4,"status":"completed","driverSelfie":null,"startAddress":null,"endAddress":null,"startLocation":null,"endLocation":null,"rating":null}]}') as unknown;
    const [t] = tripsResponseSchema.parse(raw).trips;
    expect(Object.getPrototypeOf(t)).toBe(Object.prototype);
    expect(Object.keys(t!)).not.toContain('constructor');
    expect((t as Record<string, unknown>).polluted).toBeUndefined();
    expect(t!.rideId).toBeNull(); // a huge number is Infinity: not an id
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
