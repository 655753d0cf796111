/**
 * Deterministic seed data. Every collection draws from its own PRNG stream (a fixed seed mixed with the
 * collection's name), so generating collections lazily in any order gives the same records.
 */
import { VEHICLE_TYPE_NAMES, type VehicleTypeName } from './pools';
import { createRng, deriveSeed, objectId } from './random';
import type { AdminRecord, PricingRecord, VehicleTypeWire } from './types';
import { SEED, iso } from './seedCommon';
export { SEED, SEED_NOW, DAY_MS, BASE_COUNTS, scaledCount, type DriverStage, type DriverRecord } from './seedCommon';
export { generateDrivers, generateRiders } from './seedPeople';
export { generateTrips } from './seedTrips';
export { generateTransactions } from './seedTransactions';

// ---- Small collections ------------------------------------------------------------------------

export function seedVehicleTypes(): VehicleTypeWire[] {
  const rng = createRng(deriveSeed(SEED, 'vehicletypes'));
  return VEHICLE_TYPE_NAMES.map((name, i) => ({ _id: objectId(rng, Date.UTC(2026, 0, 2, 9, i)), name }));
}

/** Pricing for every type but Bus (so the console's "add pricing" has a type left to price). */
export function seedPricing(types: readonly VehicleTypeWire[]): PricingRecord[] {
  const rng = createRng(deriveSeed(SEED, 'pricing'));
  const rates: Partial<Record<VehicleTypeName, [number, number]>> = {
    Car: [250, 15],
    Keke: [120, 10],
    Okada: [100, 10],
    Executive: [450, 20],
  };
  const out: PricingRecord[] = [];
  types.forEach((t, i) => {
    const r = rates[t.name as VehicleTypeName];
    if (r) {
      out.push({
        _id: objectId(rng, Date.UTC(2026, 0, 3, 10, i)),
        vehicleTypeId: t._id,
        pricePerKm: r[0],
        keroCommission: r[1],
        lagosCommission: 30,
      });
    }
  });
  return out;
}

export const DEMO_ADMIN = { email: 'admin@kero.ng', password: 'admin123', role: 'admin' } as const;
export const DEMO_LAGOS = { email: 'lagos@kero.ng', password: 'lagos123', role: 'lagos' } as const;

export function seedAdmins(): AdminRecord[] {
  const rng = createRng(deriveSeed(SEED, 'admins'));
  const rows: [string, string, string, AdminRecord['role'], number][] = [
    ['Ada Obi', DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin', Date.UTC(2026, 0, 5, 10, 0)],
    ['Kunle Adeyemi', DEMO_LAGOS.email, DEMO_LAGOS.password, 'lagos', Date.UTC(2026, 1, 12, 8, 30)],
    ['Ngozi Okafor', 'ngozi.okafor@kero.ng', 'ngozi2026', 'admin', Date.UTC(2026, 2, 3, 14, 5)],
    ['Emeka Nwosu', 'emeka.nwosu@kero.ng', 'emeka2026', 'lagos', Date.UTC(2026, 4, 19, 11, 45)],
    ['Bisi Alade', 'bisi.alade@kero.ng', 'bisi2026', '', Date.UTC(2026, 6, 8, 16, 20)],
    ['Ifeanyi Chukwu', 'ops@kero.ng', 'opsdesk1', 'admin', Date.UTC(2026, 9, 27, 9, 10)],
  ];
  return rows.map(([fullname, email, password, role, at]) => ({
    _id: objectId(rng, at),
    fullname,
    email,
    role,
    createdAt: iso(at),
    password,
  }));
}
