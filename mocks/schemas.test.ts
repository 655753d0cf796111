/**
 * Every answer of the mock backend parses with the console's schemas (src/lib/schemas) without a
 * record being dropped or a field being repaired to null, except where the seed leaves a value out on
 * purpose (pending trips without a driver, missing coordinates, missing KYC documents).
 */
// The msw/node server (mocks/node.ts) is started for every unit test by vitest.setup.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  adminUsersResponseSchema,
  dashboardSchema,
  loginResponseSchema,
  messageSchema,
  pricingListResponseSchema,
  vehicleTypesResponseSchema,
} from '../src/lib/schemas';
import { driversResponseSchema, ridersResponseSchema, transactionsResponseSchema, tripsResponseSchema } from '../src/lib/schemas/lists';
import { loginAs, resetMockDb } from './testing';
import { call, get } from './testUtils';

beforeEach(() => resetMockDb({ scale: 1 }));

type Json = null | undefined | string | number | boolean | Json[] | { [k: string]: Json };

const isValidPoint = (raw: Json) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return false;
  const c = raw.coordinates;
  return Array.isArray(c) && c.length >= 2 && typeof c[0] === 'number' && typeof c[1] === 'number';
};

/**
 * Walks the parsed value against the raw one. Returns the paths that became null; throws (via expect)
 * when a non-null value differs from what was sent or a raw field vanished.
 */
function compare(raw: Json, parsed: unknown, path: string, nulls: string[], inRecord = false): void {
  const key = path.split('.').pop() ?? '';
  if (key === 'startLocation' || key === 'endLocation') {
    if (parsed === null) {
      expect(isValidPoint(raw), `${path} repaired to null but was valid`).toBe(false);
      nulls.push(path);
    } else {
      const c = (raw as { coordinates: number[] }).coordinates;
      expect(parsed, path).toEqual({ lng: c[0], lat: c[1] });
    }
    return;
  }
  if (parsed === null) {
    expect(raw ?? null, `${path} was repaired to null`).toBeNull();
    nulls.push(path);
    return;
  }
  if (Array.isArray(parsed)) {
    expect(Array.isArray(raw), path).toBe(true);
    expect(parsed.length, `${path}: records dropped`).toBe((raw as Json[]).length);
    parsed.forEach((p, i) => compare((raw as Json[])[i] as Json, p, `${path}[]`, nulls, true));
    return;
  }
  if (typeof parsed === 'object') {
    expect(raw !== null && typeof raw === 'object', path).toBe(true);
    const r = raw as Record<string, Json>;
    const p = parsed as Record<string, unknown>;
    // Every field a record carries is one the schema knows (catches misspelt field names).
    if (inRecord) for (const k of Object.keys(r)) expect(k in p, `${path}.${k} sent but not in the schema`).toBe(true);
    for (const k of Object.keys(p)) compare(r[k], p[k], `${path}.${k}`, nulls, inRecord);
    return;
  }
  expect(parsed, path).toBe(raw);
}

function nullCounts(nulls: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of nulls) out[n] = (out[n] ?? 0) + 1;
  return out;
}

async function parsed<S extends z.ZodMiniType>(path: string, schema: S, token: string) {
  const res = await call('GET', path, { token });
  expect(res.status).toBe(200);
  const out = schema.safeParse(res.body);
  expect(out.success, `${path}: ${out.error?.message}`).toBe(true);
  const nulls: string[] = [];
  compare(res.body as Json, out.data, path, nulls);
  return nullCounts(nulls);
}

describe('every list answer parses with its schema, nothing dropped or repaired unexpectedly', () => {
  it('trips: only the seeded gaps (no driver while searching, a handful of missing coordinates)', async () => {
    const token = loginAs('admin');
    const nulls = await parsed('/get-all-trips', tripsResponseSchema, token);
    const trips = get<{ status: string }[]>((await call('GET', '/get-all-trips', { token })).body, 'trips');
    expect(Object.keys(nulls).sort()).toEqual(
      [
        '/get-all-trips.trips[].driverName',
        '/get-all-trips.trips[].driverSelfie',
        '/get-all-trips.trips[].endLocation',
        '/get-all-trips.trips[].startLocation',
      ].sort(),
    );
    const missingCoords = (nulls['/get-all-trips.trips[].startLocation'] ?? 0) + (nulls['/get-all-trips.trips[].endLocation'] ?? 0);
    expect(missingCoords).toBeGreaterThanOrEqual(3);
    expect(missingCoords).toBeLessThanOrEqual(10);
    expect(nulls['/get-all-trips.trips[].driverName']).toBeLessThan(trips.filter((t) => t.status === 'pending').length);
  });

  it('riders: nothing null', async () => {
    expect(await parsed('/users/', ridersResponseSchema, loginAs('admin'))).toEqual({});
  });

  it('drivers: only vehicles not yet registered and missing KYC documents', async () => {
    const nulls = await parsed('/drivers/', driversResponseSchema, loginAs('admin'));
    const allowed = [
      '/drivers/.data.data.drivers[].vehicle',
      '/drivers/.data.data.drivers[].vehicle.driverLicense',
      '/drivers/.data.data.drivers[].vehicle.hackneyPermit',
    ];
    for (const k of Object.keys(nulls)) expect(allowed).toContain(k);
    expect(nulls['/drivers/.data.data.drivers[].vehicle']).toBeGreaterThan(0);
  });

  it('transactions: only the references and bank fields that do not apply', async () => {
    const nulls = await parsed('/get-all-transactions', transactionsResponseSchema, loginAs('admin'));
    const p = '/get-all-transactions.data.data[].';
    for (const k of Object.keys(nulls)) expect([`${p}user_id`, `${p}driver_id`, `${p}trip_id`, `${p}account_no`, `${p}bank_name`]).toContain(k);
  });

  it('pricing, vehicle types, admin users: nothing null', async () => {
    const token = loginAs('admin');
    expect(await parsed('/pricing', pricingListResponseSchema, token)).toEqual({});
    expect(await parsed('/vehicletypes', vehicleTypesResponseSchema, token)).toEqual({});
    expect(await parsed('/adminusers/', adminUsersResponseSchema, token)).toEqual({});
  });

  it('dashboard and login parse with every figure present', async () => {
    const token = loginAs('admin');
    const dash = dashboardSchema.parse((await call('GET', '/dashboard', { token })).body);
    for (const group of Object.values(dash.data)) for (const v of Object.values(group)) expect(v).toEqual(expect.any(Number));
    const login = loginResponseSchema.parse((await call('POST', '/login', { body: { email: 'admin@kero.ng', password: 'admin123' } })).body);
    expect(login.message).toBe('Login successful');
    expect(login.data.admin.role).toBe('admin');
    const msg = messageSchema.parse((await call('DELETE', '/pricing/nope', { token })).body);
    expect(msg.message).toBe('Pricing not found');
  });
});
