import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

const ADMIN_TITLE = 'Transactions Management';

/** Body rows of the ledger that hold data (no skeleton, no empty-state row). */
function dataRows(page: Page, title: string) {
  return page.getByRole('table', { name: title }).locator('tbody tr:not([data-skeleton])').filter({ has: page.locator('td:nth-child(2)') });
}

test.describe('transactions', () => {
  test('admin filters by service and status, the view survives a reload, and a row opens its details', async ({ page }) => {
    // Two full page loads (sign-in, reload), each starting the in-browser mock backend.
    test.setTimeout(60_000);
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(`${ADMIN_TITLE} · Kero`);
    await expect(dataRows(page, ADMIN_TITLE)).toHaveCount(25);
    for (const name of ['Total Transactions', 'Total Amount', 'Total Kero Commission', 'Total Lagos Commission']) {
      await expect(page.getByRole('group', { name })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Fund Transfer' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
    await expect(page).toHaveURL(/service=fund_transfer/);
    await expect(page).toHaveURL(/status=failed/);
    const rows = dataRows(page, ADMIN_TITLE);
    // A backend that pages answers the filter itself: the last page stays on screen, busy, until then.
    await expect(rows.first()).toContainText('Fund Transfer');
    await expect(page.getByRole('table', { name: ADMIN_TITLE })).not.toHaveAttribute('aria-busy');
    await expect(rows.filter({ hasNotText: 'Fund Transfer' })).toHaveCount(0);
    await expect(rows.filter({ hasNotText: 'Failed' })).toHaveCount(0);
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);

    // A shared link or a reload restores the same view.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Fund Transfer' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    await expect(dataRows(page, ADMIN_TITLE)).toHaveCount(count);

    const first = dataRows(page, ADMIN_TITLE).first();
    // The id is the cell's first line; the reference shows under it.
    const id = (await first.locator('td').nth(1).innerText()).split('\n')[0]!.trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(id);
    await expect(dialog).toContainText('Fund Transfer');
    await expect(dialog).toContainText('Failed');
    for (const label of ['Reference', 'Amount', 'Settled Amount', 'Charges', 'Kero Commission', 'Lagos Commission', 'Narration', 'Bank Name', 'Account Number']) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Back returns to the previous filter (status was a separate history entry).
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    await expect(page.getByRole('tab', { name: 'Fund Transfer' })).toHaveAttribute('aria-selected', 'true');
  });

});
