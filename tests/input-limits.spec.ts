import { test, expect, type Locator, type Page } from './fixtures';
import { signIn, toastsGone } from './helpers';

// Every screen with a field, visited in turn: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * docs/security.md, "Input limits": every text input a person can type into has a maxLength, and every
 * number input a max. Collects the offenders of one part of the page, so a failure names them.
 */
async function unlimitedInputs(scope: Page | Locator): Promise<string[]> {
  const inputs = scope.locator('input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=date]):not([disabled])');
  await expect(inputs.first()).toBeVisible();
  return inputs.evaluateAll((els) =>
    (els as HTMLInputElement[])
      .filter((el) => (el.type === 'number' ? el.max === '' : el.maxLength < 0 || el.maxLength > 1000))
      .map((el) => `${el.type} ${el.name || el.id || el.placeholder}`),
  );
}

test('the sign-in form and the public newsletter limit what can be typed', async ({ page }) => {
  await page.goto('/login');
  expect(await unlimitedInputs(page.getByRole('form', { name: 'Admin sign in' }))).toEqual([]);
  await page.goto('/');
  expect(await unlimitedInputs(page.getByRole('contentinfo'))).toEqual([]);
});

test('every console search box and every admin form limits its fields', async ({ page }) => {
  await signIn(page, 'admin');
  for (const screen of ['rides', 'drivers', 'riders', 'transactions']) {
    await page.goto(`/dashboard/${screen}`);
    expect(await unlimitedInputs(page.getByRole('main')), screen).toEqual([]);
  }

  await page.goto('/dashboard/admins');
  // The loaded toast covers "Add New Admin" (tests/helpers.ts); the list is in once it has been shown.
  await expect(page.getByText('Admin users loaded')).toBeVisible();
  await toastsGone(page);
  await page.getByRole('button', { name: 'Add New Admin' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Admin' });
  expect(await unlimitedInputs(add)).toEqual([]);
  // A pasted name longer than the limit is cut to it by the browser.
  await add.getByLabel('Full Name').fill('A'.repeat(300));
  await expect(add.getByLabel('Full Name')).toHaveValue('A'.repeat(100));
  await add.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: /^Change Password for / }).first().click();
  expect(await unlimitedInputs(page.getByRole('dialog', { name: 'Change Password' }))).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/pricing');
  await page.getByRole('button', { name: /^Edit .* pricing$/ }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Pricing' });
  expect(await unlimitedInputs(edit)).toEqual([]);
  // Above the bound, the form says so and sends nothing.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/admin/pricing')) posts.push(r.url());
  });
  await edit.getByLabel('Price per Km').fill('1000001');
  await edit.getByRole('button', { name: 'Update Pricing' }).click();
  await expect(edit.getByText('Price per km cannot be more than ₦1,000,000.00')).toBeVisible();
  expect(posts).toEqual([]);
});
