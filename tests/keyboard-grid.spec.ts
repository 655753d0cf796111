import { test, expect, type Page } from './fixtures';
import { signIn } from './helpers';

// The keyboard grid (docs/product.md §17): a table's rows are one Tab stop; ↑/↓ move, Enter opens the
// row's details, and Escape brings focus back to the row it was opened from.

const table = (page: Page) => page.getByRole('table', { name: 'Rides' });
const rows = (page: Page) => table(page).locator('tbody tr');

test('an admin tabs to the rides, moves down twice and opens the third ride with Enter', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/rides');
  await expect(rows(page)).toHaveCount(25);
  await expect(table(page)).not.toHaveAttribute('aria-busy');

  // One Tab stop: the first row only.
  await expect(rows(page).first()).toHaveAttribute('tabindex', '0');
  await expect(table(page).locator('tbody tr[tabindex="0"]')).toHaveCount(1);
  await expect(table(page).locator('tbody tr[tabindex="-1"]')).toHaveCount(24);

  // From the search box, Tab through the header's sort buttons to the rows (bounded, on a condition).
  await page.getByRole('searchbox', { name: 'Search rides' }).focus();
  let tabs = 0;
  while (!(await page.evaluate(() => document.activeElement?.matches('tbody tr') ?? false))) {
    expect(tabs++, 'Tab never reached the rows').toBeLessThan(40);
    await page.keyboard.press('Tab');
  }
  await expect(rows(page).first()).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const third = rows(page).nth(2);
  await expect(third).toBeFocused();
  const driver = (await third.locator('td').nth(2).textContent())!.trim();

  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Ride Details' });
  await expect(details).toBeVisible();
  await expect(details.getByText(driver, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]open=/);

  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(third).toBeFocused();
  await expect(third).toHaveAttribute('tabindex', '0');
  await expect(table(page).locator('tbody tr[tabindex="0"]')).toHaveCount(1);
});
