import { test, expect, type Page } from './fixtures';
import { signIn } from './helpers';

/** Opens the first user-fare transaction (its body ends with the "View ride" link). */
async function openTransaction(page: Page) {
  await page.goto('/dashboard/transactions?service=user_fare_payment');
  const table = page.getByRole('table', { name: 'Transactions Management' });
  await expect(table.locator('tbody tr').first()).toContainText('User Fare', { timeout: 30_000 });
  await table.locator('tbody tr').first().click();
  const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// A details dialog opens at its top: its title has focus and its first line is in view.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`Transaction Details opens at its top at ${viewport.width}x${viewport.height}; its actions are reachable`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'admin');
    const dialog = await openTransaction(page);
    await expect(dialog.getByRole('heading', { name: 'Transaction Details' })).toBeFocused();
    const body = dialog.locator('dt').first();
    await expect(body).toBeInViewport();
    expect(await dialog.evaluate((d) => Array.from(d.querySelectorAll<HTMLElement>('*')).every((el) => el.scrollTop === 0))).toBe(true);
    // Tab reaches "View ride" and the footer's "Copy link", which is on screen.
    const copy = dialog.getByRole('button', { name: 'Copy link' });
    await expect(copy).toBeInViewport();
    let reached = false;
    for (let i = 0; i < 8 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await copy.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
  });
}
