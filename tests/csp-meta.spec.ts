import { expect, test } from './fixtures';

/**
 * The demo build carries its Content Security Policy in a <meta http-equiv> of every page too, so a
 * static host that sends no headers still applies it (docs/security.md, "The demo build on a static host").
 */
const HEADER_ONLY = /^(frame-ancestors|report-uri|report-to|sandbox) /;

for (const path of ['/', '/about', '/login', '/dashboard/rides']) {
  test(`${path} has the header's policy as a meta tag, before any script`, async ({ request }) => {
    const res = await request.get(path);
    const header = res.headers()['content-security-policy'] ?? '';
    expect(header).toContain("'strict-dynamic'");
    const html = await res.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
    expect(meta, 'meta CSP').not.toBeNull();
    expect(meta![1]!.split('; ')).toEqual(header.split('; ').filter((d) => !HEADER_ONLY.test(d)));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
  });
}

test('the console runs under the meta policy alone (no header), as on a static host', async ({ page }) => {
  // Drop the header vite preview sends: only the page's own meta policy applies.
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 });
  const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '');
  expect(policy).toContain("script-src 'strict-dynamic'");
  // Requests the page still has under way (chunks it preloads) end with the test: their handlers must not
  // fulfil into a closed page ("Fetch response has been disposed", a failure of a fresh-clone run).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
