import { test, expect, type Page } from './fixtures';
import { signIn } from './helpers';

const table = (page: Page) => page.getByRole('table');
const rows = (page: Page) => table(page).locator('tbody tr');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const count = async (page: Page, card: string) => Number((await page.getByRole('group', { name: card }).textContent())?.replace(/\D/g, ''));

/** Opens the first KYC-submitted driver in review mode and returns its email. */
async function reviewFirstSubmitted(page: Page): Promise<string> {
  await page.goto('/dashboard/drivers?tab=kycSubmitted');
  await expect(tab(page, 'KYC Submitted')).toHaveAttribute('aria-selected', 'true');
  const first = rows(page).first();
  await expect(first.getByRole('button', { name: /^Review / })).toBeVisible();
  const email = (await first.locator('td').nth(3).textContent())!.trim();
  await first.getByRole('button', { name: /^Review / }).click();
  await expect(page.getByRole('dialog', { name: 'Driver Details' })).toBeVisible();
  return email;
}

/** Finds a driver by email in a stage tab. */
async function expectInStage(page: Page, stage: string, email: string) {
  await tab(page, stage).click();
  await page.getByPlaceholder('Search drivers...').fill(email);
  await expect(rows(page).filter({ hasText: email })).toHaveCount(1);
}

test('an admin approves a KYC submission and the driver moves to KYC Approved', async ({ page }) => {
  await signIn(page, 'admin');
  const email = await reviewFirstSubmitted(page);
  const approvedBefore = await count(page, 'KYC Approved');
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/drivers/verify/')) puts.push(r.url());
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).dblclick();
  await expect(page.getByText('Driver approved successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => count(page, 'KYC Approved')).toBe(approvedBefore + 1);
  await expect(rows(page).filter({ hasText: email })).toHaveCount(0);
  await expectInStage(page, 'KYC Approved', email);
  expect(puts).toHaveLength(1);
  // The change survives a reload (the mock db persists in the browser).
  await page.reload();
  await expect(rows(page).filter({ hasText: email })).toHaveCount(1);
});

test('an admin rejects a KYC submission and the driver goes back to Email Verified', async ({ page }) => {
  await signIn(page, 'admin');
  const email = await reviewFirstSubmitted(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Driver rejected successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(rows(page).filter({ hasText: email })).toHaveCount(0);
  await expectInStage(page, 'Email Verified', email);
});
