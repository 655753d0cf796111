import { test, expect, type Page } from './fixtures';
import { signIn, toastsGone } from './helpers';

// Journeys of several saves and reloads: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

const rows = (page: Page) => page.getByRole('table', { name: 'Pricing' }).locator('tbody tr');
const row = (page: Page, type: string) => rows(page).filter({ has: page.getByRole('cell', { name: type, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

test('an admin creates, edits and deletes a vehicle type pricing', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing Management' })).toBeVisible();
  await expect(page.getByText('Pricing data loaded')).toBeVisible();
  await expect(row(page, 'Car')).toContainText('₦250.00');
  // The loaded toasts cover "Add New Pricing" (tests/helpers.ts).
  await toastsGone(page);

  // Add: only Bus has no pricing yet; an empty form sends nothing and says why by the fields.
  await page.getByRole('button', { name: 'Add New Pricing' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Pricing' });
  await expect(add.getByRole('combobox', { name: 'Vehicle Type' }).locator('option')).toHaveText(['Select vehicle type', 'Bus']);
  await expect(add.getByLabel('Lagos Commission')).toBeDisabled();
  await expect(add.getByText('Lagos Commission is fixed at ₦30')).toBeVisible();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/admin/pricing')) posts.push(r.postData() ?? '');
  });
  await add.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(add.getByText('Price per km is required')).toBeVisible();
  expect(posts).toHaveLength(0);
  await add.getByRole('combobox', { name: 'Vehicle Type' }).selectOption({ label: 'Bus' });
  await add.getByLabel('Price per Km').fill('180.5');
  await add.getByLabel('Kero Commission').fill('12');
  await add.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByText('Pricing created successfully')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(row(page, 'Bus')).toContainText('₦180.50');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({ pricePerKm: 180.5, keroCommission: 12, lagosCommission: 30 });

  // Edit: the vehicle type is locked; the change survives a reload.
  await page.getByRole('button', { name: 'Edit Bus pricing' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Pricing' });
  await expect(edit.getByRole('combobox', { name: 'Vehicle Type' })).toBeDisabled();
  await expect(edit.getByLabel('Price per Km')).toHaveValue('180.5');
  await edit.getByLabel('Price per Km').fill('200');
  await edit.getByRole('button', { name: 'Update Pricing' }).click();
  await expect(page.getByText('Pricing updated successfully')).toBeVisible();
  await expect(row(page, 'Bus')).toContainText('₦200.00');
  await page.reload();
  await expect(row(page, 'Bus')).toContainText('₦200.00');

  // Delete after confirmation.
  await page.getByRole('button', { name: 'Delete Bus pricing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  const done = page.getByRole('dialog', { name: 'Deleted!' });
  await expect(done).toContainText('Pricing deleted successfully');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(row(page, 'Bus')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(4);
});
