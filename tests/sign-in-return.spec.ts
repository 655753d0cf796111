import { test, expect, type Page } from './fixtures';
import { accounts, recordRows, signIn, type DemoRole } from './helpers';

/** Fills and sends the sign-in form already on screen (the address keeps its `next`). */
async function signInHere(page: Page, role: DemoRole) {
  await expect(page).toHaveURL(/\/login/);
  await page.getByPlaceholder('Email Address').fill(accounts[role].email);
  await page.getByPlaceholder('Password').fill(accounts[role].password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs out by clearing the stored session (a colleague's browser, signed out). */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

// docs/product.md §4, "Links survive sign-in".
test.describe('links survive sign-in', () => {
  test('a signed-out visit to a ride link (?open=) signs in and opens that ride', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin', '/dashboard/rides');
    const table = page.getByRole('table', { name: 'Rides' });
    await expect(recordRows(table).first()).toBeVisible({ timeout: 30_000 });
    await recordRows(table).first().click();
    await expect(page.getByRole('dialog', { name: 'Ride Details' })).toBeVisible();
    const link = page.url();
    expect(link).toMatch(/\/dashboard\/rides\?open=[^&]+$/);
    const rideId = decodeURIComponent(link.replace(/.*open=/, ''));

    await signOut(page);
    await page.goto(link);
    // The address rides in the navigation's state: /login stays /login.
    await expect(page).toHaveURL(/\/login$/);
    await signInHere(page, 'admin');
    await expect(page).toHaveURL(link, { timeout: 15_000 });
    const ride = page.getByRole('dialog', { name: 'Ride Details' });
    await expect(ride).toBeVisible({ timeout: 30_000 });
    await expect(ride).toContainText(rideId);
  });

  test("a Lagos admin opening an admin address lands on the same screen of the Lagos console, filters kept", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/dashboard/transactions?status=failed');
    await signInHere(page, 'lagos');
    await expect(page).toHaveURL(/\/dashboard\/lagos\/transactions\?status=failed$/, { timeout: 15_000 });
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('failed', { timeout: 30_000 });
  });

  test('a reload of the sign-in screen keeps the address to return to', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/dashboard/drivers?tab=kycApproved');
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await signInHere(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard\/drivers\?tab=kycApproved$/, { timeout: 15_000 });
  });

  test('a ?next= (or any query) on /login never redirects: sign-in lands on the console', async ({ page }) => {
    test.setTimeout(60_000);
    for (const next of ['https://evil.example/dashboard', '//evil.example/dashboard', '/\\evil.example']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await signInHere(page, 'admin');
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
      expect(new URL(page.url()).hostname).toBe('127.0.0.1');
      await signOut(page);
    }
  });
});
