import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { DEMO_ADMIN, DEMO_LAGOS, generateDrivers, generateRiders, seedAdmins } from '../../mocks/db/seed';
import { DIST } from './paths';

async function files(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await files(p)));
    else out.push(p);
  }
  return out;
}

/**
 * A production build carries no mock backend, no demo account and none of the mock's data
 * (docs/security.md): strings that only MSW or the seed would bring in.
 */
function forbidden(): string[] {
  const drivers = generateDrivers(1).slice(0, 15);
  const riders = generateRiders(1).slice(0, 15);
  const admins = seedAdmins();
  // The console header's fixed e-mail placeholder (docs/product.md §1) is the demo admin's address, so
  // that address alone is allowed; the demo passwords, the other accounts and every seeded person are not.
  const headerPlaceholder = DEMO_ADMIN.email;
  return [
    'mockServiceWorker',
    'kero-mock-worker',
    'KERO_CLAIM',
    '[MSW]',
    'INTEGRITY_CHECK',
    'keroMockReset',
    'kero-mock-db',
    'images.kero.ng',
    DEMO_ADMIN.password,
    DEMO_LAGOS.email,
    DEMO_LAGOS.password,
    'Demo accounts',
    ...admins.flatMap((a) => [a.email, a.fullname, a._id]).filter((n) => n !== headerPlaceholder),
    ...drivers.flatMap((d) => [d.email, d._id]),
    ...riders.flatMap((r) => [r.email, r._id, r.fullname]),
  ];
}

test('the production build contains no MSW, demo account or mock data', async () => {
  const all = await files(DIST);
  expect(all.length).toBeGreaterThan(3);
  expect(all.map((f) => path.basename(f))).not.toContain('mockServiceWorker.js');
  expect(all.map((f) => path.basename(f))).not.toContain('kero-mock-worker.js');
  const needles = forbidden();
  expect(needles.length).toBeGreaterThan(60);
  const found: string[] = [];
  for (const file of all) {
    const text = await readFile(file, 'utf8');
    for (const n of needles) if (text.includes(n)) found.push(`${path.relative(DIST, file)}: ${n}`);
    if (/\bmsw\b/i.test(text.replace(/\/\/.*$/gm, ''))) {
      const at = text.search(/\bmsw\b/i);
      found.push(`${path.relative(DIST, file)}: "msw" near ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 40))}`);
    }
  }
  expect(found).toEqual([]);
});

test("the production build carries react-router's production build: none of its development warnings", async () => {
  // Its package exports name only the development build; vite.config.ts points builds at the production one.
  const needles = ['Hey developer', 'No routes matched location', 'You rendered descendant <Routes>'];
  const scripts = (await files(DIST)).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const file of scripts) {
    const text = await readFile(file, 'utf8');
    for (const n of needles) if (text.includes(n)) found.push(`${path.relative(DIST, file)}: ${n}`);
  }
  expect(found).toEqual([]);
});
