import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const accounts = {
  admin: { email: 'admin@kero.ng', password: 'admin123', home: '/dashboard' },
  lagos: { email: 'lagos@kero.ng', password: 'lagos123', home: '/dashboard/lagos' },
} as const;

export type DemoRole = keyof typeof accounts;

/** Where the setup project (tests/auth.setup.ts) stores each role's signed-in browser state. */
export function sessionFile(role: DemoRole): string {
  return path.join('test-results', '.auth', `${role}.json`);
}

/** Signs in through the real sign-in form and waits for the role's console. */
export async function signInWithForm(page: Page, role: DemoRole): Promise<void> {
  const a = accounts[role];
  await page.goto('/login');
  await page.getByPlaceholder('Email Address').fill(a.email);
  await page.getByPlaceholder('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${a.home}$`), { timeout: 10_000 });
}

interface StoredState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Opens `path` (default: the role's home) signed in as `role`, with the session the setup project made
 * through the sign-in form once per run: the browser storage is put back on a blank page of the origin
 * (answered by the test, not the server), then the console opens on the path. The sign-in form itself is
 * tested in auth.spec.ts.
 */
export async function signIn(page: Page, role: DemoRole, target: string = accounts[role].home): Promise<void> {
  const state = JSON.parse(readFileSync(sessionFile(role), 'utf8')) as StoredState;
  const [origin] = state.origins;
  if (!origin) throw new Error(`${sessionFile(role)} holds no origin: did the setup project run?`);
  const blank = `${origin.origin}/__kero-session-restore`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>session</title>' }));
  await page.goto(blank);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, origin.localStorage);
  await page.unroute(blank);
  await page.goto(target);
  await expect(page).toHaveURL(new RegExp(`${target.split('?')[0]!.replace(/[/.]/g, '\\$&')}(\\?|$)`), { timeout: 10_000 });
  // The first console page of a fresh browser starts the mock backend's worker and loads the screen's code:
  // the cold start the sign-in form used to absorb. The journey's own 7 s waits start once the screen is up.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
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

/**
 * Waits until no toast is shown. Toasts sit top-right under the header (docs/product.md §9), over the
 * screen header's actions ("Add New …", "Refresh") for their 2 s. A click aimed at a covered button finds
 * the toast on top, and the pointer resting on the toast pauses it (pause on hover), so the click waited
 * for a toast that waited for the pointer: wait them out first, as a user does. The pointer is moved off
 * the toast area (to the page's top-left corner) so no toast stays paused under it.
 */
export async function toastsGone(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  // Toasts pause on focus loss (docs/product.md §9) and resume on the window's 'focus' event, which a desktop
  // sends when the operator looks at the window and a headless browser never sends: 2 of 8 sign-ins left
  // "Dashboard data loaded" paused for good (its timer bar paused, though document.hasFocus() was true by
  // then; page.bringToFront() did not help). Send that event.
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Waits until the page has shown a toast with this text (recorded as it appears by tests/fixtures.ts), however
 * briefly: "Logged out successfully!" shows for 1000 ms (docs/product.md §9), and a polling look could miss it.
 */
export async function toastSeen(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__keroToastsSeen ?? []), { message: `toast "${text}" shown` }).toContain(text);
}

/** Forgets the toasts recorded so far, so a toastSeen() after it waits for one shown from now on. */
export async function forgetToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__keroToastsSeen) window.__keroToastsSeen.length = 0;
  });
}

/**
 * A table's rows that hold records: not the loading skeleton (`data-skeleton`, rows that ignore clicks)
 * nor the one-cell "No … found" row. A journey that clicks "the first row" must wait for one of these:
 * a skeleton row takes the click and nothing opens.
 */
export function recordRows(scope: Page | Locator): Locator {
  return scope.locator('tbody tr:not([data-skeleton]):has(td + td)');
}

/**
 * Opens `route` inside the running console, as its menus and links do (the router follows the history): no
 * reload, so the console's code and the demo's mock backend keep running. A reload per screen cost a cold
 * start each, most of a multi-screen journey's time. The URL changes at once but the screen a moment later,
 * and the last screen's table is neither busy nor empty: so the wait is on the new screen's own heading
 * (each screen has its own). Another query of the same screen keeps its heading: the caller waits for
 * what that query shows.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  const from = new URL(page.url()).pathname;
  const to = new URL(route, page.url()).pathname;
  const before = from === to ? null : await heading.innerText();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route.replace(/[/.?]/g, '\\$&')}$`));
  if (before !== null) await expect(heading, `${route}: its own heading`).not.toHaveText(before, { timeout: 30_000 });
  await expect(heading).toBeVisible();
}
