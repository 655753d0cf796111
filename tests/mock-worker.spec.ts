import { expect, test, type Page } from './fixtures';
import { signIn, storeSession } from './helpers';

/**
 * The demo's mock backend is MSW's service worker (docs/architecture.md, "The demo's service worker").
 * Every document a test opens notes, from its first script, whether the worker controlled it and how it
 * was loaded; sessionStorage keeps the notes across the tab's documents, reloads included.
 */
async function noteDocuments(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const notes = JSON.parse(sessionStorage.getItem('kero-e2e-documents') ?? '[]') as string[];
    notes.push(`${location.pathname} ${navigator.serviceWorker.controller ? 'controlled' : 'uncontrolled'} ${entry?.type ?? '?'}`);
    sessionStorage.setItem('kero-e2e-documents', JSON.stringify(notes));
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('kero-e2e-documents') ?? '[]') as string[]);
}

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('a tab going from console page to console page stays under one worker, and none is reloaded', async ({ page }) => {
  const documents = await noteDocuments(page);
  await signIn(page, 'lagos');
  // The first console page installed the worker; once it is in control, the tab's next pages open under it.
  await controlled(page);
  const pages = ['/dashboard/lagos/drivers', '/dashboard/lagos/users', '/dashboard/lagos/trips', '/dashboard/lagos/transactions', '/dashboard/lagos'];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await controlled(page);
  }
  const notes = await documents();
  // Each page after the first opened under the worker the first one installed: none installed it again.
  expect(notes.slice(-pages.length)).toEqual(pages.map((path) => `${path} controlled navigate`));
});

test('pages left at once while the worker installs are not reloaded when it takes over', async ({ page }) => {
  const documents = await noteDocuments(page);
  // A role neither console admits: each console page starts the mock and is redirected to / at once, and
  // the next address is opened as soon as the redirect shows, while the worker is installing.
  await storeSession(page, 'some-token', { role: 'support' });
  for (const path of ['/dashboard', '/dashboard/lagos', '/dashboard/rides', '/dashboard/lagos/drivers']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await controlled(page);
  const notes = await documents();
  expect(notes.filter((n) => !n.endsWith(' navigate')), 'documents loaded other than by navigation').toEqual([]);
  expect(notes.at(-1)).toBe('/login controlled navigate');
});

test('a hard reload, which opens the page outside the worker, is taken by it instead of reloaded again', async ({ page }) => {
  const documents = await noteDocuments(page);
  await signIn(page, 'lagos', '/dashboard/lagos/drivers');
  await controlled(page);
  // Shift-reload: the browser loads the page past its service worker.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await page.waitForLoadState('load');
  await controlled(page);
  await expect(page.getByRole('heading', { name: 'Drivers', level: 1 })).toBeVisible();
  // The screen's rows came through the worker.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // One reload, the test's own. A worker that does not take the page (KERO_CLAIM answered false) leaves
  // MSW to reload it a second time: this test fails then.
  expect((await documents()).filter((n) => n.endsWith(' reload'))).toEqual(['/dashboard/lagos/drivers uncontrolled reload']);
});
