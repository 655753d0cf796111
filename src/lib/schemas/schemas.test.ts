import { describe, expect, it } from 'vitest';
import { driversResponseSchema, loginResponseSchema, transactionsResponseSchema, tripsResponseSchema } from './index';

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
