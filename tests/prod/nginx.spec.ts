import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { DIST } from './paths';

/**
 * Debian's nginx runs deploy/nginx/nginx.conf (listen and root swapped for a free loopback port and the
 * fresh build: scripts/lib/nginx.mjs, which `npm run bench` serves its builds with too), in the foreground
 * with its own prefix, and serves the production build: the headers of deploy/headers.ts on every answer,
 * deep links, and caching (docs/security.md).
 */
test.describe('nginx serving the production build', () => {
  let server: Awaited<ReturnType<typeof startNginx>> | null = null;
  let base = '';

  test.beforeAll(async () => {
    // Resolves once nginx answers (else rejects with what it printed).
    server = await startNginx(DIST);
    base = server.base;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('every answer carries the security headers that vite preview sends', async ({ request }) => {
    const preview = await request.get('/login');
    const csp = preview.headers()['content-security-policy'];
    expect(csp).toBeTruthy();
    const assets = await readdir(path.join(DIST, 'assets'));
    const js = assets.find((f) => f.endsWith('.js'));
    for (const p of ['/', '/login', '/dashboard/rides?status=completed', `/assets/${js}`, '/robots.txt', '/assets/missing-abc123.js']) {
      const r = await fetch(base + p);
      const h = r.headers;
      expect(h.get('content-security-policy'), p).toBe(csp);
      for (const name of ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']) {
        expect(h.get(name), `${name} on ${p}`).toBe(preview.headers()[name] ?? null);
      }
    }
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('deep links get the app shell, public pages their prerendered file; HTML is never cached, hashed assets for a year', async () => {
    const shell = await readFile(path.join(DIST, 'console.html'), 'utf8');
    const pages: [string, string][] = [
      ['/', 'index.html'],
      ['/index.html', 'index.html'],
      ['/about', 'about/index.html'],
      ['/dashboard/rides?status=completed', 'console.html'],
      ['/dashboard/lagos/transactions', 'console.html'],
      ['/login', 'console.html'],
    ];
    for (const [p, file] of pages) {
      const r = await fetch(base + p);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-type'), p).toContain('text/html');
      expect(r.headers.get('cache-control'), p).toBe('no-cache');
      expect(await r.text(), p).toBe(file === 'console.html' ? shell : await readFile(path.join(DIST, file), 'utf8'));
    }
    const assets = await readdir(path.join(DIST, 'assets'));
    const js = assets.find((f) => f.endsWith('.js'))!;
    const asset = await fetch(`${base}/assets/${js}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // A chunk from an older deploy is a 404, not HTML served as JavaScript.
    const missing = await fetch(`${base}/assets/missing-abc123.js`);
    expect(missing.status).toBe(404);
    // Unhashed files revalidate; the build's deployment folder is not served.
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/.deploy/security-headers.conf`)).status).toBe(404);
  });
});
