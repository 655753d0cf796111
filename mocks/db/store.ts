/**
 * The mock backend's database: lazily generated seed collections plus a small change set that is
 * persisted to localStorage when persistence is on (the app's browser worker turns it on; tests and
 * Storybook keep everything in memory).
 *
 * Why only a change set: at scale 100 the generated collections are tens of megabytes, far beyond
 * localStorage's ~5 MB; they are deterministic, so regenerating them and re-applying the changes
 * gives the same state after a reload.
 */
import {
  DAY_MS,
  SEED_NOW,
  generateDrivers,
  generateRiders,
  generateTransactions,
  generateTrips,
  seedAdmins,
  seedPricing,
  seedVehicleTypes,
  type DriverRecord,
  type DriverStage,
} from './seed';
import { newObjectId, secureHex } from './random';
import type {
  AdminRecord,
  AdminRole,
  AdminUserWire,
  AdminWire,
  DashboardWire,
  DriverWire,
  PricingRecord,
  PricingWire,
  RiderWire,
  TokenRecord,
  TransactionTotalsWire,
  TransactionWire,
  TripRecord,
  TripWire,
  VehicleTypeWire,
} from './types';

export const STORAGE_KEY = 'kero-mock-db-v1';
const VERSION = 1;
/** Sessions last a week, like the real backend's JWTs. */
export const TOKEN_TTL_MS = 7 * DAY_MS;
const MAX_TOKENS = 50;

interface DriverChange {
  kycSubmitted: boolean;
  kycVerified: boolean;
}

/** What goes to localStorage: small, and only what users can change. */
interface Persisted {
  version: number;
  scale: number;
  driverChanges: Record<string, DriverChange>;
  pricing: PricingRecord[];
  admins: AdminRecord[];
  tokens: TokenRecord[];
}

interface State {
  scale: number;
  drivers: DriverRecord[] | null;
  driverIndex: Map<string, DriverRecord> | null;
  riders: RiderWire[] | null;
  trips: TripRecord[] | null;
  transactions: TransactionWire[] | null;
  vehicleTypes: VehicleTypeWire[];
  pricing: PricingRecord[];
  admins: AdminRecord[];
  tokens: TokenRecord[];
  driverChanges: Record<string, DriverChange>;
}

export interface MockDbOptions {
  /** Multiplies drivers, riders, trips and transactions (VITE_MOCK_SCALE, default 1). */
  scale: number;
  /** Save the change set to localStorage after every change and read it back on first use. */
  persist: boolean;
}

function envScale(): number {
  const raw: unknown = import.meta.env?.VITE_MOCK_SCALE;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : typeof raw === 'number' ? raw : NaN;
  return Number.isFinite(n) && n > 0 && n <= 1000 ? n : 1;
}

const options: MockDbOptions = { scale: envScale(), persist: false };
let state: State | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function fresh(scale: number): State {
  const vehicleTypes = seedVehicleTypes();
  return {
    scale,
    drivers: null,
    driverIndex: null,
    riders: null,
    trips: null,
    transactions: null,
    vehicleTypes,
    pricing: seedPricing(vehicleTypes),
    admins: seedAdmins(),
    tokens: [],
    driverChanges: {},
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function validPersisted(v: unknown, scale: number): v is Persisted {
  if (!isObj(v) || v.version !== VERSION || v.scale !== scale) return false;
  if (!isObj(v.driverChanges) || !Array.isArray(v.pricing) || !Array.isArray(v.admins) || !Array.isArray(v.tokens)) return false;
  const pricingOk = v.pricing.every(
    (p) => isObj(p) && typeof p._id === 'string' && typeof p.vehicleTypeId === 'string' && typeof p.pricePerKm === 'number',
  );
  const adminsOk = v.admins.every(
    (a) => isObj(a) && typeof a._id === 'string' && typeof a.email === 'string' && typeof a.password === 'string',
  );
  const tokensOk = v.tokens.every((t) => isObj(t) && typeof t.token === 'string' && typeof t.adminId === 'string');
  const changesOk = Object.values(v.driverChanges).every(
    (c) => isObj(c) && typeof c.kycSubmitted === 'boolean' && typeof c.kycVerified === 'boolean',
  );
  return pricingOk && adminsOk && tokensOk && changesOk;
}

function load(): State {
  const s = fresh(options.scale);
  const store = options.persist ? storage() : null;
  if (!store) return s;
  let raw: string | null = null;
  try {
    raw = store.getItem(STORAGE_KEY);
  } catch {
    return s;
  }
  if (raw === null) return s;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!validPersisted(parsed, options.scale)) {
    // Another version, another scale or garbage: start from the seed again.
    try {
      store.removeItem(STORAGE_KEY);
    } catch {
      /* storage blocked */
    }
    return s;
  }
  s.driverChanges = parsed.driverChanges;
  s.pricing = parsed.pricing;
  s.admins = parsed.admins;
  s.tokens = parsed.tokens;
  return s;
}

function save(): void {
  if (!options.persist || !state) return;
  const store = storage();
  if (!store) return;
  const data: Persisted = {
    version: VERSION,
    scale: state.scale,
    driverChanges: state.driverChanges,
    pricing: state.pricing,
    admins: state.admins,
    tokens: state.tokens,
  };
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    /* quota or blocked storage: changes live until the tab closes */
  }
}

function db(): State {
  state ??= load();
  return state;
}

// ---- Lifecycle --------------------------------------------------------------------------------

/** Changes options; a new scale or persistence setting starts from a freshly loaded state. */
export function configureMockDb(next: Partial<MockDbOptions>): void {
  if (next.scale !== undefined) {
    if (!Number.isFinite(next.scale) || next.scale <= 0) throw new Error(`Invalid mock scale ${next.scale}`);
    options.scale = next.scale;
  }
  if (next.persist !== undefined) options.persist = next.persist;
  state = null;
}

export function getMockDbOptions(): Readonly<MockDbOptions> {
  return { ...options };
}

/** Fresh seed state, forgetting every change (also the stored one). Call before every test. */
export function resetMockDb(next?: Partial<MockDbOptions>): void {
  if (next) configureMockDb(next);
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    /* storage blocked */
  }
  state = fresh(options.scale);
}

/** Forgets the in-memory state; the next access reloads it (from localStorage when persisting), like a page reload. */
export function reloadMockDb(): void {
  state = null;
}

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

// ---- Wire shapes ------------------------------------------------------------------------------

export function toDriverWire(d: DriverRecord): DriverWire {
  const { seedStage: _seedStage, ...wire } = d;
  return wire;
}

export function toTripWire(t: TripRecord): TripWire {
  const { createdAt: _c, phase: _p, driverId: _d, riderId: _r, ...wire } = t;
  return wire;
}

export function toPricingWire(p: PricingRecord): PricingWire {
  const vt = db().vehicleTypes.find((v) => v._id === p.vehicleTypeId) ?? null;
  return {
    _id: p._id,
    vehicleType: vt ? { _id: vt._id, name: vt.name } : null,
    pricePerKm: p.pricePerKm,
    keroCommission: p.keroCommission,
    lagosCommission: p.lagosCommission,
  };
}

export function toAdminWire(a: AdminRecord): AdminWire {
  return { _id: a._id, fullname: a.fullname, email: a.email, role: a.role };
}

export function toAdminUserWire(a: AdminRecord): AdminUserWire {
  return { _id: a._id, fullname: a.fullname, email: a.email, role: a.role, createdAt: a.createdAt };
}

export function driverStage(d: Pick<DriverWire, 'isVerified' | 'kycSubmitted' | 'kycVerified'>): DriverStage {
  if (!d.isVerified) return 'emailUnverified';
  if (!d.kycSubmitted) return 'emailVerified';
  if (!d.kycVerified) return 'kycSubmitted';
  return 'kycApproved';
}

// ---- Derived figures --------------------------------------------------------------------------

/** Dashboard counts, computed from the data relative to the seed's "now". */
export function dashboard(): DashboardWire {
  const weekAgo = SEED_NOW - 7 * DAY_MS;
  const weekAgoIso = new Date(weekAgo).toISOString();
  let approved = 0;
  let unapproved = 0;
  let joinedThisWeek = 0;
  for (const d of drivers()) {
    if (d.kycVerified) approved++;
    else unapproved++;
    if (d.createdAt >= weekAgoIso) joinedThisWeek++;
  }
  const rides = { total: 0, completed: 0, active: 0, pending: 0, canceled: 0 };
  const weeklyRides = { total: 0, completed: 0, active: 0, canceled: 0 };
  for (const t of trips()) {
    const week = t.createdAt >= weekAgo;
    rides.total++;
    if (week) weeklyRides.total++;
    if (t.status === 'completed') {
      rides.completed++;
      if (week) weeklyRides.completed++;
    } else if (t.status === 'pending') {
      // "pending" waits for a driver; "active" is on the road.
      if (t.phase === 'searching') rides.pending++;
      else {
        rides.active++;
        if (week) weeklyRides.active++;
      }
    } else {
      rides.canceled++;
      if (week) weeklyRides.canceled++;
    }
  }
  return { drivers: { approved, unapproved, joinedThisWeek }, rides, weeklyRides };
}

export function tripTotals(): { totalTrips: number; completedTrips: number; runningTrips: number; canceledTrips: number } {
  let completedTrips = 0;
  let runningTrips = 0;
  let canceledTrips = 0;
  const list = trips();
  for (const t of list) {
    if (t.status === 'completed') completedTrips++;
    else if (t.status === 'pending') runningTrips++;
    else canceledTrips++;
  }
  return { totalTrips: list.length, completedTrips, runningTrips, canceledTrips };
}

/** Sums over every record in the ledger (naira, rounded to kobo). */
export function transactionTotals(): TransactionTotalsWire {
  let a = 0;
  let l = 0;
  let k = 0;
  for (const t of transactions()) {
    a += t.amount;
    l += t.lagosCommission;
    k += t.keroCommission;
  }
  const r = (n: number) => Math.round(n * 100) / 100;
  return { totalAmount: r(a), totalLagosCommission: r(l), totalKeroCommission: r(k) };
}

// ---- Changes ----------------------------------------------------------------------------------

/** Approve (kycVerified) or reject (back to Email Verified). Returns false for an unknown id. */
export function setDriverVerification(id: string, approve: boolean): DriverRecord | undefined {
  const d = findDriver(id);
  if (!d) return undefined;
  const change: DriverChange = approve ? { kycSubmitted: d.kycSubmitted, kycVerified: true } : { kycSubmitted: false, kycVerified: false };
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

export function createAdmin(input: { fullname: string; email: string; password: string; role: AdminRole }): AdminRecord {
  const now = Date.now();
  const record: AdminRecord = {
    _id: newObjectId(now),
    fullname: input.fullname.trim(),
    email: input.email.trim().toLowerCase(),
    role: input.role,
    createdAt: new Date(now).toISOString(),
    password: input.password,
  };
  db().admins.push(record);
  save();
  return record;
}

export function setAdminPassword(id: string, password: string): boolean {
  const a = findAdmin(id);
  if (!a) return false;
  a.password = password;
  save();
  return true;
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

// ---- Sessions ---------------------------------------------------------------------------------

function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Looks like the real backend's JWT ("eyJ…") but is an opaque random string only this db knows. */
function newToken(adminId: string, now: number): string {
  const header = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
  const payload = base64url(
    new TextEncoder().encode(JSON.stringify({ id: adminId, jti: secureHex(12), iat: Math.floor(now / 1000) })),
  );
  const sig = new Uint8Array(32);
  crypto.getRandomValues(sig);
  return `${header}.${payload}.${base64url(sig)}`;
}

export function issueToken(adminId: string, now: number = Date.now()): string {
  const s = db();
  const token = newToken(adminId, now);
  s.tokens = s.tokens.filter((t) => t.expiresAt > now);
  s.tokens.push({ token, adminId, expiresAt: now + TOKEN_TTL_MS });
  if (s.tokens.length > MAX_TOKENS) s.tokens = s.tokens.slice(-MAX_TOKENS);
  save();
  return token;
}

/** The admin a token belongs to, or undefined when unknown, expired or the admin was deleted. */
export function adminForToken(token: string, now: number = Date.now()): AdminRecord | undefined {
  const t = db().tokens.find((x) => x.token === token);
  if (!t || t.expiresAt <= now) return undefined;
  return findAdmin(t.adminId);
}
