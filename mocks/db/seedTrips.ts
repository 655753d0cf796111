/** Seeded trips between real Lagos places, with fares from the tariff. */
import { BUSY_PLACE_INDEXES, LAGOS_PLACES, TRIP_TARIFF, type Place, type VehicleTypeName } from './pools';
import { createRng, deriveSeed, objectId, type Rng } from './random';
import type { GeoPointWire, RiderWire, TripRecord } from './types';
import { orderByKeys } from '../../src/core/order';
import { SEED, SEED_NOW, BASE_COUNTS, scaledCount, type DriverRecord, IMAGE_HOST, VEHICLE_TYPES, TRIP_STATUSES, TRIP_RATINGS, recentAgeMs } from './seedCommon';

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
  const createdAts: number[] = new Array<number>(n);
  // One "First Last" string per driver, shared by their trips (a million trips repeat some 100,000 names).
  const driverNames = new Map<DriverRecord, string>();
  const nameOf = (d: DriverRecord) => {
    let name = driverNames.get(d);
    if (name === undefined) driverNames.set(d, (name = [d.firstname, d.lastname].join(' ')));
    return name;
  };
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
    createdAts[i] = created;

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
      driverName: driver ? nameOf(driver) : null,
      riderName: rider.fullname,
      distance,
      fare,
      keroCommission: earns ? Math.round(fare * 0.15) : 0,
      lagosCommission: earns ? 3000 : 0,
      status,
      // Joined, not `+`: one flat string (see objectId).
      driverSelfie: driver ? [IMAGE_HOST, '/selfies/', rideId, '.jpg'].join('') : null,
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
  // Newest first, equal times in draw order: orderByKeys (the one stable sort by keys) over the times.
  const order = orderByKeys(createdAts, true);
  const out: TripRecord[] = new Array<TripRecord>(n);
  for (let k = 0; k < n; k++) out[k] = trips[order[k]!]!;
  return out;
}
