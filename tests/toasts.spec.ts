import { test, expect, type Locator } from './fixtures';
import { signIn } from './helpers';

/** Whether `target` is the element a tap at its centre reaches (nothing, e.g. a toast, lies over it). */
async function isTappable(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  return target.evaluate(
    (el, p) => {
      const hit = document.elementFromPoint(p.x, p.y);
      return hit !== null && (el === hit || el.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

// docs/product.md §9: toasts top-right, below the fixed header.
test('on a phone, "Open menu" stays tappable while "Dashboard data loaded" shows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Dashboard data loaded' });
  await expect(toast).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  expect(await isTappable(menu)).toBe(true);
  const header = await page.getByRole('banner').boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Rides' })).toBeVisible();
});

test('on a desktop, toasts sit top-right under the header, clear of the account area', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Dashboard data loaded' });
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.x + box.width).toBeGreaterThan(1366 - 40);
  for (const control of await page.getByRole('banner').getByRole('button').all()) {
    if (await control.isVisible()) expect(await isTappable(control)).toBe(true);
  }
});
