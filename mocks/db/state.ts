/**
 * The mock backend's database: lazily generated seed collections plus a small change set that is
 * persisted to localStorage when persistence is on (the app's browser worker turns it on; tests and
 * Storybook keep everything in memory).
 *
 * Why only a change set: at scale 100 the generated collections are tens of megabytes, far beyond
 * localStorage's ~5 MB; they are deterministic, so regenerating them and re-applying the changes
 * gives the same state after a reload.
 */
import { DAY_MS, seedAdmins, seedPricing, seedVehicleTypes, type DriverRecord } from './seed';
import type { AdminRecord, PricingRecord, RiderWire, TokenRecord, TransactionWire, TripRecord, VehicleTypeWire } from './types';

export const STORAGE_KEY = 'kero-mock-db-v1';
// 2: tokens and passwords stored as digests only (./digest.ts); a version-1 value (plain text) is dropped.
const VERSION = 2;
/** Sessions last a week, like the real backend's JWTs. */
export const TOKEN_TTL_MS = 7 * DAY_MS;
export const MAX_TOKENS = 50;

export interface DriverChange {
  kycSubmitted: boolean;
  kycVerified: boolean;
  /** The decision's optional reason (docs/api.md, PUT /api/admin/drivers/verify): stored, never shown. */
  reason?: string;
}

/**
 * What goes to localStorage: small, and only what users can change. No secret in clear (docs/security.md):
 * admins without any password (a seeded account's comes from the seed again; one an admin set is a salted
 * hash), sessions as token digests.
 */
interface Persisted {
  version: number;
  scale: number;
  driverChanges: Record<string, DriverChange>;
  pricing: PricingRecord[];
  admins: Omit<AdminRecord, 'password'>[];
  tokens: { digest: string; adminId: string; expiresAt: number }[];
}

/** Digests still being computed (Web Crypto is asynchronous): a save waits for them. */
export const digests = {
  pending: new Set<Promise<unknown>>(),
  add(p: Promise<unknown>): void {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  },
};
let writing: Promise<void> = Promise.resolve();

/** Resolves once every change so far is in localStorage (saves wait for digests). */
export function flushMockDb(): Promise<void> {
  return writing;
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
    (a) =>
      isObj(a) &&
      typeof a._id === 'string' &&
      typeof a.email === 'string' &&
      !('password' in a) &&
      (a.passwordHash === undefined || (isObj(a.passwordHash) && typeof a.passwordHash.salt === 'string' && typeof a.passwordHash.hash === 'string')),
  );
  const tokensOk = v.tokens.every((t) => isObj(t) && typeof t.digest === 'string' && typeof t.adminId === 'string' && typeof t.expiresAt === 'number' && !('token' in t));
  const changesOk = Object.values(v.driverChanges).every(
    (c) => isObj(c) && typeof c.kycSubmitted === 'boolean' && typeof c.kycVerified === 'boolean' && (c.reason === undefined || typeof c.reason === 'string'),
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
  // A seeded account that never changed its password gets the seed's demo password back.
  const seeded = new Map(s.admins.map((a) => [a._id, a.password]));
  s.admins = parsed.admins.map((a) => ({ ...a, password: a.passwordHash ? null : (seeded.get(a._id) ?? null) }));
  s.tokens = parsed.tokens.map((t) => ({ digest: t.digest, adminId: t.adminId, expiresAt: t.expiresAt }));
  return s;
}

export function save(): void {
  if (!options.persist || !state) return;
  const current = state;
  writing = writing
    .then(() => Promise.all([...digests.pending]))
    .then(() => write(current))
    .catch(() => {});
}

function write(current: State): void {
  // Reset or reconfigured meanwhile: that state is gone, and so is this write.
  if (state !== current) return;
  const store = storage();
  if (!store) return;
  const data: Persisted = {
    version: VERSION,
    scale: current.scale,
    driverChanges: current.driverChanges,
    pricing: current.pricing,
    admins: current.admins.map(({ password: _password, ...rest }) => rest),
    tokens: current.tokens.flatMap((t) => (t.digest ? [{ digest: t.digest, adminId: t.adminId, expiresAt: t.expiresAt }] : [])),
  };
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    /* quota or blocked storage: changes live until the tab closes */
  }
}

export function db(): State {
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
