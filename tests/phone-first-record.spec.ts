import { expect, test, type Page } from './fixtures';
import { openInApp, recordRows, signIn, type DemoRole } from './helpers';

/**
 * Lists on phones (docs/product.md, "Lists on phones"): at 390×844 the first record of every list of
 * both consoles is on the first screen, without scrolling; the filters, display switches and sort sit
 * behind a "Filters" button that shows the count of filters in effect, and what is changed there stays
 * in the URL when it closes.
 */

const PHONE = { width: 390, height: 844 };
const LISTS: Record<DemoRole, string[]> = {
  admin: ['drivers', 'riders', 'rides', 'transactions', 'pricing', 'admins'],
  lagos: ['drivers', 'riders', 'rides', 'transactions'],
};
const BASE: Record<DemoRole, string> = { admin: '/dashboard', lagos: '/dashboard/lagos' };

/** Opens a list inside the running console (openInApp) and waits for its first record. */
async function openList(page: Page, path: string) {
  await openInApp(page, path);
  const table = page.locator('table').first();
  await expect(table).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  const first = recordRows(table).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  return first;
}

for (const role of ['admin', 'lagos'] as const) {
  test(`${role} at 390×844: the first record of every list shows without scrolling`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await signIn(page, role);
    for (const list of LISTS[role]) {
      const path = `${BASE[role]}/${list}`;
      const first = await openList(page, path);
      // Every figure of the page is in (cards, tabs): nothing above the record moves any more.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      expect(await page.evaluate(() => window.scrollY), `${path} opens at its top`).toBe(0);
      const header = await page.locator('header').first().boundingBox();
      const box = await first.boundingBox();
      expect(box, `${path}: first record laid out`).not.toBeNull();
      expect(box!.y, `${path}: first record below the header`).toBeGreaterThanOrEqual(header?.height ?? 0);
      expect(box!.y + box!.height, `${path}: first record ends inside the screen (${box!.y}+${box!.height})`).toBeLessThanOrEqual(PHONE.height);
      // The controls wait behind the "Filters" button.
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'false');
    }
  });
}

test('phone: a filter changed behind "Filters" stays in the URL when it closes (transactions)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', '/dashboard/transactions');
  await openList(page, '/dashboard/transactions');
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await status.selectOption('failed');
  await expect(page).toHaveURL(/[?&]status=failed(&|$)/);
  await expect(page.getByRole('button', { name: 'Filters · 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters · 1' }).click();
  await expect(status).toBeHidden();
  await expect(page).toHaveURL(/[?&]status=failed(&|$)/);
  // The list is the filtered one: its first record failed.
  await expect(recordRows(page).first()).toContainText('Failed');
  // Opened again, the filter shows what is in effect.
  await page.getByRole('button', { name: 'Filters · 1' }).click();
  await expect(status).toHaveValue('failed');
});

test('phone: a status and a sort chosen behind "Filters" stay in the URL when it closes (rides)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', '/dashboard/rides');
  await openList(page, '/dashboard/rides');
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(page.getByRole('button', { name: /^Fare/ })).toBeHidden();
  await toggle.click();
  await page.getByRole('group', { name: 'Filter rides by status' }).getByRole('button', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/[?&]status=completed(&|$)/);
  await page.getByRole('button', { name: /^Fare/ }).click();
  await expect(page).toHaveURL(/[?&]sort=fare/);
  const url = page.url();
  await page.getByRole('button', { name: 'Filters · 1' }).click();
  await expect(page.getByRole('button', { name: /^Fare/ })).toBeHidden();
  expect(page.url()).toBe(url);
  await expect(recordRows(page).first()).toContainText('Completed');
});
