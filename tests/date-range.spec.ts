import { expect, test } from './fixtures';
import { recordRows, signIn } from './helpers';

test.describe('transactions date range', () => {
  test('a range filters the ledger, the cards say "in range", and it survives reload and Back', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'admin', '/dashboard/transactions');
    const table = page.getByRole('table', { name: 'Transactions Management' });
    await expect(recordRows(table).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('group', { name: 'Total Amount' })).toBeVisible();
    const allCount = await page.getByRole('group', { name: 'Total Transactions' }).textContent();

    const select = page.getByRole('combobox', { name: 'Date range' });
    await select.selectOption({ label: 'Custom' });
    await page.getByLabel('From', { exact: true }).fill('2026-10-01');
    await page.getByLabel('To', { exact: true }).fill('2026-10-31');
    await expect(page).toHaveURL(/from=2026-10-01/);
    await expect(page).toHaveURL(/to=2026-10-31/);
    const inRange = page.getByRole('group', { name: 'Total Transactions in range' });
    await expect(inRange).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Amount in range' })).toBeVisible();
    expect(await inRange.textContent()).not.toBe(allCount);
    await expect(page.getByRole('figure', { name: 'Volume per day' })).toContainText(/1 Oct.*31 Oct 2026/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('custom');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-10-01');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-10-31');
    await expect(page.getByRole('group', { name: 'Total Transactions in range' })).toBeVisible({ timeout: 15_000 });

    // Every date of the table lies in October (Lagos days), once the reloaded list has its rows (the
    // "in range" card's label comes from the URL, before the data).
    await expect(recordRows(table).first()).toBeVisible({ timeout: 15_000 });
    const dates = await table.locator('tbody tr td:last-child').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(/\/10\/2026|Oct/);

    await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'All time' });
    await expect(page).not.toHaveURL(/from=/);
    await expect(page.getByRole('group', { name: 'Total Transactions' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/from=2026-10-01/);
    await expect(page.getByRole('group', { name: 'Total Transactions in range' })).toBeVisible();
  });
});
