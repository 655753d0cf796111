import { test, expect, type Page } from './fixtures';
import { signIn } from './helpers';

// The search box's keys reach the router (and re-render the screen) once typing pauses, not at every key;
// each key's text replaces the address at once as a draft (docs/performance.md, "Client mode against a
// floor"). The URL stays the owner of the table's state: a reload right after the last key, before any
// pause, holds the query, and Back and Forward behave as they did.

const box = (page: Page) => page.getByRole('searchbox', { name: 'Search rides' });
const rows = (page: Page) => page.getByRole('table', { name: 'Rides' }).locator('tbody tr');
const q = (page: Page) => new URL(page.url()).searchParams.get('q');

test('a search reloaded right after its last key is kept', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/rides');
  await expect(rows(page)).toHaveCount(25);
  // Typed without pauses and reloaded at once, before the pause that tells the router.
  await box(page).pressSequentially('ola');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rides Management' })).toBeVisible();
  await expect(box(page)).toHaveValue('ola');
  expect(q(page)).toBe('ola');
});

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
