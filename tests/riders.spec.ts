import { test, expect, type Page } from './fixtures';
import { signIn } from './helpers';

const table = (page: Page) => page.getByRole('table', { name: 'Riders' });
const rows = (page: Page) => table(page).locator('tbody tr');

test('an admin pages through riders and opens one', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Riders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/riders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const status = page.getByText(/^Showing \d+ of \d+ pages$/);
  await expect(status).toHaveText(/^Showing 1 of \d+ pages$/);
  const pages = Number((await status.textContent())!.match(/of (\d+)/)![1]);

  await page.getByRole('button', { name: 'Last' }).click();
  await expect(status).toHaveText(`Showing ${pages} of ${pages} pages`);
  await expect(page).toHaveURL(new RegExp(`page=${pages}`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'First' }).click();
  await expect(status).toHaveText(`Showing 1 of ${pages} pages`);

  const first = rows(page).first();
  const name = (await first.locator('td').nth(1).textContent())!.trim();
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Rider Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  for (const label of ['Email', 'Phone', 'Verification status', 'Profile status', 'Passcode set', 'Wallet balance', 'Bonus balance', 'Join date', 'Last updated', 'Account status']) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
