import { expect, test, type Page } from '../fixtures';
import { recordRows, signInWithForm } from '../helpers';
import { apiOrigin } from '../../playwright.prod.config';

/**
 * The production build against `npm run mock:server` on another origin, under the CSP: sign-in and the
 * list screens over real cross-origin fetches (CORS, preflights), no MSW in the page.
 */
function watchApi(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  return calls;
}

async function expectRows(page: Page, path: string) {
  await page.goto(path);
  await expect(recordRows(page.locator('main table')).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: /could not|failed|error/i })).toHaveCount(0);
}

test('admin signs in and reads every list from the API origin', async ({ page }) => {
  test.setTimeout(60_000);
  const calls = watchApi(page);
  await signInWithForm(page, 'admin');
  await expect(page.getByText('Dashboard data loaded')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  for (const path of ['/dashboard/rides', '/dashboard/riders', '/dashboard/drivers', '/dashboard/transactions', '/dashboard/pricing', '/dashboard/admins']) {
    await expectRows(page, path);
  }
  expect(calls.length).toBeGreaterThan(6);
  expect(calls.filter((u) => !u.startsWith(`${apiOrigin}/api/admin/`))).toEqual([]);
});

test('lagos signs in and reads its lists; the ride map loads under the CSP', async ({ page }) => {
  test.setTimeout(60_000);
  const calls = watchApi(page);
  await signInWithForm(page, 'lagos');
  for (const path of ['/dashboard/lagos/riders', '/dashboard/lagos/drivers', '/dashboard/lagos/transactions', '/dashboard/lagos/rides']) {
    await expectRows(page, path);
  }
  expect(calls.filter((u) => !u.startsWith(`${apiOrigin}/api/admin/`))).toEqual([]);

  // The build has a (placeholder) maps key, so the dialog loads Google's script: any host or worker
  // the CSP forgot fails this test through the fixture. Offline the script cannot load.
  await recordRows(page.locator('main table')).first().click();
  const details = page.getByRole('dialog', { name: 'Ride Details' });
  await details.getByRole('button', { name: 'View Ride on Map' }).click();
  const map = page.getByRole('dialog', { name: 'Ride Path' });
  await expect(map.getByRole('alert')).toContainText(/Map could not load|Map unavailable|Invalid location data/, { timeout: 20_000 });
});

test('a wrong password gets the server message across origins', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('Email Address').fill('admin@kero.ng');
  await page.getByPlaceholder('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog').getByText('Invalid email or password')).toBeVisible();
});

test('the mock API answers CORS for the console origin only', async ({ request, baseURL }) => {
  const consoleOrigin = new URL(baseURL!).origin;
  const preflight = await request.fetch(`${apiOrigin}/api/admin/dashboard`, {
    method: 'OPTIONS',
    headers: { Origin: consoleOrigin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(consoleOrigin);
  expect(preflight.headers()['access-control-allow-headers']).toMatch(/Authorization/i);

  const other = await request.get(`${apiOrigin}/api/admin/dashboard`, { headers: { Origin: 'https://evil.example' } });
  expect(other.status()).toBe(403);
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();

  // Without Origin (curl): the API itself answers, and wants a token.
  const curl = await request.get(`${apiOrigin}/api/admin/dashboard`);
  expect(curl.status()).toBe(401);
  expect(await curl.json()).toEqual({ message: 'Authentication required' });
});
