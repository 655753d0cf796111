/** The mock database's collections (generated on first use) and the changes users make to them. */
import { generateDrivers, generateRiders, generateTransactions, generateTrips, type DriverRecord } from './seed';
import { newObjectId } from './random';
import { hashPassword, passwordMatches } from './digest';
import type { AdminRecord, AdminRole, PricingRecord, RiderWire, TransactionWire, TripRecord, VehicleTypeWire } from './types';
import { db, save, type DriverChange } from './state';

// ---- Collections ------------------------------------------------------------------------------

let driverRevision = 0;

/** Bumped on every driver change, so cached serialisations of the driver list go stale. */
export function driversRevision(): number {
  return driverRevision;
}

function applyDriverChange(d: DriverRecord, c: DriverChange): void {
  d.kycSubmitted = c.kycSubmitted;
  d.kycVerified = c.kycVerified;
}

export function drivers(): DriverRecord[] {
  const s = db();
  if (!s.drivers) {
    const list = generateDrivers(s.scale);
    const index = new Map<string, DriverRecord>();
    for (const d of list) {
      index.set(d._id, d);
      // Own keys only: a persisted key such as "__proto__" must not reach Object.prototype.
      const c = Object.hasOwn(s.driverChanges, d._id) ? s.driverChanges[d._id] : undefined;
      if (c) applyDriverChange(d, c);
    }
    s.drivers = list;
    s.driverIndex = index;
  }
  return s.drivers;
}

export function findDriver(id: string): DriverRecord | undefined {
  drivers();
  return db().driverIndex?.get(id);
}

export function riders(): RiderWire[] {
  const s = db();
  s.riders ??= generateRiders(s.scale);
  return s.riders;
}

export function trips(): TripRecord[] {
  const s = db();
  // Trips reference drivers by their seeded stage, so verification changes do not alter them.
  s.trips ??= generateTrips(s.scale, drivers(), riders());
  return s.trips;
}

export function transactions(): TransactionWire[] {
  const s = db();
  s.transactions ??= generateTransactions(s.scale, trips(), drivers(), riders());
  return s.transactions;
}

export function vehicleTypes(): VehicleTypeWire[] {
  return db().vehicleTypes;
}

export function pricing(): PricingRecord[] {
  return db().pricing;
}

export function admins(): AdminRecord[] {
  return db().admins;
}

// ---- Changes ----------------------------------------------------------------------------------

/** Approve (kycVerified) or reject (back to Email Verified), with the optional reason. Undefined for an unknown id. */
export function setDriverVerification(id: string, approve: boolean, reason?: string): DriverRecord | undefined {
  const d = findDriver(id);
  if (!d) return undefined;
  const change: DriverChange = {
    ...(approve ? { kycSubmitted: d.kycSubmitted, kycVerified: true } : { kycSubmitted: false, kycVerified: false }),
    ...(reason ? { reason } : {}),
  };
  applyDriverChange(d, change);
  db().driverChanges[id] = change;
  driverRevision++;
  save();
  return d;
}

export interface PricingInputValues {
  vehicleTypeId: string;
  pricePerKm: number;
  keroCommission: number;
}

/** Creates or updates the pricing of a vehicle type; the Lagos commission is always ₦30. */
export function upsertPricing(input: PricingInputValues): { record: PricingRecord; created: boolean } {
  const s = db();
  const existing = s.pricing.find((p) => p.vehicleTypeId === input.vehicleTypeId);
  if (existing) {
    existing.pricePerKm = input.pricePerKm;
    existing.keroCommission = input.keroCommission;
    existing.lagosCommission = 30;
    save();
    return { record: existing, created: false };
  }
  const record: PricingRecord = { _id: newObjectId(), ...input, lagosCommission: 30 };
  s.pricing.push(record);
  save();
  return { record, created: true };
}

export function deletePricing(id: string): boolean {
  const s = db();
  const i = s.pricing.findIndex((p) => p._id === id);
  if (i < 0) return false;
  s.pricing.splice(i, 1);
  save();
  return true;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findAdminByEmail(email: string): AdminRecord | undefined {
  const e = normalizeEmail(email);
  return db().admins.find((a) => normalizeEmail(a.email) === e);
}

export function findAdmin(id: string): AdminRecord | undefined {
  return db().admins.find((a) => a._id === id);
}

export async function createAdmin(input: { fullname: string; email: string; password: string; role: AdminRole }): Promise<AdminRecord> {
  const now = Date.now();
  const passwordHash = await hashPassword(input.password);
  const record: AdminRecord = {
    _id: newObjectId(now),
    fullname: input.fullname.trim(),
    email: input.email.trim().toLowerCase(),
    role: input.role,
    createdAt: new Date(now).toISOString(),
    password: null,
    passwordHash,
  };
  db().admins.push(record);
  save();
  return record;
}

export async function setAdminPassword(id: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const a = findAdmin(id);
  if (!a) return false;
  a.password = null;
  a.passwordHash = passwordHash;
  save();
  return true;
}

/** Whether `password` is the admin's: the seeded demo password, or the hash of the one they set. */
export async function checkPassword(admin: AdminRecord, password: string): Promise<boolean> {
  if (admin.passwordHash) return passwordMatches(password, admin.passwordHash);
  return admin.password !== null && admin.password === password;
}

/** Deletes an admin user and ends their sessions. */
export function deleteAdmin(id: string): boolean {
  const s = db();
  const i = s.admins.findIndex((a) => a._id === id);
  if (i < 0) return false;
  s.admins.splice(i, 1);
  s.tokens = s.tokens.filter((t) => t.adminId !== id);
  save();
  return true;
}
