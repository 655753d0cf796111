import { expect, test } from './fixtures';
import { accounts, signIn, signInWithForm, storeSession, toastSeen } from './helpers';

test.describe('sign-in', () => {

  test('admin signs in: Signing In..., Success dialog, then /dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Email Address').fill(accounts.admin.email);
    await page.getByPlaceholder('Password').fill(accounts.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('admin') ?? '{}').role)).toBe('admin');
    await expect(page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('lagos signs in and lands on /dashboard/lagos with the Lagos menu', async ({ page }) => {
    await signInWithForm(page, 'lagos');
    const nav = page.getByRole('navigation', { name: 'Lagos console' });
    for (const name of ['Dashboard', 'Drivers', 'Users', 'Trips', 'Transactions', 'Logout']) {
      await expect(nav.getByRole('link', { name })).toBeAttached();
    }
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  });

  test('empty fields are stopped by the browser and send nothing', async ({ page }) => {
    await page.goto('/login');
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/login')) calls += 1;
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByPlaceholder('Email Address').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.getByPlaceholder('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByPlaceholder('Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(calls).toBe(0);
  });
});

test.describe('route guards (docs/product.md §4)', () => {
  test('no session: both consoles go to /login', async ({ page }) => {
    await page.goto('/dashboard/rides');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard/lagos/drivers');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('admin is sent away from the Lagos console', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/lagos');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('lagos is sent away from the full console, including pricing and admins', async ({ page }) => {
    await signIn(page, 'lagos');
    for (const path of ['/dashboard', '/dashboard/pricing', '/dashboard/admins', '/dashboard/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/lagos$/);
    }
  });

  test('another role is sent to / from both consoles, and cleared at sign-in', async ({ page }) => {
    await storeSession(page, 'some-token', { role: 'support' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/lagos');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('unknown paths go to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('session end', () => {
  test('logout clears the session and goes to /login', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('admin')])).toEqual([null, null]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('lagos logout route works too', async ({ page }) => {
    await signIn(page, 'lagos');
    await page.goto('/dashboard/lagos/logout');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a 401 from any call logs out with "Logged out successfully!"', async ({ page }) => {
    await signIn(page, 'admin');
    // The token expires server-side: the next call answers 401.
    await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
    await page.goto('/dashboard/rides');
    await toastSeen(page, 'Logged out successfully!');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('settings shows its title', async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });
});
