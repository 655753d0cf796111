import { test, expect, type Page } from './fixtures';
import { signIn } from './helpers';

// The URL is the owner of the table's search: typing replaces the entry it was typed on, and Back and
// Forward move between entries as they did before client mode's search waited for a pause in typing
// (docs/architecture.md, "The search box and the URL"; the demo's lists page, so this is server mode;
// client mode's reload right after typing is tests/prod/search-url-client.spec.ts).

const box = (page: Page) => page.getByRole('searchbox', { name: 'Search rides' });
const rows = (page: Page) => page.getByRole('table', { name: 'Rides' }).locator('tbody tr');
const q = (page: Page) => new URL(page.url()).searchParams.get('q');

test('typing replaces the entry it was typed on: Back leaves the search, Forward brings it back', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/rides');
  await expect(rows(page)).toHaveCount(25);
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(page).toHaveURL(/status=completed/);

  await box(page).pressSequentially('ola');
  // One write once typing pauses, replacing the filter's entry.
  await expect.poll(() => q(page)).toBe('ola');
  expect(new URL(page.url()).searchParams.get('status')).toBe('completed');

  await page.goBack();
  await expect(page).not.toHaveURL(/status=|q=/);
  await expect(box(page)).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(/status=completed/);
  await expect(box(page)).toHaveValue('ola');
  expect(q(page)).toBe('ola');
});
