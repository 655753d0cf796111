import { test, expect } from './fixtures';
import { generateDrivers } from '../mocks/db/seed';
import { signIn } from './helpers';

/** The demo data's KYC submissions (scale 1), oldest registration first: the review queue. */
function queue() {
  return generateDrivers(1)
    .filter((d) => d.seedStage === 'kycSubmitted')
    .sort((a, b) => Date.parse(a.createdAt ?? '') - Date.parse(b.createdAt ?? ''))
    .map((d) => ({ id: d._id, name: `${d.firstname} ${d.lastname}` }));
}

test('review mode: "N waiting", Start review, A approves and moves on, a reason goes with R, J / K move, and the queue ends', async ({ page }) => {
  // Eighteen key presses and two decisions against the demo mock: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const q = queue();
  const n = q.length;
  const bodies: { id: string; body: unknown }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/drivers/verify/')) bodies.push({ id: r.url().split('/').pop()!, body: r.postDataJSON() });
  });
  await signIn(page, 'admin', '/dashboard/drivers');
  await expect(page.getByText(`${n} waiting`)).toBeVisible();
  await page.getByRole('button', { name: 'Start review' }).click();

  const dialog = page.getByRole('dialog', { name: 'KYC review' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`1 of ${n}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Waiting \d+ (days?|hours?|minutes?) since registering$/)).toBeVisible();
  await expect(dialog.getByText(q[0]!.name, { exact: true })).toBeVisible();

  await page.keyboard.press('a');
  await expect(page.getByText('Driver approved successfully')).toBeVisible();
  await expect(dialog.getByText(`2 of ${n}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(q[1]!.name, { exact: true })).toBeVisible();
  await expect.poll(() => bodies).toEqual([{ id: q[0]!.id, body: { status: true } }]);

  await dialog.getByRole('combobox', { name: 'Reason' }).fill('Document expired');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText(`3 of ${n}`, { exact: true })).toBeVisible();
  await expect.poll(() => bodies[1]).toEqual({ id: q[1]!.id, body: { status: false, reason: 'Document expired' } });

  await page.keyboard.press('j');
  await expect(dialog.getByText(`4 of ${n}`, { exact: true })).toBeVisible();
  await page.keyboard.press('k');
  await expect(dialog.getByText(`3 of ${n}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(q[2]!.name, { exact: true })).toBeVisible();

  for (let i = 3; i <= n; i++) await page.keyboard.press('j');
  await expect(dialog.getByText('The review queue is done.')).toBeVisible();
  await expect(dialog).toContainText(`1 approved, 1 rejected, ${n - 2} skipped.`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The list reloaded behind the dialog: two fewer wait.
  await expect(page.getByText(`${n - 2} waiting`)).toBeVisible();
});

test('the Lagos console has no review queue', async ({ page }) => {
  await signIn(page, 'lagos', '/dashboard/lagos/drivers');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start review' })).toHaveCount(0);
});
