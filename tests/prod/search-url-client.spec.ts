import { expect, test, type Page } from '../fixtures';
import { recordRows, signInWithForm } from '../helpers';
import { apiOrigin } from '../../playwright.prod.config';

/**
 * Client mode (a backend without paging: the console holds the whole list) against `mock:server`: the
 * rides list is asked without `page`, so the answer is every trip and the console keeps client mode for
 * the session. There the search box's keys reach the router once typing pauses, and each key's text
 * replaces the address at once as a draft (docs/architecture.md, "The search box and the URL"): a reload
 * right after the last key, before any pause, holds the query.
 */
async function wholeLists(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${apiOrigin}/api/admin/get-all-trips*`, (route) => {
    // A backend without paging: it reads no query (the console's first request in `auto` mode asks a page).
    const url = new URL(route.request().url());
    asked.push(url.search);
    url.search = '';
    return route.continue({ url: url.href });
  });
  return asked;
}

const box = (page: Page) => page.getByRole('searchbox', { name: 'Search rides' });

test('client mode: a search reloaded right after its last key is kept', async ({ page }) => {
  test.setTimeout(60_000);
  const asked = await wholeLists(page);
  await signInWithForm(page, 'admin');
  await page.goto('/dashboard/rides');
  await expect(recordRows(page.locator('main table'))).toHaveCount(25, { timeout: 15_000 });
  expect(asked.length).toBeGreaterThan(0);

  await box(page).pressSequentially('ola');
  await page.reload();
  await expect(box(page)).toHaveValue('ola');
  expect(new URL(page.url()).searchParams.get('q')).toBe('ola');
  // The held list, searched in the page: another key asks the server nothing (client mode).
  await expect(recordRows(page.locator('main table')).first()).toBeVisible({ timeout: 15_000 });
  const before = asked.length;
  await box(page).press('End');
  await box(page).pressSequentially('d');
  await expect(box(page)).toHaveValue('olad');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('olad');
  expect(asked.length).toBe(before);
});
