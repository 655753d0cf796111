import { test, expect, type Page } from './fixtures';
import { forgetToasts, signIn, toastSeen } from './helpers';

const CARDS = [
  'Approved Drivers',
  'Unapproved Drivers',
  'Active Drivers',
  'New Drivers This Week',
  'Total Rides',
  'Completed Rides',
  'Active Rides',
  'Canceled Rides',
  'Total This Week',
  'Completed This Week',
  'Active This Week',
  'Canceled This Week',
];

async function expectCards(page: Page) {
  const card = (label: string) => page.getByRole('group', { name: label, exact: true });
  await expect(card(CARDS[0]!)).toContainText(/\d/);
  const texts = await Promise.all(CARDS.map((label) => card(label).textContent()));
  texts.forEach((text, i) => {
    expect(text, CARDS[i]).toMatch(new RegExp(`^${CARDS[i]}[\\d,]+vs last 24hrs: 0$`));
  });
}

test('the admin dashboard loads its counts with the toasts', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Dashboard data loaded')).toBeVisible();
  await expectCards(page);
  await expect(page.getByRole('region', { name: 'Ride Statistics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This Week Statistics' })).toBeVisible();

  // Coming back to the dashboard loads again: the loading toast turns into the success toast.
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Rides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rides Management' })).toBeVisible();
  await expect(page.getByText('Rides data loaded')).toBeVisible();
  // The loading toast may turn into the success toast between two looks of a polling wait (a fresh-clone
  // run at load 15-19 missed it for 20 s): the page's own record of the toasts it showed is read instead.
  await forgetToasts(page);
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Dashboard' }).click();
  await toastSeen(page, 'Fetching dashboard data...');
  await toastSeen(page, 'Dashboard data loaded');
  const approved = await page.getByRole('group', { name: 'Approved Drivers', exact: true }).textContent();
  const active = await page.getByRole('group', { name: 'Active Drivers', exact: true }).textContent();
  expect(active!.replace('Active', 'Approved')).toBe(approved);
});
