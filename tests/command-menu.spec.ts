import { expect, test } from './fixtures';
import { recordRows, signIn } from './helpers';

test.describe('command menu', () => {
  test('Ctrl+K goes to a screen, and finds a transaction by reference from another screen', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin', '/dashboard');

    await page.keyboard.press('Control+K');
    const menu = page.getByRole('dialog', { name: 'Command menu' });
    await expect(menu).toBeVisible({ timeout: 15_000 });
    await page.keyboard.type('Transac');
    await expect(menu.getByRole('option', { name: /^Transactions/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/transactions$/);
    await expect(menu).toBeHidden();

    // A reference from the ledger (the second line of the id cell).
    const table = page.getByRole('table', { name: 'Transactions Management' });
    const first = recordRows(table).first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    const reference = (await first.locator('td').nth(1).innerText()).split('\n')[1]!.trim();
    expect(reference).toMatch(/^KRO-/);

    // A fresh page on another screen: the ledger is not loaded; the menu reads it for the search.
    await page.goto('/dashboard/riders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Control+K');
    await expect(menu).toBeVisible({ timeout: 15_000 });
    await page.keyboard.type(reference);
    const hit = menu.getByRole('option', { name: new RegExp(reference) });
    await expect(hit).toBeVisible({ timeout: 15_000 });
    await hit.click();
    await expect(page).toHaveURL(/\/dashboard\/transactions\?open=/);
    const details = page.getByRole('dialog', { name: 'Transaction Details' });
    await expect(details).toBeVisible({ timeout: 15_000 });
    await expect(details).toContainText(reference);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Recently opened records come first; Escape closes the menu and gives focus back.
    await page.keyboard.press('Control+K');
    await expect(menu.getByRole('option').first()).toContainText(reference);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // A screen action: Refresh runs the screen's own refresh (its toasts). The screen's opening toast says the
    // same words: wait until it has gone, so the one seen after Refresh is Refresh's.
    const loaded = page.getByRole('alert').filter({ hasText: 'Transactions data loaded' });
    await expect(loaded).toHaveCount(0, { timeout: 15_000 });
    await page.keyboard.press('Control+K');
    await page.keyboard.type('Refresh');
    await page.keyboard.press('Enter');
    await expect(loaded).toBeVisible({ timeout: 15_000 });
  });

  test('? lists the keyboard shortcuts, Ctrl+K among them', async ({ page }) => {
    await signIn(page, 'lagos', '/dashboard/lagos/rides');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible({ timeout: 15_000 });
    await expect(sheet.getByRole('row', { name: /Ctrl.*K.*command menu/ })).toBeVisible();
    await expect(sheet.getByRole('row', { name: /\/.*search box/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The Lagos console's menu offers only its own screens.
    await page.keyboard.press('Control+K');
    const menu = page.getByRole('dialog', { name: 'Command menu' });
    await expect(menu.getByRole('option', { name: /^Trips/ })).toBeVisible({ timeout: 15_000 });
    await expect(menu.getByRole('option', { name: /^Pricing/ })).toHaveCount(0);
  });
});
