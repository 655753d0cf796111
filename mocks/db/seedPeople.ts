/** Seeded drivers (with their KYC stage) and riders. */
import { VEHICLE_MODELS, namePools } from './pools';
import { createRng, deriveSeed, objectId } from './random';
import type { DriverWire, RiderWire } from './types';
import { orderByKeys } from '../../src/core/order';
import { SEED, SEED_NOW, DAY_MS, BASE_COUNTS, scaledCount, type DriverRecord, IMAGE_HOST, round2, iso, DRIVER_STAGES, VEHICLE_TYPES, phone, uniqueEmail, plate, recentAgeMs } from './seedCommon';

// ---- Drivers ----------------------------------------------------------------------------------

export function generateDrivers(scale: number): DriverRecord[] {
  const rng = createRng(deriveSeed(SEED, 'drivers'));
  const { firstNames, lastNames } = namePools();
  const emails = new Set<string>();
  const plates = new Set<string>();
  const n = scaledCount(BASE_COUNTS.drivers, scale);
  const drivers: DriverRecord[] = new Array(n);
  const createdAts: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const stage = rng.draw(DRIVER_STAGES);
    // New sign-ups are recent; approved drivers have been around for months.
    const maxDays = stage === 'emailUnverified' ? 21 : stage === 'emailVerified' ? 60 : stage === 'kycSubmitted' ? 90 : 540;
    const minDays = stage === 'kycApproved' ? 14 : 0;
    const created = SEED_NOW - minDays * DAY_MS - Math.floor(rng.next() * (maxDays - minDays) * DAY_MS);
    const firstname = rng.pick(firstNames);
    const lastname = rng.pick(lastNames);
    const _id = objectId(rng, created);
    createdAts[i] = created;
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
  return newestFirst(drivers, createdAts);
}

// ---- Riders -----------------------------------------------------------------------------------

export function generateRiders(scale: number): RiderWire[] {
  const rng = createRng(deriveSeed(SEED, 'riders'));
  const { firstNames, lastNames } = namePools();
  const emails = new Set<string>();
  const n = scaledCount(BASE_COUNTS.riders, scale);
  const riders: RiderWire[] = new Array(n);
  const createdAts: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const created = SEED_NOW - recentAgeMs(rng, 540) - rng.int(0, 3_600_000);
    const updated = created + Math.floor(rng.next() * (SEED_NOW - created));
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const isVerified = rng.chance(0.85);
    const isCompleted = isVerified ? rng.chance(0.8) : rng.chance(0.1);
    const _id = objectId(rng, created);
    createdAts[i] = created;
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
  return newestFirst(riders, createdAts);
}

/**
 * The records newest first, equal times in draw order: the order of their `createdAt` (ISO strings of
 * whole milliseconds, so their text order is their time order) by orderByKeys over the times, the one
 * stable sort by keys, instead of a comparator sort of the strings.
 */
function newestFirst<T>(records: readonly T[], createdAts: readonly number[]): T[] {
  const order = orderByKeys(createdAts, true);
  const out: T[] = new Array<T>(records.length);
  for (let k = 0; k < order.length; k++) out[k] = records[order[k]!]!;
  return out;
}
