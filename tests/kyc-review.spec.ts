import { test, expect, type Page } from './fixtures';
import { generateDrivers } from '../mocks/db/seed';
import { documentServed } from '../mocks/images';
import { signIn } from './helpers';

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const details = (page: Page) => page.getByRole('dialog', { name: 'Driver Details' });

/** Opens the first KYC submission in review mode; returns the driver's name as the Review button names it. */
async function reviewFirst(page: Page): Promise<string> {
  await page.goto('/dashboard/drivers?tab=kycSubmitted');
  const review = rows(page).first().getByRole('button', { name: /^Review / });
  await expect(review).toBeVisible();
  const name = (await review.getAttribute('aria-label'))!.replace(/^Review /, '');
  await review.click();
  await expect(details(page)).toBeVisible();
  return name;
}

/** KYC submissions of the demo data (scale 1), with what the demo image host does with their licence. */
function submissions() {
  return generateDrivers(1)
    .filter((d) => d.seedStage === 'kycSubmitted')
    .map((d) => ({
      id: d._id,
      name: `${d.firstname} ${d.lastname}`,
      licenceShows: typeof d.vehicle?.driverLicense === 'string' && documentServed(d._id, 'driver-licence.jpg'),
    }));
}

test('the KYC review shows both documents, opens one large and zooms, and Escape closes only the viewer', async ({ page }) => {
  // A submission whose licence the demo image host serves.
  const driver = submissions().find((d) => d.licenceShows)!;
  await signIn(page, 'admin', `/dashboard/drivers?tab=kycSubmitted&open=${driver.id}`);
  const dialog = details(page);
  await expect(dialog).toBeVisible();
  // Both documents: a preview (or a placeholder that says why there is none), links kept.
  for (const doc of ['Driver licence', 'Hackney permit']) {
    await expect(dialog.getByRole('figure').filter({ hasText: doc }).first()).toBeVisible();
  }
  await expect(dialog.getByText('Driver licence', { exact: true }).first()).toBeVisible();
  const preview = dialog.getByRole('button', { name: new RegExp(`^Driver licence of ${driver.name}`) });
  await preview.click();
  const viewer = page.getByRole('dialog', { name: /^Driver licence of / });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img')).toBeVisible();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('150%')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(details(page)).toBeVisible();
  await expect(preview).toBeFocused();
});

test('a missing or broken document shows a clear placeholder', async ({ page }) => {
  // A submission whose licence is missing from the record or refused by the demo image host.
  const driver = submissions().find((d) => !d.licenceShows)!;
  await signIn(page, 'admin', `/dashboard/drivers?tab=kycSubmitted&open=${driver.id}`);
  // The first look waits for the screen's first read, as the other journeys' first looks do (15 s): a fresh-clone
  // run at load 15-19 showed this placeholder after the default 7 s.
  await expect(details(page).getByRole('img', { name: new RegExp(`^Driver licence of ${driver.name}: (No image provided|Image could not be loaded)$`) })).toBeVisible({ timeout: 15_000 });
});

test('after Approve, "Review next" opens the next KYC submission without going back to the list', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/drivers?tab=kycSubmitted');
  const second = (await rows(page).nth(1).getByRole('button', { name: /^Review / }).getAttribute('aria-label'))!.replace(/^Review /, '');
  const first = await reviewFirst(page);
  await details(page).getByRole('button', { name: 'Approve' }).click();
  await expect(details(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${first} approved.` })).toBeVisible();
  const next = page.getByRole('button', { name: 'Review next' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(details(page)).toBeVisible();
  await expect(details(page).getByText(second, { exact: true })).toBeVisible();
  await expect(details(page).getByRole('button', { name: 'Approve' })).toBeVisible();
  // And on after a rejection too.
  await details(page).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${second} rejected.` })).toBeVisible();
  await page.getByRole('button', { name: 'Review next' }).click();
  await expect(details(page).getByRole('button', { name: 'Reject' })).toBeVisible();
});
