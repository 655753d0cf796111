import { expect, test } from './fixtures';
import { accounts, signIn, toastSeen } from './helpers';

/**
 * docs/security.md, "Sessions and bad data": the data of one session is never painted in the next.
 * The admin's ledger is cached, the token expires (a 401 on the next screen), and lagos signs in in the
 * same tab without a reload: its ledger must show no row before its own answer has arrived.
 */
test('a forced logout, then another sign-in in the same tab: none of the previous session\'s rows are painted', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  const adminNav = page.getByRole('navigation', { name: 'Admin console' });
  await adminNav.getByRole('link', { name: 'Transactions' }).click();
  const adminTable = page.getByRole('table', { name: 'Transactions Management' });
  await expect(adminTable.locator('tbody tr:not([data-skeleton])')).toHaveCount(25);

  // The token expires while the admin works: the next screen's call answers 401.
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  await adminNav.getByRole('link', { name: 'Rides' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await toastSeen(page, 'Logged out successfully!');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // From here on: note every data row painted, and whether the ledger's answer had arrived by then.
  await page.evaluate(() => {
    const w = window as unknown as { __ledgerAnswered: boolean; __earlyRows: string[] };
    w.__ledgerAnswered = false;
    w.__earlyRows = [];
    const fetch0 = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const res = await fetch0(...args);
      const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
      if (url.includes('get-all-transactions')) w.__ledgerAnswered = true;
      return res;
    };
    new MutationObserver(() => {
      if (w.__ledgerAnswered) return;
      // The ledger's rows (the admin's were cached): sign-in returns to Rides first, whose rows are lagos's own.
      for (const row of document.querySelectorAll('table tbody tr:not([data-skeleton])')) {
        if (!row.closest('table')?.querySelector(':scope > caption')?.textContent?.includes('Transactions')) continue;
        if (row.querySelectorAll('td').length > 1) w.__earlyRows.push(row.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  // Lagos signs in through the form, in the same tab (no reload), and opens its ledger.
  await page.getByPlaceholder('Email Address').fill(accounts.lagos.email);
  await page.getByPlaceholder('Password').fill(accounts.lagos.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Sign-in returns to the address the forced logout left (Rides), in the signed-in role's area (docs/product.md).
  await expect(page).toHaveURL(/\/dashboard\/lagos\/rides$/, { timeout: 10_000 });
  await page.getByRole('navigation', { name: 'Lagos console' }).getByRole('link', { name: 'Transactions' }).click();
  const lagosTable = page.getByRole('table', { name: 'Lagos Commission Transactions' });
  await expect(lagosTable.locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __ledgerAnswered: boolean }).__ledgerAnswered)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __earlyRows: string[] }).__earlyRows)).toEqual([]);
});
