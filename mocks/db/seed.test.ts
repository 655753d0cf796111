import { afterAll, describe, expect, it } from 'vitest';
import { LAGOS_PLACES, PLATE_CODES, VEHICLE_TYPE_NAMES } from './pools';
import { BASE_COUNTS, DAY_MS, SEED_NOW, generateDrivers, generateRiders, generateTransactions, generateTrips } from './seed';
import { dashboard, driverStage, drivers, resetMockDb, riders, transactions, trips, vehicleTypes } from './store';

afterAll(() => resetMockDb({ scale: 1 }));

/** Lagos State's bounding box, roughly (Badagry to Epe, Apapa to Ikorodu). */
const inLagos = ([lng, lat]: number[]) => lng! > 2.7 && lng! < 4.4 && lat! > 6.35 && lat! < 6.75;

function haversine(a: number[], b: number[]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1]! - a[1]!) * rad;
  const dLng = (b[0]! - a[0]!) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1]! * rad) * Math.cos(b[1]! * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('determinism', () => {
  it('gives the same data for the same seed, whatever order collections are generated in', () => {
    resetMockDb({ scale: 1 });
    const tx1 = JSON.stringify(transactions());
    const all1 = JSON.stringify([drivers(), riders(), trips(), vehicleTypes()]);
    resetMockDb({ scale: 1 });
    const all2 = JSON.stringify([drivers(), riders(), trips(), vehicleTypes()]);
    const tx2 = JSON.stringify(transactions());
    expect(all2).toBe(all1);
    expect(tx2).toBe(tx1);
  });

  it('is the recorded seed, record for record (a generator change that alters any record fails here)', () => {
    // FNV-1a of each collection's JSON at scale 3, recorded before the generators were made leaner
    // (flat ids, shared names and narrations, day prefixes made once): the data must not move.
    const fnv = (s: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
      return h.toString(16).padStart(8, '0');
    };
    const d = generateDrivers(3);
    const r = generateRiders(3);
    const t = generateTrips(3, d, r);
    const x = generateTransactions(3, t, d, r);
    expect({ drivers: fnv(JSON.stringify(d)), riders: fnv(JSON.stringify(r)), trips: fnv(JSON.stringify(t)), transactions: fnv(JSON.stringify(x)) }).toEqual({
      drivers: '581f3c6f',
      riders: 'df8f8df9',
      trips: '0a84bc89',
      transactions: 'f64fbc96',
    });
  });

  it('generators are pure functions of the scale', () => {
    const d = generateDrivers(1);
    const r = generateRiders(1);
    expect(JSON.stringify(generateDrivers(1))).toBe(JSON.stringify(d));
    expect(JSON.stringify(generateTrips(1, d, r))).toBe(JSON.stringify(generateTrips(1, generateDrivers(1), generateRiders(1))));
  });
});

describe('seed at scale 1', () => {
  resetMockDb({ scale: 1 });

  it('has the brief\'s counts', () => {
    resetMockDb({ scale: 1 });
    expect(drivers()).toHaveLength(80);
    expect(riders()).toHaveLength(150);
    expect(trips()).toHaveLength(400);
    expect(transactions()).toHaveLength(600);
    expect(vehicleTypes().map((v) => v.name)).toEqual([...VEHICLE_TYPE_NAMES]);
  });

  it('spreads drivers over the four onboarding stages with plausible details', () => {
    resetMockDb({ scale: 1 });
    const list = drivers();
    const byStage: Record<string, number> = {};
    for (const d of list) byStage[driverStage(d)] = (byStage[driverStage(d)] ?? 0) + 1;
    for (const stage of ['emailUnverified', 'emailVerified', 'kycSubmitted', 'kycApproved']) {
      expect(byStage[stage] ?? 0, stage).toBeGreaterThanOrEqual(8);
    }
    for (const d of list) {
      expect(d.phone).toMatch(/^\+234[789][01]\d{8}$/);
      expect(d.email).toMatch(/^[a-z.'-]+\d*@[a-z]+\.[a-z]+$/);
      if (d.vehicle) {
        expect(d.vehicle.licensePlate).toMatch(/^[A-Z]{3}-\d{3}-[A-Z]{2}$/);
        expect(PLATE_CODES).toContain(d.vehicle.licensePlate.slice(0, 3));
        expect(VEHICLE_TYPE_NAMES).toContain(d.vehicle.type);
        expect(d.vehicle.year).toBeGreaterThanOrEqual(2007);
        expect(d.vehicle.year).toBeLessThanOrEqual(2024);
      }
      const docs = d.vehicle && ('driverLicense' in d.vehicle || 'hackneyPermit' in d.vehicle);
      if (!d.kycSubmitted) expect(docs, d._id).toBeFalsy();
      if (d.kycVerified) {
        expect(d.tripsCount).toBeGreaterThan(0);
        expect(Math.round(d.walletBalance * 100)).toBeCloseTo(d.walletBalance * 100, 6);
      } else {
        expect([d.tripsCount, d.rating, d.walletBalance]).toEqual([0, 0, 0]);
      }
    }
    const submitted = list.filter((d) => d.kycSubmitted);
    expect(submitted.some((d) => !d.vehicle?.driverLicense || !d.vehicle?.hackneyPermit)).toBe(true);
    expect(submitted.filter((d) => d.vehicle?.driverLicense && d.vehicle?.hackneyPermit).length).toBeGreaterThan(submitted.length / 2);
    expect(list.some((d) => d.kycVerified && d.walletBalance % 1 !== 0)).toBe(true);
    expect(new Set(list.map((d) => d.email)).size).toBe(list.length);
  });

  it('has riders in every state with kobo balances', () => {
    resetMockDb({ scale: 1 });
    const list = riders();
    expect(list.some((r) => !r.isVerified)).toBe(true);
    expect(list.some((r) => !r.isCompleted)).toBe(true);
    expect(list.some((r) => r.isDeleted)).toBe(true);
    expect(list.some((r) => r.isSetPassCode)).toBe(true);
    expect(list.every((r) => Number.isInteger(r.walletBalance) && Number.isInteger(r.bonusBalance))).toBe(true);
    expect(list.every((r) => r.updatedAt >= r.createdAt)).toBe(true);
  });

  it('has trips of every status on real Lagos places with consistent distances and kobo fares', () => {
    resetMockDb({ scale: 1 });
    const list = trips();
    expect(new Set(list.map((t) => t.status))).toEqual(new Set(['completed', 'pending', 'cancelled', 'rejected']));
    const names = new Set(LAGOS_PLACES.map((p) => p[0]));
    let checked = 0;
    for (const t of list) {
      expect(names.has(t.startAddress) && names.has(t.endAddress)).toBe(true);
      expect(t.startAddress).not.toBe(t.endAddress);
      expect(Number.isInteger(t.fare) && Number.isInteger(t.keroCommission)).toBe(true);
      expect(t.lagosCommission === 3000 || t.lagosCommission === 0).toBe(true);
      expect(t.rating).toBeGreaterThanOrEqual(0);
      expect(t.rating).toBeLessThanOrEqual(5);
      const s = t.startLocation?.coordinates ?? [];
      const e = t.endLocation?.coordinates ?? [];
      if (s.length === 2 && e.length === 2) {
        expect(inLagos(s) && inLagos(e)).toBe(true);
        const straight = haversine(s, e);
        // Road distance is longer than the straight line, but not absurdly.
        expect(t.distance).toBeGreaterThanOrEqual(straight * 1.2);
        expect(t.distance).toBeLessThanOrEqual(straight * 1.5);
        checked++;
      }
      if (t.driverSelfie) expect(t.driverSelfie).toMatch(/^https:\/\/images\.kero\.ng\/selfies\/[0-9a-f]{24}\.jpg$/);
    }
    expect(list.length - checked).toBeGreaterThanOrEqual(3);
    expect(list.length - checked).toBeLessThanOrEqual(10);
    expect(list.filter((t) => t.status === 'completed').every((t) => t.keroCommission > 0 && t.lagosCommission === 3000)).toBe(true);
  });

  it('has a ledger with every service, type and status, refs and transfer details', () => {
    resetMockDb({ scale: 1 });
    const list = transactions();
    expect(new Set(list.map((t) => t.transaction_services))).toEqual(
      new Set(['fund_transfer', 'fund_account', 'user_fare_payment', 'driver_fare_payment']),
    );
    expect(new Set(list.map((t) => t.transaction_type))).toEqual(new Set(['credit', 'debit']));
    const statuses = list.map((t) => t.status);
    for (const s of ['success', 'pending', 'failed']) expect(statuses).toContain(s);
    const odd = statuses.filter((s) => !['success', 'pending', 'failed'].includes(s));
    expect(odd.length).toBeGreaterThanOrEqual(2);
    expect(odd.length).toBeLessThanOrEqual(3);
    const lagos30 = list.filter((t) => t.lagosCommission === 30).length;
    expect(lagos30).toBeGreaterThan(list.length / 2);
    expect(list.some((t) => t.lagosCommission === 0)).toBe(true);
    const tripIds = new Set(trips().map((t) => t.rideId));
    for (const t of list) {
      expect(t.user_id !== null || t.driver_id !== null).toBe(true);
      if (t.transaction_services === 'fund_transfer') {
        expect(t.account_no).toMatch(/^\d{10}$/);
        expect(t.bank_name).toBeTruthy();
      } else {
        expect(t.account_no).toBeNull();
      }
      if (t.transaction_services.endsWith('fare_payment')) expect(tripIds.has(t.trip_id!)).toBe(true);
      else expect(t.trip_id).toBeNull();
      expect(t.transaction_id).toMatch(/^TXN-\d{8}-\d{6}$/);
      expect(t.reference).toMatch(/^KRO-[0-9A-F]{6}$/);
    }
    expect(new Set(list.map((t) => t.reference)).size).toBe(list.length);
    expect(new Set(list.map((t) => t.transaction_id)).size).toBe(list.length);
  });

  it('keeps every date at or before the seed\'s now, and some within the last week', () => {
    resetMockDb({ scale: 1 });
    const now = new Date(SEED_NOW + 3 * 3_600_000).toISOString();
    for (const d of [...drivers(), ...riders(), ...transactions()]) expect(d.createdAt <= now).toBe(true);
    const dash = dashboard();
    const weekAgo = new Date(SEED_NOW - 7 * DAY_MS).toISOString();
    expect(dash.drivers.joinedThisWeek).toBe(drivers().filter((d) => d.createdAt >= weekAgo).length);
    expect(dash.drivers.joinedThisWeek).toBeGreaterThan(0);
  });
});

describe('scale', () => {
  it('multiplies the bulk collections, each generated lazily in well under a second (scale 100)', () => {
    resetMockDb({ scale: 100 });
    // Wall time depends on what else runs on the machine; CPU time of this process is the steadier figure.
    const wall: Record<string, number> = {};
    const cpu: Record<string, number> = {};
    const time = <T>(name: string, fn: () => T[]): number => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const n = fn().length;
      const c = process.cpuUsage(c0);
      wall[name] = Math.round(performance.now() - t0);
      cpu[name] = Math.round((c.user + c.system) / 1000);
      return n;
    };
    expect(time('drivers', drivers)).toBe(BASE_COUNTS.drivers * 100);
    expect(time('riders', riders)).toBe(BASE_COUNTS.riders * 100);
    expect(time('trips', trips)).toBe(BASE_COUNTS.trips * 100);
    expect(time('transactions', transactions)).toBe(BASE_COUNTS.transactions * 100);
    console.info(`[mocks] generation at scale 100: wall ms ${JSON.stringify(wall)}, cpu ms ${JSON.stringify(cpu)}`);
    // A generous bound for a loaded 2-core box (typically 100–450 ms CPU per collection).
    for (const [name, ms] of Object.entries(cpu)) expect(ms, name).toBeLessThan(2500);
    // Nothing was generated before first use.
    resetMockDb({ scale: 100 });
    const t0 = performance.now();
    vehicleTypes();
    expect(performance.now() - t0).toBeLessThan(50);
  });

  it('generates fractional scales too', () => {
    resetMockDb({ scale: 0.5 });
    expect(drivers()).toHaveLength(40);
    expect(trips()).toHaveLength(200);
    expect(generateTransactions(0.5, trips(), drivers(), riders())).toHaveLength(300);
  });
});
