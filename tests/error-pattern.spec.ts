import { test, expect, type Page } from './fixtures';
import { signIn } from './helpers';

// Five screens, each failed and recovered: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * The page's own fetch answers 500 for one API path while `window.__failApi` is true. The mock backend
 * answers from a service worker, which `page.route` does not see, so the failure is made in the page.
 */
async function failWhileFlagged(page: Page, apiPath: string) {
  await page.addInitScript((path) => {
    const w = window as unknown as { __failApi: boolean };
    w.__failApi = true;
    const real = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (w.__failApi && new URL(url, location.href).pathname.startsWith(`/api${path}`)) {
        const body = JSON.stringify({ message: 'Something broke on our side' });
        return Promise.resolve(new Response(body, { status: 500, headers: { 'Content-Type': 'application/json' } }));
      }
      return real(input, init);
    };
  }, apiPath);
}

// docs/product.md §2 screens with their list endpoint (docs/api.md) and the error panel's title.
const screens = [
  { route: '/dashboard', api: '/admin/dashboard', title: 'Dashboard data could not be loaded', table: false },
  { route: '/dashboard/rides', api: '/admin/get-all-trips', title: 'Rides could not be loaded', table: true },
  { route: '/dashboard/drivers', api: '/admin/drivers/', title: 'Drivers could not be loaded', table: true },
  { route: '/dashboard/riders', api: '/admin/users/', title: 'Riders could not be loaded', table: true },
  { route: '/dashboard/transactions', api: '/admin/get-all-transactions', title: 'Transactions could not be loaded', table: true },
];

for (const s of screens) {
  test(`${s.route}: one error pattern — cards stay and read "—", a panel with Try again takes the list's place, and Try again recovers`, async ({ page }) => {
    await failWhileFlagged(page, s.api);
    await signIn(page, 'admin');
    if (new URL(page.url()).pathname !== s.route) await page.goto(s.route);

    const main = page.getByRole('main');
    const panel = main.getByRole('alert').filter({ hasText: s.title });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(panel).toContainText('Something broke on our side');
    // The figures' cards keep their place and say there is no figure, instead of vanishing.
    await expect(main.getByText('—', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);

    await page.evaluate(() => ((window as unknown as { __failApi: boolean }).__failApi = false));
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel).toBeHidden({ timeout: 15_000 });
    if (s.table) await expect(main.getByRole('table').locator('tbody tr').first()).toBeVisible();
  });
}
