// The msw/node server (mocks/node.ts) is started for every unit test by vitest.setup.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { adminFor, demoAccounts, loginAs, MESSAGES, resetMockDb, sessionFor, setMockLatency, signInAs } from './testing';
import { handlers } from './handlers';
import { drivers, issueToken, admins, vehicleTypes } from './db/store';
import { db } from './db/state';
import { call, get } from './testUtils';
import type { DriverWire, PricingWire } from './db/types';

beforeEach(() => resetMockDb({ scale: 1 }));

const stageOf = (d: Pick<DriverWire, 'isVerified' | 'kycSubmitted' | 'kycVerified'>) =>
  !d.isVerified ? 'emailUnverified' : !d.kycSubmitted ? 'emailVerified' : !d.kycVerified ? 'kycSubmitted' : 'kycApproved';

async function listDrivers(token: string): Promise<DriverWire[]> {
  const res = await call('GET', '/drivers/', { token });
  return get<DriverWire[]>(res.body, 'data', 'data', 'drivers');
}

describe('login', () => {
  it('signs in both demo accounts and returns token and admin', async () => {
    for (const role of ['admin', 'lagos'] as const) {
      const { email, password } = demoAccounts[role];
      const res = await call('POST', '/login', { body: { email, password } });
      expect(res.status).toBe(200);
      expect(get(res.body, 'message')).toBe('Login successful');
      const token = get<string>(res.body, 'data', 'token');
      expect(token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(get(res.body, 'data', 'admin')).toEqual({ _id: expect.any(String), fullname: expect.any(String), email, role });
      // The token works.
      expect((await call('GET', '/dashboard', { token })).status).toBe(200);
    }
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const res = await call('POST', '/login', { body: { email: '  Admin@Kero.NG ', password: 'admin123' } });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password or unknown e-mail with 401 and the contract message', async () => {
    for (const body of [
      { email: 'admin@kero.ng', password: 'nope123' },
      { email: 'nobody@kero.ng', password: 'admin123' },
      { email: 'admin@kero.ng', password: 'lagos123' },
    ]) {
      const res = await call('POST', '/login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('answers 400 for missing fields, wrong types or a body that is not JSON', async () => {
    for (const body of [{}, { email: 'admin@kero.ng' }, { email: 'admin@kero.ng', password: 123456 }, { email: '', password: 'x' }, []]) {
      const res = await call('POST', '/login', { body });
      expect(res.status).toBe(400);
      expect(get<string>(res.body, 'message')).toBeTruthy();
    }
    expect((await call('POST', '/login', { raw: '{not json' })).status).toBe(400);
  });

  it('issues a new, different token on every sign-in', async () => {
    const body = { email: 'admin@kero.ng', password: 'admin123' };
    const a = get<string>((await call('POST', '/login', { body })).body, 'data', 'token');
    const b = get<string>((await call('POST', '/login', { body })).body, 'data', 'token');
    expect(a).not.toBe(b);
  });
});

const PROTECTED: [string, string][] = [
  ['GET', '/dashboard'],
  ['GET', '/get-all-trips'],
  ['GET', '/users/'],
  ['GET', '/drivers/'],
  ['PUT', '/drivers/verify/x'],
  ['GET', '/get-all-transactions'],
  ['GET', '/pricing'],
  ['GET', '/vehicletypes'],
  ['POST', '/pricing'],
  ['DELETE', '/pricing/x'],
  ['GET', '/adminusers/'],
  ['POST', '/register'],
  ['PUT', '/adminusers/x/change-password'],
  ['DELETE', '/adminusers/x/'],
];

describe('bearer token', () => {
  it('answers 401 with a message without a token, with an unknown token and with an expired one', async () => {
    const expired = issueToken(adminFor('admin')._id, Date.now() - 8 * 86_400_000);
    for (const [method, path] of PROTECTED) {
      for (const token of [null, 'not-a-token', expired]) {
        const res = await call(method, path, { token, body: {} });
        expect(res.status, `${method} ${path} ${token}`).toBe(401);
        expect(get<string>(res.body, 'message')).toBeTruthy();
      }
    }
  });

  it('ignores a malformed Authorization header', async () => {
    const token = loginAs('admin');
    const res = await fetch('http://localhost/api/admin/dashboard', { headers: { Authorization: `Token ${token}` } });
    expect(res.status).toBe(401);
  });

  it('ends the sessions of a deleted admin', async () => {
    const admin = loginAs('admin');
    const { token: victim, admin: ngozi } = (() => {
      const a = admins().find((x) => x.email === 'ngozi.okafor@kero.ng')!;
      return { token: issueToken(a._id), admin: a };
    })();
    expect((await call('GET', '/dashboard', { token: victim })).status).toBe(200);
    expect((await call('DELETE', `/adminusers/${ngozi._id}/`, { token: admin })).status).toBe(200);
    expect((await call('GET', '/dashboard', { token: victim })).status).toBe(401);
  });
});

describe('roles', () => {
  it('lets a lagos admin read the shared lists', async () => {
    const token = loginAs('lagos');
    for (const path of ['/dashboard', '/get-all-trips', '/users/', '/drivers/', '/get-all-transactions']) {
      expect((await call('GET', path, { token })).status, path).toBe(200);
    }
  });

  it('answers 403 with a message when a lagos admin calls an admin-only endpoint', async () => {
    const token = loginAs('lagos');
    const adminOnly = PROTECTED.filter(([m, p]) => !(m === 'GET' && ['/dashboard', '/get-all-trips', '/users/', '/drivers/', '/get-all-transactions'].includes(p)));
    expect(adminOnly).toHaveLength(9);
    for (const [method, path] of adminOnly) {
      const res = await call(method, path, { token, body: {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(get<string>(res.body, 'message')).toBeTruthy();
    }
  });

  it('treats an empty role as a (legacy) full admin', async () => {
    const token = loginAs('');
    expect(adminFor('').role).toBe('');
    expect((await call('GET', '/pricing', { token })).status).toBe(200);
    expect((await call('GET', '/adminusers/', { token })).status).toBe(200);
  });
});

describe('drivers/verify', () => {
  it('approves a KYC-submitted driver (moves to KYC Approved) and rejects one back to Email Verified', async () => {
    const token = loginAs('admin');
    const before = await listDrivers(token);
    const onReview = before.filter((d) => stageOf(d) === 'kycSubmitted');
    expect(onReview.length).toBeGreaterThanOrEqual(2);
    const [a, b] = onReview as [DriverWire, DriverWire];

    const approve = await call('PUT', `/drivers/verify/${a._id}`, { token, body: { status: true } });
    expect(approve).toEqual({ status: 200, body: { message: 'Driver approved' } });
    const reject = await call('PUT', `/drivers/verify/${b._id}`, { token, body: { status: false } });
    expect(reject).toEqual({ status: 200, body: { message: 'Driver rejected' } });

    const after = await listDrivers(token);
    const find = (id: string) => after.find((d) => d._id === id)!;
    expect(stageOf(find(a._id))).toBe('kycApproved');
    expect(find(b._id)).toMatchObject({ isVerified: true, kycSubmitted: false, kycVerified: false });
    expect(stageOf(find(b._id))).toBe('emailVerified');
    expect(after.filter((d) => stageOf(d) === 'kycSubmitted')).toHaveLength(onReview.length - 2);

    const dash = get<{ approved: number; unapproved: number }>((await call('GET', '/dashboard', { token })).body, 'data', 'drivers');
    expect(dash.approved).toBe(after.filter((d) => d.kycVerified).length);
    expect(dash.unapproved).toBe(after.length - dash.approved);
  });

  it('answers 404 for an unknown driver and 400 when status is not a boolean', async () => {
    const token = loginAs('admin');
    const missing = await call('PUT', '/drivers/verify/000000000000000000000000', { token, body: { status: true } });
    expect(missing).toEqual({ status: 404, body: { message: MESSAGES.driverNotFound } });
    const id = drivers()[0]!._id;
    for (const body of [{}, { status: 'true' }, { status: 1 }, { status: null }, { status: true, reason: 7 }, { status: true, reason: 'x'.repeat(501) }]) {
      expect((await call('PUT', `/drivers/verify/${id}`, { token, body })).status).toBe(400);
    }
  });

  it('accepts an optional reason beside status and stores it with the decision', async () => {
    const token = loginAs('admin');
    const d = (await listDrivers(token)).find((x) => stageOf(x) === 'kycSubmitted')!;
    const answer = await call('PUT', `/drivers/verify/${d._id}`, { token, body: { status: false, reason: '  Document expired ' } });
    expect(answer).toEqual({ status: 200, body: { message: 'Driver rejected' } });
    expect(db().driverChanges[d._id]).toEqual({ kycSubmitted: false, kycVerified: false, reason: 'Document expired' });
  });
});

describe('pricing', () => {
  it('lists pricing with populated vehicle types; one type (Bus) has none', async () => {
    const token = loginAs('admin');
    const list = get<PricingWire[]>((await call('GET', '/pricing', { token })).body, 'data', 'data');
    const types = get<{ _id: string; name: string }[]>((await call('GET', '/vehicletypes', { token })).body, 'data', 'data');
    expect(types.map((t) => t.name)).toEqual(['Car', 'Keke', 'Okada', 'Bus', 'Executive']);
    expect(list.map((p) => p.vehicleType?.name)).toEqual(['Car', 'Keke', 'Okada', 'Executive']);
    expect(list.every((p) => p.lagosCommission === 30)).toBe(true);
  });

  it('creates pricing for an unpriced type, then updates it in place (upsert by vehicle type)', async () => {
    const token = loginAs('admin');
    const bus = vehicleTypes().find((t) => t.name === 'Bus')!;
    const created = await call('POST', '/pricing', {
      token,
      body: { vehicleType: bus._id, pricePerKm: 180.5, keroCommission: 12, lagosCommission: 99 },
    });
    expect(created.status).toBe(201);
    expect(get(created.body, 'message')).toBe('Pricing saved');
    const record = get<PricingWire>(created.body, 'data');
    expect(record).toMatchObject({ vehicleType: { _id: bus._id, name: 'Bus' }, pricePerKm: 180.5, keroCommission: 12, lagosCommission: 30 });

    const updated = await call('POST', '/pricing', { token, body: { vehicleType: bus._id, pricePerKm: 0, keroCommission: 0 } });
    expect(updated.status).toBe(200);
    expect(get<PricingWire>(updated.body, 'data')).toEqual({ ...record, pricePerKm: 0, keroCommission: 0 });

    const list = get<PricingWire[]>((await call('GET', '/pricing', { token })).body, 'data', 'data');
    expect(list).toHaveLength(5);
    expect(list.filter((p) => p.vehicleType?._id === bus._id)).toHaveLength(1);
  });

  it('validates the body: 400 for missing fields, wrong types, negative prices, unknown vehicle type', async () => {
    const token = loginAs('admin');
    const car = vehicleTypes().find((t) => t.name === 'Car')!._id;
    const cases: [unknown, RegExp][] = [
      [{ pricePerKm: 1, keroCommission: 1 }, /vehicleType/],
      [{ vehicleType: car, keroCommission: 1 }, /pricePerKm/],
      [{ vehicleType: car, pricePerKm: 1 }, /keroCommission/],
      [{ vehicleType: car, pricePerKm: '250', keroCommission: 1 }, /pricePerKm must be a number/],
      [{ vehicleType: car, pricePerKm: -1, keroCommission: 1 }, /pricePerKm must not be negative/],
      [{ vehicleType: car, pricePerKm: 1, keroCommission: -0.5 }, /keroCommission must not be negative/],
      [{ vehicleType: car, pricePerKm: 1_000_000.01, keroCommission: 1 }, /pricePerKm must not be more than 1000000/],
      [{ vehicleType: car, pricePerKm: 1, keroCommission: 1e12 }, /keroCommission must not be more than 1000000/],
      [{ vehicleType: 'vt-unknown', pricePerKm: 1, keroCommission: 1 }, /Unknown vehicle type/],
      [{ vehicleType: 42, pricePerKm: 1, keroCommission: 1 }, /vehicleType/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/pricing', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(get<string>(res.body, 'message')).toMatch(message);
    }
  });

  it('deletes pricing with the contract message and answers 404 for an unknown id', async () => {
    const token = loginAs('admin');
    const list = get<PricingWire[]>((await call('GET', '/pricing', { token })).body, 'data', 'data');
    const res = await call('DELETE', `/pricing/${list[0]!._id}`, { token });
    expect(res).toEqual({ status: 200, body: { message: 'Pricing deleted successfully' } });
    expect(get<PricingWire[]>((await call('GET', '/pricing', { token })).body, 'data', 'data')).toHaveLength(list.length - 1);
    expect((await call('DELETE', `/pricing/${list[0]!._id}`, { token })).status).toBe(404);
  });
});

describe('admin users', () => {
  it('lists admins without passwords, including one with an empty role', async () => {
    const token = loginAs('admin');
    const list = get<Record<string, unknown>[]>((await call('GET', '/adminusers/', { token })).body, 'data', 'data');
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.every((a) => !('password' in a))).toBe(true);
    expect(new Set(list.map((a) => a.role))).toEqual(new Set(['admin', 'lagos', '']));
  });

  it('registers an admin (role admin by default, lagos when sent) who can then sign in', async () => {
    const token = loginAs('admin');
    const res = await call('POST', '/register', { token, body: { fullname: 'Tola Bakare', email: 'Tola@Kero.ng', password: 'secret1' } });
    expect(res.status).toBe(201);
    expect(get(res.body, 'message')).toBe('Admin created');
    expect(get(res.body, 'data')).toMatchObject({ fullname: 'Tola Bakare', email: 'tola@kero.ng', role: 'admin', createdAt: expect.any(String) });
    expect(get(res.body, 'data', 'password')).toBeUndefined();

    const lagos = await call('POST', '/register', { token, body: { fullname: 'Femi Ojo', email: 'femi@kero.ng', password: 'secret2', role: 'lagos' } });
    expect(get(lagos.body, 'data', 'role')).toBe('lagos');

    const login = await call('POST', '/login', { body: { email: 'femi@kero.ng', password: 'secret2' } });
    expect(get(login.body, 'data', 'admin', 'role')).toBe('lagos');
    const list = get<{ email: string }[]>((await call('GET', '/adminusers', { token })).body, 'data', 'data');
    expect(list.map((a) => a.email)).toEqual(expect.arrayContaining(['tola@kero.ng', 'femi@kero.ng']));
  });

  it('answers 409 for an e-mail that exists (any case)', async () => {
    const token = loginAs('admin');
    const res = await call('POST', '/register', { token, body: { fullname: 'Copy', email: 'LAGOS@kero.ng', password: 'secret1' } });
    expect(res).toEqual({ status: 409, body: { message: MESSAGES.adminExists } });
  });

  it('validates registration: 400 for missing fields, wrong types, bad e-mail, short password, unknown role', async () => {
    const token = loginAs('admin');
    const ok = { fullname: 'New Person', email: 'new@kero.ng', password: 'secret1' };
    const cases: [unknown, RegExp][] = [
      [{ email: ok.email, password: ok.password }, /required/],
      [{ ...ok, fullname: '   ' }, /required/],
      [{ ...ok, password: 123456 }, /required/],
      [{ ...ok, email: 'not-an-email' }, /not valid/],
      [{ ...ok, password: '12345' }, /at least 6/],
      [{ ...ok, role: 'superuser' }, /Role/],
      [{ ...ok, fullname: 'N'.repeat(101) }, /fullname must be at most 100/],
      [{ ...ok, email: `${'e'.repeat(250)}@kero.ng` }, /email must be at most 254/],
      [{ ...ok, password: 'p'.repeat(129) }, /password must be at most 128/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/register', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(get<string>(res.body, 'message')).toMatch(message);
    }
  });

  it('changes a password: the old one stops working, the new one works', async () => {
    const token = loginAs('admin');
    const lagos = adminFor('lagos');
    expect((await call('PUT', `/adminusers/${lagos._id}/change-password`, { token, body: { newPassword: '123' } })).status).toBe(400);
    expect((await call('PUT', `/adminusers/${lagos._id}/change-password`, { token, body: {} })).status).toBe(400);
    const res = await call('PUT', `/adminusers/${lagos._id}/change-password/`, { token, body: { newPassword: 'lagos-new' } });
    expect(res).toEqual({ status: 200, body: { message: 'Password updated successfully' } });
    expect((await call('POST', '/login', { body: { email: 'lagos@kero.ng', password: 'lagos123' } })).status).toBe(401);
    expect((await call('POST', '/login', { body: { email: 'lagos@kero.ng', password: 'lagos-new' } })).status).toBe(200);
  });

  it('deletes an admin with the contract message; 404 for unknown ids', async () => {
    const token = loginAs('admin');
    const lagos = adminFor('lagos');
    expect(await call('DELETE', `/adminusers/${lagos._id}/`, { token })).toEqual({
      status: 200,
      body: { message: 'Admin user deleted successfully.' },
    });
    expect((await call('DELETE', `/adminusers/${lagos._id}/`, { token })).status).toBe(404);
    expect((await call('PUT', `/adminusers/${lagos._id}/change-password`, { token, body: { newPassword: 'secret1' } })).status).toBe(404);
    expect((await call('POST', '/login', { body: demoAccounts.lagos })).status).toBe(401);
  });

  it("refuses an admin's deletion of their own account with 409 and a message, and keeps the account", async () => {
    const token = loginAs('admin');
    const me = adminFor('admin');
    expect(await call('DELETE', `/adminusers/${me._id}/`, { token })).toEqual({
      status: 409,
      body: { message: "You can't delete your own account" },
    });
    expect((await call('GET', '/dashboard', { token })).status).toBe(200);
    expect((await call('POST', '/login', { body: demoAccounts.admin })).status).toBe(200);
  });
});

describe('routing', () => {
  it('answers with and without a trailing slash, and for any API origin', async () => {
    const token = loginAs('admin');
    for (const path of ['/users', '/users/', '/drivers', '/drivers/', '/adminusers', '/adminusers/', '/dashboard/', '/pricing/']) {
      expect((await call('GET', path, { token })).status, path).toBe(200);
    }
    expect((await call('GET', '/dashboard', { token, origin: 'https://api.kero.ng' })).status).toBe(200);
    expect((await call('GET', '/dashboard', { token, origin: 'http://127.0.0.1:8080' })).status).toBe(200);
  });

  it('answers an unknown admin route with a JSON 404', async () => {
    const res = await call('GET', '/no-such-thing', { token: loginAs('admin') });
    expect(res).toEqual({ status: 404, body: { message: MESSAGES.routeNotFound } });
  });
});

describe('dashboard', () => {
  it('computes the counts from the data', async () => {
    const token = loginAs('admin');
    const dash = get<{
      drivers: { approved: number; unapproved: number; joinedThisWeek: number };
      rides: { total: number; completed: number; active: number; pending: number; canceled: number };
      weeklyRides: { total: number; completed: number; active: number; canceled: number };
    }>((await call('GET', '/dashboard', { token })).body, 'data');
    const trips = get<{ status: string }[]>((await call('GET', '/get-all-trips', { token })).body, 'trips');
    const count = (s: string) => trips.filter((t) => t.status === s).length;
    expect(dash.rides.total).toBe(trips.length);
    expect(dash.rides.completed).toBe(count('completed'));
    expect(dash.rides.active + dash.rides.pending).toBe(count('pending'));
    expect(dash.rides.canceled).toBe(count('cancelled') + count('rejected'));
    expect(dash.rides.active).toBeGreaterThan(0);
    expect(dash.rides.pending).toBeGreaterThan(0);
    expect(dash.weeklyRides.total).toBeGreaterThan(0);
    expect(dash.weeklyRides.total).toBeLessThan(dash.rides.total);
    expect(dash.weeklyRides.completed + dash.weeklyRides.active + dash.weeklyRides.canceled).toBeLessThanOrEqual(dash.weeklyRides.total);
    expect(dash.drivers.approved + dash.drivers.unapproved).toBe(80);
    expect(dash.drivers.joinedThisWeek).toBeGreaterThan(0);
  });
});

describe('latency', () => {
  afterEach(() => {
    setMockLatency(0);
    vi.useRealTimers();
  });

  // A new demo tab makes its collections on its first question: while that answer's latency runs, not
  // after it (docs/performance.md, "The demo's mock in the page").
  it.each([
    ['a page of the ledger', '/get-all-transactions?page=1&limit=25', 'transactions'],
    ['the dashboard', '/dashboard', 'trips'],
  ] as const)("%s: a new database's records are made while the latency runs, and the answer waits for it", async (_name, path, collection) => {
    const token = loginAs('admin');
    expect(db()[collection]).toBeNull();
    setMockLatency(60_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answered = false;
    const answer = getResponse(handlers, new Request(`http://localhost/api/admin${path}`, { headers: { Authorization: `Bearer ${token}` } })).then((r) => {
      answered = true;
      return r;
    });
    // The response's latency is running (its timer is set).
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(db()[collection]).not.toBeNull();
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    const res = await answer;
    expect(res?.status).toBe(200);
  });
});

describe('test helpers', () => {
  it('sessionFor and signInAs give a working token and the admin object', async () => {
    const { token, admin } = sessionFor('lagos');
    expect(admin).toMatchObject({ email: 'lagos@kero.ng', role: 'lagos' });
    expect((await call('GET', '/dashboard', { token })).status).toBe(200);
    const stored = signInAs('admin');
    expect(localStorage.getItem('token')).toBe(stored);
    expect(JSON.parse(localStorage.getItem('admin')!)).toMatchObject({ email: 'admin@kero.ng', role: 'admin' });
  });

  it('resetMockDb forgets changes and issued tokens', async () => {
    const token = loginAs('admin');
    await call('DELETE', `/adminusers/${adminFor('lagos')._id}/`, { token });
    resetMockDb();
    expect((await call('GET', '/dashboard', { token })).status).toBe(401);
    expect((await call('POST', '/login', { body: demoAccounts.lagos })).status).toBe(200);
  });
});

describe('POST /logout', () => {
  it('revokes the token it is sent with, and only that one', async () => {
    const token = loginAs('admin');
    const other = loginAs('admin');
    expect((await call('GET', '/dashboard', { token })).status).toBe(200);
    const res = await call('POST', '/logout', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.loggedOut });
    expect((await call('GET', '/dashboard', { token })).status).toBe(401);
    expect((await call('POST', '/logout', { token })).status).toBe(401);
    expect((await call('GET', '/dashboard', { token: other })).status).toBe(200);
  });
});
