import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

// Column layout (docs/product.md, "Column layout"): a column resized with its keyboard handle and one
// moved with its column menu survive a reload; "Reset columns" restores the default; the layout is the
// admin console's own (the Lagos console's Rides keeps its default).

test.use({ viewport: { width: 1366, height: 768 } });

const table = (page: Page) => page.getByRole('table', { name: 'Rides' });

async function ready(page: Page): Promise<void> {
  await expect(table(page).locator('tbody tr')).toHaveCount(25, { timeout: 15_000 });
  await expect(table(page)).not.toHaveAttribute('aria-busy');
}

const heads = async (page: Page) => (await table(page).locator('thead th').allTextContents()).map((t) => t.trim());

test('a resized and a moved column survive a reload; Reset columns restores the default; Lagos keeps its own', async ({ page }) => {
  // Four console openings (two reloads, a role switch and back) on a shared 2-core machine.
  test.setTimeout(150_000);
  await signIn(page, 'admin', '/dashboard/rides');
  await ready(page);
  const defaults = await heads(page);
  expect(defaults).toContain('Status');

  // Resize Driver with the keyboard: three presses of → widen it by 48 px.
  const handle = table(page).getByRole('separator', { name: 'Resize Driver' });
  const before = Number(await handle.getAttribute('aria-valuenow'));
  expect(before).toBeGreaterThan(40);
  await table(page).getByRole('button', { name: 'Driver column options' }).press('Enter');
  await page.getByRole('menu', { name: 'Driver column options' }).getByRole('menuitem', { name: 'Resize column' }).press('Enter');
  await expect(handle).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const wider = before + 48;
  await expect(handle).toHaveAttribute('aria-valuenow', String(wider));
  const driverHead = table(page).locator('thead th').filter({ has: page.getByRole('separator', { name: 'Resize Driver' }) });
  await expect.poll(async () => Math.round((await driverHead.boundingBox())?.width ?? 0)).toBe(wider);

  // Move Status one place left with its column menu.
  const at = defaults.indexOf('Status');
  const moved = [...defaults];
  [moved[at - 1], moved[at]] = [moved[at]!, moved[at - 1]!];
  await table(page).getByRole('button', { name: 'Status column options' }).click();
  await page.getByRole('menu', { name: 'Status column options' }).getByRole('menuitem', { name: 'Move left' }).click();
  await expect.poll(() => heads(page)).toEqual(moved);
  await expect(table(page).getByRole('button', { name: 'Status column options' })).toBeFocused();

  // Both survive a reload.
  await page.reload();
  await ready(page);
  await expect.poll(() => heads(page)).toEqual(moved);
  await expect(table(page).getByRole('separator', { name: 'Resize Driver' })).toHaveAttribute('aria-valuenow', String(wider));

  // The Lagos console's Rides (same browser, the admin's layout still stored) keeps its default layout.
  await signIn(page, 'lagos', '/dashboard/lagos/rides');
  await ready(page);
  const lagos = await heads(page);
  expect(lagos).toContain('Status');
  expect(lagos).toEqual(defaults.filter((h) => lagos.includes(h)));
  const lagosDriver = table(page).locator('thead th').filter({ has: page.getByRole('separator', { name: 'Resize Driver' }) });
  await expect(lagosDriver).toHaveCount(1);
  await expect(lagosDriver).not.toHaveAttribute('style', new RegExp(`width: ${wider}px`));

  // Back in the admin console: still the admin's layout; Reset columns restores the default, and that survives a reload.
  await signIn(page, 'admin', '/dashboard/rides');
  await ready(page);
  await expect.poll(() => heads(page)).toEqual(moved);
  await table(page).getByRole('button', { name: 'Driver column options' }).click();
  await page.getByRole('menu', { name: 'Driver column options' }).getByRole('menuitem', { name: 'Reset columns' }).click();
  await expect.poll(() => heads(page)).toEqual(defaults);
  await expect(table(page).getByRole('separator', { name: 'Resize Driver' })).toHaveAttribute('aria-valuenow', String(before));
  // The focus is back on the menu's button (the menu sits at the page's end, outside the table).
  await expect(table(page).getByRole('button', { name: 'Driver column options' })).toBeFocused();
  await page.reload();
  await ready(page);
  await expect.poll(() => heads(page)).toEqual(defaults);
  await expect(table(page).getByRole('separator', { name: 'Resize Driver' })).toHaveAttribute('aria-valuenow', String(before));
});

test('the column menu by keyboard: Tab closes it and goes on from its button; headers are named by their label', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/rides');
  await ready(page);
  const button = table(page).getByRole('button', { name: 'Driver column options' });
  await button.press('Enter');
  await expect(page.getByRole('menu', { name: 'Driver column options' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The next header's sort button: the resize handle is no Tab stop ("Resize column" reaches it).
  await expect(table(page).getByRole('button', { name: 'Rider', exact: true })).toBeFocused();
  await button.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: 'Driver', exact: true })).toBeFocused();
  // A header's name is its label, not its tools' names and width.
  await expect(table(page).getByRole('columnheader', { name: 'Driver', exact: true })).toHaveCount(1);
});
