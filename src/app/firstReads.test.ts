// The first reads the console's HTML sends (src/app/routes.tsx, `firstReads`; scripts/vite-site.ts writes
// them into the loader's data-reads; docs/performance.md, "Server mode: the first read in the HTML").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA_ROOT } from '../lib/consoleScreens';
import type * as EnvModule from '../lib/env';

const mocking = vi.hoisted(() => ({ on: false }));
vi.mock('../lib/env', async (original) => {
  const real = await original<typeof EnvModule>();
  return { env: new Proxy(real.env, { get: (target, key) => (key === 'mocking' ? mocking.on : Reflect.get(target, key)) }) };
});

const { firstReads } = await import('./routes');
const { apiUrl } = await import('../lib/api/client');

describe('firstReads', () => {
  afterEach(() => {
    mocking.on = false;
  });

  it("gives each list page and the dashboard of both areas its area's role and the URL its screen reads first", async () => {
    const { keys, pages } = await firstReads();
    expect(keys).toEqual(['token', 'admin']);
    const paths = ['', '/rides', '/drivers', '/riders', '/transactions'];
    expect(Object.keys(pages).sort()).toEqual([...paths.map((p) => AREA_ROOT.admin + p), ...paths.map((p) => AREA_ROOT.lagos + p)].sort());
    for (const [path, [role]] of Object.entries(pages)) expect(role).toBe(path.startsWith(AREA_ROOT.lagos) ? 'lagos' : 'admin');
    expect(pages['/dashboard']![1]).toBe(apiUrl('/admin/dashboard'));
    // A list page's first read is its first page, with the page size and default filters its screen uses.
    const transactions = new URL(pages['/dashboard/transactions']![1], 'http://console.test');
    expect(transactions.pathname).toBe(new URL(apiUrl('/admin/get-all-transactions'), 'http://console.test').pathname);
    expect(Object.fromEntries(transactions.searchParams)).toEqual({ page: '1', limit: '25' });
    // The role is the server's business (a lagos token gets its own ledger): the same request.
    expect(pages['/dashboard/lagos/transactions']![1]).toBe(pages['/dashboard/transactions']![1]);
  });

  it('gives none with the in-page mock backend, which must start before any call', async () => {
    mocking.on = true;
    expect((await firstReads()).pages).toEqual({});
  });
});
