import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { DIST } from './paths';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const DEPLOY = path.resolve(import.meta.dirname, '../../deploy/nginx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  await expect
    .poll(async () => (child.exitCode !== null ? `nginx exited (${child.exitCode}):\n${log()}` : fetch(url).then(() => 'up', () => 'not yet')), {
      message: `nginx answers ${url}`,
      timeout: 10_000,
    })
    .toBe('up');
}

/**
 * Debian's nginx runs deploy/nginx/nginx.conf (listen and root swapped for a free loopback port and the
 * fresh build), in the foreground with its own prefix, and serves the production build: the headers of
 * deploy/headers.ts on every answer, deep links, and caching (docs/security.md).
 */
test.describe('nginx serving the production build', () => {
  let child: ChildProcess;
  let base = '';
  let prefix = '';

  test.beforeAll(async () => {
    expect(existsSync(NGINX), `nginx is needed at ${NGINX} (Debian: apt-get install nginx; npm test installs it as root)`).toBe(true);
    prefix = await mkdtemp(path.join(tmpdir(), 'kero-nginx-'));
    const conf = path.join(prefix, 'conf');
    await mkdir(path.join(conf, 'kero'), { recursive: true });
    await mkdir(path.join(prefix, 'logs'));
    await copyFile('/etc/nginx/mime.types', path.join(conf, 'mime.types'));
    await copyFile(path.join(DEPLOY, 'site.conf'), path.join(conf, 'kero', 'site.conf'));
    await copyFile(path.join(DIST, '.deploy', 'security-headers.conf'), path.join(conf, 'kero', 'security-headers.conf'));
    const port = await freePort();
    const main = (await readFile(path.join(DEPLOY, 'nginx.conf'), 'utf8'))
      .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
      .replace(/root \/usr\/share\/nginx\/kero;/, `root ${DIST};`)
      // Temp folders inside the prefix (Debian compiles in /var/lib/nginx, which only root may create).
      .replace(/http \{/, `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${prefix}/${t};`).join('\n')}`);
    expect(main).toContain(`listen 127.0.0.1:${port};`);
    await writeFile(path.join(conf, 'nginx.conf'), main);
    let log = '';
    // As root nginx switches its workers to `nobody`, who may not read the build: keep the user.
    const user = process.getuid?.() === 0 ? ' user root;' : '';
    child = spawn(NGINX, ['-p', prefix, '-e', 'stderr', '-c', path.join(conf, 'nginx.conf'), '-g', `daemon off; pid ${prefix}/nginx.pid;${user}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/`, child, () => log);
  });

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
    }
    if (prefix) await rm(prefix, { recursive: true, force: true });
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
