import { expect, type Page } from '@playwright/test';

export const accounts = {
  admin: { email: 'admin@kero.ng', password: 'admin123', home: '/dashboard' },
  lagos: { email: 'lagos@kero.ng', password: 'lagos123', home: '/dashboard/lagos' },
} as const;

export type DemoRole = keyof typeof accounts;

/** Signs in through the real sign-in form and waits for the role's console. */
export async function signIn(page: Page, role: DemoRole): Promise<void> {
  const a = accounts[role];
  await page.goto('/login');
  await page.getByPlaceholder('Email Address').fill(a.email);
  await page.getByPlaceholder('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${a.home}$`), { timeout: 10_000 });
}

/** Stores a session directly (for guard checks with roles no demo account has). */
export async function storeSession(page: Page, token: string, admin: unknown): Promise<void> {
  // A public page: it never reads or clears the session (the sign-in screen would).
  await page.goto('/about');
  await page.evaluate(
    ([t, a]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('admin', a as string);
    },
    [token, JSON.stringify(admin)],
  );
}
