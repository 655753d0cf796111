import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { recordRows, signInWithForm } from '../helpers';
import { DIST } from './paths';

/**
 * The strict CSP of the production build, which this run makes with a (placeholder) Google Maps key
 * (playwright.prod.config.ts): hash-based with 'strict-dynamic', no host in script-src, and Google's
 * hosts only where Google's Maps CSP guide puts them (docs/security.md, "The Content Security Policy").
 */

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== '.deploy') out.push(...(await htmlFiles(p)));
    else if (e.name.endsWith('.html')) out.push(p);
  }
  return out;
}

const directive = (csp: string, name: string) => (csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '').split(' ').slice(1);

test('the header is strict with the maps key: hashes and strict-dynamic, no hosts in script-src', async ({ request }) => {
  const res = await request.get('/login');
  const csp = res.headers()['content-security-policy'] ?? '';
  const scriptSrc = directive(csp, 'script-src');
  expect(scriptSrc[0]).toBe("'strict-dynamic'");
  // Hashes, then (built with a maps key) the 'unsafe-eval' of Google's strict example; no host, no 'unsafe-inline'.
  expect(scriptSrc.at(-1)).toBe("'unsafe-eval'");
  for (const source of scriptSrc.slice(1, -1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
  // Google's Maps CSP guide: connect-src and img-src name its hosts, nothing wider.
  const google = (values: string[]) => values.filter((v) => /google|gstatic|ggpht/.test(v));
  expect(google(directive(csp, 'connect-src'))).toEqual(['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com']);
  expect(google(directive(csp, 'img-src'))).toEqual(['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com']);
  expect(csp.match(/'unsafe-eval'/g)).toHaveLength(1);
});

test('every page of the build runs only inline scripts the policy hashes, and no <script src>', async ({ request }) => {
  const csp = (await request.get('/login')).headers()['content-security-policy'] ?? '';
  const allowed = new Set(directive(csp, 'script-src'));
  const pages = await htmlFiles(DIST);
  expect(pages.length).toBeGreaterThanOrEqual(5);
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length, file).toBeGreaterThan(0);
    for (const [, attrs = '', body = ''] of scripts) {
      expect(attrs, `${file}: a <script src> would be refused under 'strict-dynamic'`).not.toMatch(/\bsrc\s*=/);
      expect(allowed.has(`'sha256-${createHash('sha256').update(body).digest('base64')}'`), `${file}: inline script not in script-src`).toBe(true);
    }
    expect(html, file).not.toMatch(/<link rel="modulepreload"/);
  }
});

test('the console starts under the policy: the loader adds the entry and the screen renders', async ({ page, cspViolations }) => {
  const res = await page.goto('/login');
  // Trusted Types is sent report-only (docs/security.md): the loader's script URL is one of the sinks it
  // reports, and reporting blocks nothing.
  expect(res?.headers()['content-security-policy-report-only']).toBe("require-trusted-types-for 'script'");
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // What runs was added by the hashed loader (not parser-inserted): one module entry, with its preloads.
  expect(await page.locator('script[type="module"][src^="/assets/"]').count()).toBe(1);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  await expect.poll(() => cspViolations.some((v) => v.disposition === 'report' && v.directive === 'require-trusted-types-for')).toBe(true);
});

test("the console's HTML asks for its font with the page, allowed by the policy", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Asked for by the HTML's preload ('link'), not found by the first layout ('css'), which would lay the
  // whole screen out again when it came (docs/performance.md, "Server mode: first rows").
  const font = await page.evaluate(() => {
    const e = performance.getEntriesByType('resource').find((r) => /inter-latin-wght-normal-[^/]*\.woff2$/.test(r.name)) as PerformanceResourceTiming | undefined;
    return e ? { initiator: e.initiatorType, size: e.decodedBodySize } : null;
  });
  expect(font).toEqual({ initiator: 'link', size: expect.any(Number) });
  expect(font!.size).toBeGreaterThan(10_000);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
});

test("a console page's HTML asks for the screen's code with the entry's, under the policy", async ({ page }) => {
  await signInWithForm(page, 'admin');
  await page.goto('/dashboard/transactions');
  await expect(recordRows(page).first()).toBeVisible();
  // The loader asks for the screen's chunk in the task that adds the entry: before any of the entry's bytes
  // have come. The entry would ask for it only once it had come and run (a second round of requests before
  // the list's read can leave: docs/performance.md, "Server mode: first rows").
  const t = await page.evaluate(() => {
    const all = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (re: RegExp) => all.find((r) => re.test(new URL(r.name).pathname));
    const entry = find(/^\/assets\/main-[^/]+\.js$/);
    const screen = find(/^\/assets\/TransactionsPage-[^/]+\.js$/);
    return entry && screen ? { entryEnd: entry.responseEnd, screenStart: screen.startTime } : null;
  });
  expect(t).not.toBeNull();
  expect(t!.screenStart).toBeLessThan(t!.entryEnd);
});

test("a list page's or the dashboard's HTML sends its first read before the page's code has come, and the screen takes it", async ({ page }) => {
  await signInWithForm(page, 'admin');
  const sent = (re: RegExp) => {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (re.test(new URL(r.url()).pathname)) urls.push(r.url());
    });
    return urls;
  };
  for (const [path, api, shown] of [
    ['/dashboard/transactions', /\/api\/admin\/get-all-transactions$/, () => recordRows(page).first()],
    ['/dashboard/drivers', /\/api\/admin\/drivers\/$/, () => recordRows(page).first()],
    ['/dashboard', /\/api\/admin\/dashboard$/, () => page.getByText('Dashboard data loaded')],
  ] as const) {
    const reads = sent(api);
    await page.goto(path);
    await expect(shown()).toBeVisible();
    // One request: the loader's (src/lib/api/firstRead.ts), the very URL the screen's own read asks for.
    expect(reads).toHaveLength(1);
    const t = await page.evaluate((source) => {
      const all = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = all.find((r) => /^\/assets\/main-[^/]+\.js$/.test(new URL(r.name).pathname));
      const read = all.find((r) => new RegExp(source).test(new URL(r.name).pathname));
      return entry && read ? { entryEnd: entry.responseEnd, readStart: read.startTime } : null;
    }, api.source);
    expect(t).not.toBeNull();
    expect(t!.readStart).toBeLessThan(t!.entryEnd);
  }
  // With a query string the screen reads for itself (the HTML does not know what the URL's view asks for).
  const own = sent(/\/api\/admin\/get-all-transactions$/);
  await page.goto('/dashboard/transactions?status=success');
  await expect(recordRows(page).first()).toBeVisible();
  expect(own).toHaveLength(1);
  expect(own[0]).toContain('status=success');
});

test("Google's map loader, added by our code, runs under 'strict-dynamic' without a violation", async ({ page }) => {
  test.setTimeout(120_000);
  const google: string[] = [];
  page.on('request', (r) => {
    if (/maps\.googleapis\.com/.test(r.url())) google.push(r.url());
  });
  // The production layer has no setup project (its own servers, its own accounts' sessions): the form.
  await signInWithForm(page, 'lagos');
  await page.goto('/dashboard/lagos/rides');
  // A record's row: a click on the loading skeleton's row opens nothing (stop 29's CI met exactly that).
  const row = recordRows(page.getByRole('table', { name: 'Rides' })).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.click();
  await page.getByRole('dialog', { name: 'Ride Details' }).getByRole('button', { name: 'View Ride on Map' }).click();
  const map = page.getByRole('dialog', { name: 'Ride Path' });
  await expect(map.getByRole('alert')).toContainText(/Map could not load|Map unavailable|Invalid location data/, { timeout: 30_000 });
  // The request was made (the policy let the script element through); offline it cannot load. A refused
  // script would fail this test through the fixture's securitypolicyviolation check.
  expect(google.length).toBeGreaterThan(0);
});
