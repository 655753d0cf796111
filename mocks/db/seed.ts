/**
 * Deterministic seed data. Every collection draws from its own PRNG stream (a fixed seed mixed with the
 * collection's name), so generating collections lazily in any order gives the same records.
 */
import {
  BUSY_PLACE_INDEXES,
  EMAIL_DOMAINS,
  LAGOS_PLACES,
  NIGERIAN_BANKS,
  PHONE_PREFIXES,
  PLATE_CODES,
  TRIP_TARIFF,
  VEHICLE_MODELS,
  VEHICLE_TYPE_NAMES,
  VEHICLE_TYPE_WEIGHTS,
  namePools,
  type Place,
  type VehicleTypeName,
} from './pools';
import { createRng, deriveSeed, objectId, weightedTable, type Rng } from './random';
import type {
  AdminRecord,
  DriverWire,
  GeoPointWire,
  PricingRecord,
  RiderWire,
  TransactionService,
  TransactionWire,
  TripRecord,
  TripStatus,
  VehicleTypeWire,
} from './types';

export const SEED = 20261120;
/** The seed's "now": every generated date is relative to it, so data never shifts between runs. */
export const SEED_NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
export const DAY_MS = 86_400_000;

/** Records per collection at scale 1. */
export const BASE_COUNTS = { drivers: 80, riders: 150, trips: 400, transactions: 600 } as const;

export function scaledCount(base: number, scale: number): number {
  return Math.max(1, Math.round(base * scale));
}

export type DriverStage = 'emailUnverified' | 'emailVerified' | 'kycSubmitted' | 'kycApproved';

/** A driver as stored: the wire record plus the stage it was seeded in (stable under later verification changes). */
export interface DriverRecord extends DriverWire {
  seedStage: DriverStage;
}

const IMAGE_HOST = 'https://images.kero.ng';

const round2 = (n: number) => Math.round(n * 100) / 100;
const iso = (ms: number) => new Date(ms).toISOString();

// Weight tables, built once: the generators draw from them in hot loops.
const DRIVER_STAGES = weightedTable<DriverStage>([
  ['emailUnverified', 15],
  ['emailVerified', 20],
  ['kycSubmitted', 20],
  ['kycApproved', 45],
]);
const VEHICLE_TYPES = weightedTable(VEHICLE_TYPE_WEIGHTS);
const EMAIL_DOMAIN_TABLE = weightedTable(EMAIL_DOMAINS);
const TRIP_STATUSES = weightedTable<TripStatus>([
  ['completed', 78],
  ['cancelled', 13],
  ['rejected', 5],
  ['pending', 4],
]);
const TRIP_RATINGS = weightedTable([
  [5, 50],
  [4.5, 15],
  [4, 20],
  [3.5, 5],
  [3, 5],
  [2, 3],
  [1, 2],
] as const);
const FUND_SERVICES = weightedTable<TransactionService>([
  ['fund_account', 62],
  ['fund_transfer', 38],
]);
const TX_STATUSES = weightedTable([
  ['success', 82],
  ['pending', 9],
  ['failed', 9],
] as const);
/** Share of the ledger that pays for trips (a rider's fare and the driver's earnings, in pairs). */
const FARE_SHARE = 0.6;

function phone(rng: Rng): string {
  return `+234${rng.pick(PHONE_PREFIXES)}${rng.int(0, 9_999_999).toString().padStart(7, '0')}`;
}

function uniqueEmail(rng: Rng, first: string, last: string, taken: Set<string>): string {
  const f = first.toLowerCase();
  const l = last.toLowerCase();
  const style = rng.int(0, 3);
  const local = style === 0 ? `${f}.${l}` : style === 1 ? `${f}${l}` : style === 2 ? `${f[0]}${l}` : `${l}.${f}`;
  const domain = rng.draw(EMAIL_DOMAIN_TABLE);
  let email = `${local}@${domain}`;
  while (taken.has(email)) email = `${local}${rng.int(1, 9999)}@${domain}`;
  taken.add(email);
  return email;
}

function plate(rng: Rng, taken: Set<string>): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  let p: string;
  do {
    p = `${rng.pick(PLATE_CODES)}-${rng.int(100, 999)}-${letters[rng.int(0, letters.length - 1)]}${letters[rng.int(0, letters.length - 1)]}`;
  } while (taken.has(p));
  taken.add(p);
  return p;
}

/** Ages skewed towards the recent past: about an eighth of records fall in the last week of 180 days. */
function recentAgeMs(rng: Rng, maxDays: number): number {
  return Math.floor(Math.pow(rng.next(), 1.6) * maxDays * DAY_MS);
}

// ---- Drivers ----------------------------------------------------------------------------------

export function generateDrivers(scale: number): DriverRecord[] {
  const rng = createRng(deriveSeed(SEED, 'drivers'));
  const { firstNames, lastNames } = namePools();
  const emails = new Set<string>();
  const plates = new Set<string>();
  const n = scaledCount(BASE_COUNTS.drivers, scale);
  const drivers: DriverRecord[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const stage = rng.draw(DRIVER_STAGES);
    // New sign-ups are recent; approved drivers have been around for months.
    const maxDays = stage === 'emailUnverified' ? 21 : stage === 'emailVerified' ? 60 : stage === 'kycSubmitted' ? 90 : 540;
    const minDays = stage === 'kycApproved' ? 14 : 0;
    const created = SEED_NOW - minDays * DAY_MS - Math.floor(rng.next() * (maxDays - minDays) * DAY_MS);
    const firstname = rng.pick(firstNames);
    const lastname = rng.pick(lastNames);
    const _id = objectId(rng, created);
    const kycSubmitted = stage === 'kycSubmitted' || stage === 'kycApproved';
    const approved = stage === 'kycApproved';

    let vehicle: DriverWire['vehicle'] = null;
    if (stage !== 'emailUnverified' || rng.chance(0.5)) {
      const type = rng.draw(VEHICLE_TYPES);
      vehicle = {
        licensePlate: plate(rng, plates),
        model: rng.pick(VEHICLE_MODELS[type]),
        year: rng.int(type === 'Executive' ? 2015 : 2007, 2024),
        type,
      };
      if (kycSubmitted) {
        // Some submissions lack a document: null for the licence, an absent key for the permit.
        vehicle.driverLicense = rng.chance(0.9) ? `${IMAGE_HOST}/kyc/${_id}/driver-licence.jpg` : null;
        if (rng.chance(0.88)) vehicle.hackneyPermit = `${IMAGE_HOST}/kyc/${_id}/hackney-permit.jpg`;
      }
    }

    const ageDays = (SEED_NOW - created) / DAY_MS;
    drivers[i] = {
      _id,
      firstname,
      lastname,
      email: uniqueEmail(rng, firstname, lastname, emails),
      phone: phone(rng),
      createdAt: iso(created),
      isVerified: stage !== 'emailUnverified',
      kycSubmitted,
      kycVerified: approved,
      vehicle,
      tripsCount: approved ? Math.max(1, Math.round(ageDays * rng.int(1, 9) * (0.5 + rng.next()))) : 0,
      rating: approved ? (rng.chance(0.05) ? 0 : round2(3.4 + rng.next() * 1.6)) : 0,
      walletBalance: approved ? (rng.chance(0.08) ? 0 : round2(rng.int(50, 25_000_000) / 100)) : 0,
      seedStage: stage,
    };
  }
  return drivers.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

// ---- Riders -----------------------------------------------------------------------------------

export function generateRiders(scale: number): RiderWire[] {
  const rng = createRng(deriveSeed(SEED, 'riders'));
  const { firstNames, lastNames } = namePools();
  const emails = new Set<string>();
  const n = scaledCount(BASE_COUNTS.riders, scale);
  const riders: RiderWire[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const created = SEED_NOW - recentAgeMs(rng, 540) - rng.int(0, 3_600_000);
    const updated = created + Math.floor(rng.next() * (SEED_NOW - created));
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const isVerified = rng.chance(0.85);
    const isCompleted = isVerified ? rng.chance(0.8) : rng.chance(0.1);
    const _id = objectId(rng, created);
    riders[i] = {
      _id,
      fullname: `${first} ${last}`,
      email: uniqueEmail(rng, first, last, emails),
      phone: phone(rng),
      isVerified,
      isCompleted,
      isSetPassCode: isCompleted && rng.chance(0.65),
      walletBalance: rng.chance(0.3) ? 0 : rng.int(5_000, 8_000_000),
      bonusBalance: rng.chance(0.7) ? 0 : rng.pick([25_000, 50_000, 100_000, 150_000]),
      createdAt: iso(created),
      updatedAt: iso(updated),
      isDeleted: rng.chance(0.04),
      profileImage: rng.chance(0.8) ? `${IMAGE_HOST}/avatars/${_id}.jpg` : '',
    };
  }
  return riders.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

// ---- Trips ------------------------------------------------------------------------------------

function haversineMeters(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function pickPlace(rng: Rng, avoid?: Place): Place {
  let p: Place;
  do {
    p = rng.chance(0.35)
      ? (LAGOS_PLACES[rng.pick(BUSY_PLACE_INDEXES)] as Place)
      : rng.pick(LAGOS_PLACES);
  } while (p === avoid);
  return p;
}

/** A point near the place (pickups are never exactly at the centre), 4 decimals like a phone's GPS fix. */
function near(rng: Rng, p: Place): [number, number] {
  const j = () => (rng.next() - 0.5) * 0.003;
  return [Math.round((p[1] + j()) * 1e4) / 1e4, Math.round((p[2] + j()) * 1e4) / 1e4];
}

const point = (c: number[]): GeoPointWire => ({ type: 'Point', coordinates: c });

export function generateTrips(scale: number, drivers: readonly DriverRecord[], riders: readonly RiderWire[]): TripRecord[] {
  const rng = createRng(deriveSeed(SEED, 'trips'));
  const approved = drivers.filter((d) => d.seedStage === 'kycApproved');
  const n = scaledCount(BASE_COUNTS.trips, scale);
  const trips: TripRecord[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const status = rng.draw(TRIP_STATUSES);
    const phase = status === 'pending' ? (rng.chance(0.4) ? 'searching' : 'active') : null;
    const created =
      status === 'pending' ? SEED_NOW - rng.int(60_000, 90 * 60_000) : SEED_NOW - 30 * 60_000 - recentAgeMs(rng, 180);
    const driver = phase === 'searching' || approved.length === 0 ? null : rng.pick(approved);
    const rider = rng.pick(riders);
    const type = (driver?.vehicle?.type as VehicleTypeName | undefined) ?? rng.draw(VEHICLE_TYPES);
    const tariff = TRIP_TARIFF[type] ?? TRIP_TARIFF.Car;
    const from = pickPlace(rng);
    const to = pickPlace(rng, from);
    const start = near(rng, from);
    const end = near(rng, to);
    // Road distance: the straight line times a typical Lagos detour factor.
    const distance = Math.round(haversineMeters(start, end) * (1.22 + rng.next() * 0.25));
    const surge = rng.chance(0.15) ? 1.2 + rng.next() * 0.5 : 1;
    const fare = Math.round(((tariff.base + (tariff.perKm * distance) / 1000) * surge) / 1000) * 1000;
    const earns = status === 'completed' || status === 'pending';
    const rideId = objectId(rng, created);

    let startLocation: GeoPointWire | null = point(start);
    let endLocation: GeoPointWire | null = point(end);
    // A handful of trips with missing coordinates (the map must say "Invalid location data").
    if (i % 90 === 45) {
      const kind = Math.floor(i / 90) % 3;
      if (kind === 0) startLocation = null;
      else if (kind === 1) endLocation = point([]);
      else {
        startLocation = null;
        endLocation = null;
      }
    }

    trips[i] = {
      rideId,
      driverName: driver ? `${driver.firstname} ${driver.lastname}` : null,
      riderName: rider.fullname,
      distance,
      fare,
      keroCommission: earns ? Math.round(fare * 0.15) : 0,
      lagosCommission: earns ? 3000 : 0,
      status,
      driverSelfie: driver ? `${IMAGE_HOST}/selfies/${rideId}.jpg` : null,
      startAddress: from[0],
      endAddress: to[0],
      startLocation,
      endLocation,
      rating:
status === 'completed' && !rng.chance(0.15) ? rng.draw(TRIP_RATINGS) : 0,
      createdAt: created,
      phase,
      driverId: driver?._id ?? null,
      riderId: rider._id,
    };
  }
  return trips.sort((a, b) => b.createdAt - a.createdAt);
}

// ---- Transactions -----------------------------------------------------------------------------

export function generateTransactions(
  scale: number,
  trips: readonly TripRecord[],
  drivers: readonly DriverRecord[],
  riders: readonly RiderWire[],
): TransactionWire[] {
  const rng = createRng(deriveSeed(SEED, 'transactions'));
  const completed = trips.filter((t) => t.status === 'completed');
  // Each paid trip appears once: shuffle, then walk the list (wrapping only if the ledger outgrows it).
  for (let i = completed.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = completed[i] as TripRecord;
    completed[i] = completed[j] as TripRecord;
    completed[j] = t;
  }
  const approved = drivers.filter((d) => d.seedStage === 'kycApproved');
  const payees = approved.length > 0 ? approved : drivers;
  // One shared `{ _id, email }` per person: the ledger repeats people, so this saves most allocations.
  const refs = new Map<string, { _id: string; email: string }>();
  const ref = (p: { _id: string; email: string }) => {
    let r = refs.get(p._id);
    if (!r) refs.set(p._id, (r = { _id: p._id, email: p.email }));
    return r;
  };
  const riderById = new Map(riders.map((r) => [r._id, r]));
  const driverById = new Map(drivers.map((d) => [d._id, d]));
  const n = scaledCount(BASE_COUNTS.transactions, scale);
  const fareCount = completed.length === 0 ? 0 : Math.round(n * FARE_SHARE);
  const list: TransactionWire[] = new Array(n);
  const times = new Float64Array(n);

  for (let i = 0; i < n; i++) {
    const isFare = i < fareCount;
    const service: TransactionService = isFare
      ? i % 2 === 0
        ? 'user_fare_payment'
        : 'driver_fare_payment'
      : rng.draw(FUND_SERVICES);
    // A few records carry a status the console does not know (shown neutral).
    const status: string = i % 200 === 137 ? 'reversed' : rng.draw(TX_STATUSES);
    const settles = status === 'success';
    const lagosCommission = rng.chance(0.85) ? 30 : 0;

    let at: number;
    let amount: number;
    let charges = 0;
    let keroCommission = 0;
    let settled: number;
    let user: TransactionWire['user_id'] = null;
    let driver: TransactionWire['driver_id'] = null;
    let trip_id: string | null = null;
    let account_no: string | null = null;
    let bank_name: string | null = null;
    let narration: string;
    let type: TransactionWire['transaction_type'];

    if (isFare) {
      const trip = completed[Math.floor(i / 2) % completed.length] as TripRecord;
      // The rider pays a few minutes after drop-off; the driver is paid a little later.
      at = trip.createdAt + (service === 'user_fare_payment' ? rng.int(15, 60) : rng.int(61, 120)) * 60_000;
      amount = trip.fare / 100;
      keroCommission = round2(trip.keroCommission / 100);
      trip_id = trip.rideId;
      if (service === 'user_fare_payment') {
        const r = riderById.get(trip.riderId);
        user = r ? ref(r) : null;
        type = 'debit';
        narration = 'Trip fare';
        settled = settles ? amount : 0;
      } else {
        const d = trip.driverId ? driverById.get(trip.driverId) : undefined;
        driver = d ? ref(d) : null;
        type = 'credit';
        narration = 'Trip earnings';
        settled = settles ? round2(amount - keroCommission - lagosCommission) : 0;
      }
    } else if (service === 'fund_account') {
      at = SEED_NOW - recentAgeMs(rng, 180) - rng.int(0, 3_600_000);
      amount = rng.chance(0.6) ? rng.pick(TOP_UPS) : rng.int(10, 900) * 100;
      // Card processor fee: 1.5% plus ₦100 from ₦2,500, capped at ₦2,000.
      charges = round2(Math.min(amount * 0.015 + (amount >= 2500 ? 100 : 0), 2000));
      type = 'credit';
      narration = rng.pick(TOP_UP_NARRATIONS);
      settled = settles ? round2(amount - charges) : 0;
      if (rng.chance(0.8)) {
        const r = rng.pick(riders);
        user = ref(r);
      } else {
        const d = rng.pick(payees);
        driver = ref(d);
      }
    } else {
      at = SEED_NOW - recentAgeMs(rng, 180) - rng.int(0, 3_600_000);
      amount = rng.int(20, 800) * 100;
      // NIP transfer fees.
      charges = amount <= 5000 ? 10 : amount <= 50000 ? 25 : 50;
      type = 'debit';
      bank_name = rng.pick(NIGERIAN_BANKS);
      account_no = rng.int(0, 9_999_999_999).toString().padStart(10, '0');
      narration = `Withdrawal to ${bank_name}`;
      settled = settles ? round2(amount - charges) : 0;
      if (rng.chance(0.75)) {
        const d = rng.pick(payees);
        driver = ref(d);
      } else {
        const r = rng.pick(riders);
        user = ref(r);
      }
    }

    times[i] = at;
    list[i] = {
      _id: objectId(rng, at),
      transaction_id: '',
      reference: reference(i),
      user_id: user,
      driver_id: driver,
      amount,
      settled_amount: settled,
      charges,
      keroCommission,
      lagosCommission,
      transaction_services: service,
      transaction_type: type,
      status,
      createdAt: iso(at),
      narration,
      trip_id,
      account_no,
      bank_name,
    };
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (times[a] as number) - (times[b] as number));
  // Sequence numbers follow time, like a ledger; the list is served newest first.
  const out: TransactionWire[] = new Array(n);
  order.forEach((idx, k) => {
    const tx = list[idx] as TransactionWire;
    tx.transaction_id = `TXN-${tx.createdAt.slice(0, 4)}${tx.createdAt.slice(5, 7)}${tx.createdAt.slice(8, 10)}-${String(k + 1).padStart(6, '0')}`;
    out[n - 1 - k] = tx;
  });
  return out;
}

/**
 * "KRO-8F3A2C": an odd multiplier modulo 2^24 is a bijection, so references look random yet never
 * repeat (no set of taken references needed for 60,000 records).
 */
function reference(i: number): string {
  const v = (Math.imul(i + 1, 0x9e3779) + 0x5bd1e9) & 0xffffff;
  return `KRO-${v.toString(16).toUpperCase().padStart(6, '0')}`;
}

const TOP_UPS = [1000, 2000, 2500, 3000, 5000, 10000, 15000, 20000, 50000] as const;
const TOP_UP_NARRATIONS = ['Wallet top-up via card', 'Wallet funding via bank transfer', 'Wallet top-up via USSD'] as const;

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
