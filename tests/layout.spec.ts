import { test, expect, type Page } from './fixtures';
import { openInApp, recordRows, signIn, type DemoRole } from './helpers';

/** Every list of both consoles, with its table's name. */
const lists: { role: DemoRole; path: string; table: string | RegExp }[] = [
  { role: 'admin', path: '/dashboard/rides', table: 'Rides' },
  { role: 'admin', path: '/dashboard/drivers', table: /drivers$/ },
  { role: 'admin', path: '/dashboard/riders', table: 'Riders' },
  { role: 'admin', path: '/dashboard/transactions', table: /Transactions/ },
  { role: 'admin', path: '/dashboard/pricing', table: /Pricing/ },
  { role: 'admin', path: '/dashboard/admins', table: /Admin/ },
  { role: 'lagos', path: '/dashboard/lagos/rides', table: /Rides|Trips/ },
  { role: 'lagos', path: '/dashboard/lagos/drivers', table: /drivers$/ },
  { role: 'lagos', path: '/dashboard/lagos/riders', table: /Riders|Users/ },
  { role: 'lagos', path: '/dashboard/lagos/transactions', table: /Transactions/ },
];

/** Opens a list inside the running console (openInApp: no reload per list) and waits for its records. */
async function openList(page: Page, path: string, name: string | RegExp) {
  await openInApp(page, path);
  const table = page.getByRole('table', { name });
  await expect(table).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  await expect(recordRows(table).first()).toBeVisible();
  return table;
}

/** The scroll box around a table hides no columns: nothing to scroll sideways. */
async function overflowX(page: Page, name: string | RegExp): Promise<number> {
  const table = page.getByRole('table', { name });
  return table.evaluate((t) => {
    const box = t.closest('[role="region"]') as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
}

for (const role of ['admin', 'lagos'] as const) {
  test(`at 1366px every ${role} table fits its columns, with no sideways scrolling`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, role);
    for (const list of lists.filter((l) => l.role === role)) {
      await openList(page, list.path, list.table);
      expect(await overflowX(page, list.table), `${list.path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test(`on a phone every ${role} list shows its rows as cards, actions within reach`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, role);
    for (const list of lists.filter((l) => l.role === role)) {
      const table = await openList(page, list.path, list.table);
      const row = recordRows(table).first();
      expect(await row.evaluate((r) => getComputedStyle(r).display), `${list.path} rows are cards`).toBe('flex');
      expect(await overflowX(page, list.table), `${list.path} runs off the phone`).toBeLessThanOrEqual(0);
      // Nothing in a card is cut off at the right edge of the screen.
      const right = await row.evaluate((r) => Math.max(...Array.from(r.querySelectorAll('td')).map((c) => c.getBoundingClientRect().right)));
      expect(right).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
}

test('below 1366px the rides table scrolls sideways with a shadow on the hidden edge', async ({ page }) => {
  await page.setViewportSize({ width: 880, height: 800 });
  await signIn(page, 'admin');
  await openList(page, '/dashboard/rides', 'Rides');
  const region = page.getByRole('region', { name: 'Rides' });
  const frame = region.locator('xpath=..');
  expect(await overflowX(page, 'Rides')).toBeGreaterThan(0);
  await expect(frame).toHaveAttribute('data-scroll-end', 'true');
  await region.evaluate((r) => r.scrollTo({ left: r.scrollWidth }));
  await expect(frame).toHaveAttribute('data-scroll-start', 'true');
  await expect(frame).not.toHaveAttribute('data-scroll-end', 'true');
});

test('tabbing through a list never leaves the focused element under the fixed header', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'admin');
  await openList(page, '/dashboard/riders', 'Riders');
  // Start low on the page so that focus has to scroll back up past the header.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const header = await page.getByRole('banner').boundingBox();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 64);
  let checked = 0;
  await page.getByRole('searchbox', { name: 'Search riders' }).focus();
  for (let i = 0; i < 30; i++) {
    // The table's rows are one Tab stop (the keyboard grid, docs/product.md §17): ↓ walks them, Tab the rest.
    const inRows = await page.evaluate(() => {
      const el = document.activeElement;
      return !!el?.matches('tbody tr') && !!el.nextElementSibling;
    });
    await page.keyboard.press(inRows ? 'ArrowDown' : 'Tab');
    const box = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('main')) return null;
      const r = el.getBoundingClientRect();
      // Inside the table's own scroller the sticky header row must not cover it either.
      const th = el.closest('[role="region"]')?.querySelector('thead');
      const inBody = !!el.closest('tbody');
      return { top: r.top, sticky: inBody && th ? th.getBoundingClientRect().bottom : null, what: el.tagName + ' ' + (el.textContent ?? '').slice(0, 30) };
    });
    if (!box) continue;
    checked++;
    expect(box.top, `${box.what} is under the header`).toBeGreaterThanOrEqual(headerBottom);
    if (box.sticky !== null) expect(box.top, `${box.what} is under the table's header row`).toBeGreaterThanOrEqual(box.sticky - 1);
  }
  // Then back up with Shift+Tab from the bottom of the list.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Shift+Tab');
    const top = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.closest('main') ? el.getBoundingClientRect().top : null;
    });
    if (top === null) continue;
    checked++;
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  }
  expect(checked).toBeGreaterThan(20);
});

test('on a phone the driver stage tabs scroll, fade at the hidden edge and keep the selected tab in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', '/dashboard/drivers?tab=kycApproved');
  const list = page.getByRole('tablist', { name: 'Driver stages' });
  const selected = list.getByRole('tab', { name: /KYC Approved/ });
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  await expect(selected).toBeInViewport({ ratio: 1 });
  await expect(list).toHaveAttribute('data-scroll-start', 'true');
  await list.getByRole('tab', { name: /Email Unverified/ }).evaluate((t) => (t as HTMLElement).scrollIntoView());
  await list.getByRole('tab', { name: /Email Unverified/ }).click();
  await expect(list).toHaveAttribute('data-scroll-end', 'true');
});

test('an empty search message wraps on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await openList(page, '/dashboard/rides', 'Rides');
  await page.getByRole('searchbox', { name: 'Search rides' }).fill('no ride by this name at all');
  const text = page.getByText('No rides match this filter or search');
  await expect(text).toBeVisible();
  const box = (await text.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
