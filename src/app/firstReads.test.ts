// The first reads the console's HTML sends (src/app/routes.tsx, `firstReads`; scripts/vite-site.ts writes
// them into the loader's data-reads; docs/performance.md, "Server mode: the first read in the HTML").
import { describe, expect, it } from 'vitest';
import { AREA_ROOT } from '../lib/consoleScreens';
import { apiUrl } from '../lib/api/client';
import { firstReads } from './routes';

// The tests' own environment runs the in-page mock; the production build's is what is checked here.
describe('firstReads', () => {
  it("gives each list page and the dashboard of both areas its area's role and the URL its screen reads first", async () => {
    const { keys, pages } = await firstReads(false);
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
    expect((await firstReads(true)).pages).toEqual({});
  });
});
