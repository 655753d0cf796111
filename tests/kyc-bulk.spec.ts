import { axeSummary, axeViolations } from './axe';
import { test, expect, type Page } from './fixtures';
import { generateDrivers } from '../mocks/db/seed';
import { signIn } from './helpers';

interface FaultWindow {
  __bulkFaults: { ids: string[]; message: string; calls: string[] };
}

/**
 * Fails the verify calls of chosen driver ids with a 409 and a server message, at the page's fetch: the
 * demo's mock answers inside a service worker, which page.route never sees (Playwright's route docs), so
 * the fault sits in front of it. Every verify call's id is recorded, failed or not.
 */
async function injectVerifyFaults(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as FaultWindow;
    w.__bulkFaults = { ids: [], message: '', calls: [] };
    const real = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const m = method === 'PUT' ? /\/drivers\/verify\/([^/?#]+)/.exec(url) : null;
      if (m) {
        const id = decodeURIComponent(m[1]!);
        w.__bulkFaults.calls.push(id);
        if (w.__bulkFaults.ids.includes(id)) {
          return Promise.resolve(new Response(JSON.stringify({ message: w.__bulkFaults.message }), { status: 409, headers: { 'Content-Type': 'application/json' } }));
        }
      }
      return real(input, init);
    };
  });
}

/** axe, every rule, on the page as it stands (no violations). */
async function axe(page: Page, label: string) {
  expect(axeSummary(await axeViolations(page)), `axe on ${label}`).toEqual([]);
}

/** The demo data's KYC submissions (scale 1): name → id, to fail chosen drivers' calls. */
function submissionIds(): Map<string, string> {
  return new Map(generateDrivers(1).filter((d) => d.seedStage === 'kycSubmitted').map((d) => [`${d.firstname} ${d.lastname}`, d._id]));
}

test('bulk approve: Shift-click a range, one confirmation, a partial failure listed with the server message, Retry failed succeeds', async ({ page }) => {
  test.setTimeout(90_000);
  const ids = submissionIds();
  await injectVerifyFaults(page);
  const calls = () => page.evaluate(() => (window as unknown as FaultWindow).__bulkFaults.calls.slice());
  await signIn(page, 'admin', '/dashboard/drivers?tab=kycSubmitted');
  const table = page.getByRole('table', { name: 'KYC Submitted drivers' });
  const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await expect(boxes.first()).toBeVisible();
  const waiting = ids.size;
  await expect(page.getByText(`${waiting} waiting`)).toBeVisible();

  // Rows 1 to 4: a click, then Shift-click on the fourth.
  await boxes.nth(0).click();
  await boxes.nth(3).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('group', { name: 'Selected drivers' });
  await expect(bar).toContainText('4 selected');
  await expect(table.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();
  await axe(page, 'KYC Submitted with a selection');
  const names = await Promise.all([0, 1, 2, 3].map(async (i) => ((await boxes.nth(i).getAttribute('aria-label')) ?? '').replace(/^Select /, '')));
  const failing = [names[1]!, names[3]!].map((n) => ids.get(n)!);
  expect(failing.every(Boolean)).toBe(true);

  // The second and fourth driver's calls fail with a server message.
  const message = 'Documents are under audit <b>try later</b>';
  await page.evaluate(([ids, text]) => Object.assign((window as unknown as FaultWindow).__bulkFaults, { ids, message: text }), [failing, message] as const);

  await bar.getByRole('button', { name: 'Approve selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve 4 drivers?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Approve' }).click();

  const panel = page.getByRole('region', { name: 'Bulk review' });
  await expect(panel.getByRole('status')).toHaveText('2 of 4 drivers approved');
  const failures = panel.getByRole('list', { name: 'Not approved' }).getByRole('listitem');
  await expect(failures).toHaveText([`${names[1]}: ${message}`, `${names[3]}: ${message}`]);
  // The message's <b> is text, never an element.
  await expect(panel.locator('b')).toHaveCount(0);
  await axe(page, 'the result panel with failures');
  // The two that went through left the queue (the list reloaded once).
  await expect(page.getByText(`${waiting - 2} waiting`)).toBeVisible();

  // The server takes them now: Retry failed sends only those two.
  await page.evaluate(() => ((window as unknown as FaultWindow).__bulkFaults.ids = []));
  await panel.getByRole('button', { name: 'Retry failed' }).click();
  await expect(panel.getByRole('status')).toHaveText('4 of 4 drivers approved');
  await expect(panel.getByRole('list')).toHaveCount(0);
  await expect(page.getByText(`${waiting - 4} waiting`)).toBeVisible();
  const sent = await calls();
  expect(sent).toHaveLength(6);
  expect(sent.slice(4).sort()).toEqual([...failing].sort());
});

test('on a phone, dark: each card has its box, the bar wraps, and axe finds nothing', async ({ page }) => {
  // axe on a whole console screen takes 20 s and more on a loaded machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, 'admin', '/dashboard/drivers?tab=kycSubmitted');
  const table = page.getByRole('table', { name: 'KYC Submitted drivers' });
  const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await boxes.nth(1).click();
  await expect(page.getByRole('group', { name: 'Selected drivers' })).toContainText('1 selected');
  await expect(page.getByRole('button', { name: 'Reject selected' })).toBeVisible();
  // Nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await axe(page, 'KYC Submitted on a phone, dark');
});

test('the Lagos console selects nothing', async ({ page }) => {
  await signIn(page, 'lagos', '/dashboard/lagos/drivers?tab=kycSubmitted');
  await expect(page.getByRole('table', { name: 'KYC Submitted drivers' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
