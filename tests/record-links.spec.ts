import { expect, test } from './fixtures';
import { recordRows, signIn } from './helpers';

test.describe('links to one record', () => {
  test('a ride dialog has its own URL: Back closes it, Copy link gives it, a fresh tab opens it', async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'admin', '/dashboard/rides');
    const table = page.getByRole('table', { name: 'Rides' });
    await expect(recordRows(table).first()).toBeVisible({ timeout: 15_000 });
    await table.locator('tbody tr').first().click();
    const dialog = page.getByRole('dialog', { name: 'Ride Details' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/rides\?open=[^&]+$/);
    const url = page.url();

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/rides$/);

    // A fresh tab of the same session: the dialog opens once the list has loaded.
    const tab = await context.newPage();
    await tab.goto(url);
    await expect(tab.getByRole('dialog', { name: 'Ride Details' })).toBeVisible({ timeout: 15_000 });
    await tab.getByRole('dialog', { name: 'Ride Details' }).getByRole('button', { name: 'Close' }).first().click();
    await expect(tab).toHaveURL(/\/dashboard\/rides$/);

    // An id that is not in the list says so.
    await tab.goto('/dashboard/rides?open=not-a-ride');
    const missing = tab.getByRole('dialog', { name: 'Ride not found' });
    await expect(missing).toBeVisible({ timeout: 15_000 });
    await expect(missing).toContainText('not-a-ride');
  });

  test('Transaction Details links to its ride, which opens with its dialog', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'admin');
    // Fare payments belong to a trip.
    await page.goto('/dashboard/transactions?service=user_fare_payment');
    const table = page.getByRole('table', { name: 'Transactions Management' });
    await expect(table.locator('tbody tr').first()).toContainText('User Fare', { timeout: 15_000 });
    await table.locator('tbody tr').first().click();
    const details = page.getByRole('dialog', { name: 'Transaction Details' });
    await expect(details).toBeVisible();
    await expect(page).toHaveURL(/open=/);
    const link = details.getByRole('link', { name: 'View ride', exact: true });
    const href = await link.getAttribute('href');
    const tripId = decodeURIComponent(href!.replace(/.*open=/, ''));
    await link.click();
    await expect(page).toHaveURL(/\/dashboard\/rides\?open=/);
    const ride = page.getByRole('dialog', { name: 'Ride Details' });
    await expect(ride).toBeVisible({ timeout: 15_000 });
    await expect(ride).toContainText(tripId);
  });
});
