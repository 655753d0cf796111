// The msw/node server (mocks/node.ts) is started for every unit test by vitest.setup.ts.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../testing';
import { call, get } from '../testUtils';
import { STORAGE_KEY, admins, configureMockDb, driverStage, drivers, flushMockDb, pricing, reloadMockDb, resetMockDb, vehicleTypes } from './store';

beforeEach(() => resetMockDb({ scale: 1, persist: true }));
afterAll(() => resetMockDb({ scale: 1, persist: false }));

async function makeChanges() {
  const token = loginAs('admin');
  const onReview = drivers().filter((d) => driverStage(d) === 'kycSubmitted');
  const [a, b] = onReview;
  await call('PUT', `/drivers/verify/${a!._id}`, { token, body: { status: true } });
  await call('PUT', `/drivers/verify/${b!._id}`, { token, body: { status: false } });
  const bus = vehicleTypes().find((v) => v.name === 'Bus')!;
  await call('POST', '/pricing', { token, body: { vehicleType: bus._id, pricePerKm: 175, keroCommission: 11 } });
  await call('DELETE', `/pricing/${pricing()[0]!._id}`, { token });
  await call('POST', '/register', { token, body: { fullname: 'Segun Ade', email: 'segun@kero.ng', password: 'segun123', role: 'lagos' } });
  await flushMockDb();
  return { token, approvedId: a!._id, rejectedId: b!._id, busId: bus._id };
}

describe('persistence (browser)', () => {
  it('keeps driver decisions, pricing, admin users and sessions across a reload', async () => {
    const { token, approvedId, rejectedId, busId } = await makeChanges();
    const pricingBefore = JSON.stringify(pricing());
    expect(localStorage.getItem(STORAGE_KEY)).toBeTruthy();

    reloadMockDb(); // what a page reload does to the in-memory state

    expect(drivers().find((d) => d._id === approvedId)!.kycVerified).toBe(true);
    expect(driverStage(drivers().find((d) => d._id === rejectedId)!)).toBe('emailVerified');
    expect(JSON.stringify(pricing())).toBe(pricingBefore);
    expect(pricing().some((p) => p.vehicleTypeId === busId && p.pricePerKm === 175)).toBe(true);
    expect(admins().some((a) => a.email === 'segun@kero.ng' && a.role === 'lagos')).toBe(true);
    // The session issued before the reload still works, and so does the new admin's password.
    expect((await call('GET', '/dashboard', { token })).status).toBe(200);
    const login = await call('POST', '/login', { body: { email: 'segun@kero.ng', password: 'segun123' } });
    expect(get(login.body, 'data', 'admin', 'role')).toBe('lagos');
  });

  it('stores no token and no password in clear: token digests and salted password hashes only', async () => {
    const { token } = await makeChanges();
    await call('PUT', `/adminusers/${admins().find((a) => a.email === 'lagos@kero.ng')!._id}/change-password`, { token, body: { newPassword: 'fresh-secret-9' } });
    await flushMockDb();
    const stored = localStorage.getItem(STORAGE_KEY)!;
    for (const secret of [token, 'segun123', 'fresh-secret-9', 'admin123', 'lagos123', 'ngozi2026']) expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/"password"|"token"/);
    const parsed = JSON.parse(stored) as { tokens: { digest: string }[]; admins: { email: string; passwordHash?: { hash: string } }[] };
    expect(parsed.tokens[0]!.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(parsed.admins.find((a) => a.email === 'segun@kero.ng')!.passwordHash!.hash).toMatch(/^[0-9a-f]{64}$/);
    reloadMockDb();
    // After a reload: the changed password works, the old one does not; the seed's other demo accounts still sign in.
    expect((await call('POST', '/login', { body: { email: 'lagos@kero.ng', password: 'fresh-secret-9' } })).status).toBe(200);
    expect((await call('POST', '/login', { body: { email: 'lagos@kero.ng', password: 'lagos123' } })).status).toBe(401);
    expect((await call('POST', '/login', { body: { email: 'admin@kero.ng', password: 'admin123' } })).status).toBe(200);
  });

  it('stores only a small change set (the generated collections are regenerated from the seed)', async () => {
    resetMockDb({ scale: 100, persist: true });
    await makeChanges();
    const stored = localStorage.getItem(STORAGE_KEY)!;
    expect(stored.length).toBeLessThan(20_000);
    const parsed = JSON.parse(stored) as Record<string, unknown>;
    expect(parsed).toMatchObject({ version: 2, scale: 100 });
    expect(Object.keys(parsed).sort()).toEqual(['admins', 'driverChanges', 'pricing', 'scale', 'tokens', 'version']);
  });

  it('starts from the seed when the stored value is unreadable, from another version or another scale', async () => {
    await makeChanges();
    const good = localStorage.getItem(STORAGE_KEY)!;
    const seedAdmins = 6;
    for (const bad of [
      '{not json',
      'null',
      JSON.stringify({ ...JSON.parse(good), version: 0 }),
      // Version 1 kept tokens and passwords in clear: dropped, not read.
      JSON.stringify({ ...JSON.parse(good), version: 1 }),
      JSON.stringify({ ...JSON.parse(good), scale: 2 }),
      JSON.stringify({ ...JSON.parse(good), admins: 'oops' }),
      JSON.stringify({ ...JSON.parse(good), tokens: [{ token: 1 }] }),
    ]) {
      localStorage.setItem(STORAGE_KEY, bad);
      reloadMockDb();
      expect(admins(), bad.slice(0, 40)).toHaveLength(seedAdmins);
      expect(drivers().filter((d) => driverStage(d) === 'kycSubmitted').length).toBeGreaterThan(0);
      expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    }
    // The same value at another scale is ignored too.
    localStorage.setItem(STORAGE_KEY, good);
    configureMockDb({ scale: 2 });
    expect(admins()).toHaveLength(seedAdmins);
  });

  it('resetMockDb forgets the stored changes', async () => {
    await makeChanges();
    resetMockDb();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    reloadMockDb();
    expect(admins()).toHaveLength(6);
  });

  it('writes nothing when persistence is off (tests and Storybook keep state in memory)', async () => {
    resetMockDb({ persist: false });
    await makeChanges();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(admins()).toHaveLength(7);
    reloadMockDb();
    expect(admins()).toHaveLength(6);
  });
});
