// Debian's nginx running the deployment's own configuration (deploy/nginx/nginx.conf and site.conf) on a
// loopback port for a built folder: what tests/prod/nginx.spec.ts checks and what `npm run bench` serves
// the builds with (docs/performance.md, "How the bench serves the builds").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './serve.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const DEPLOY = path.resolve(import.meta.dirname, '../../deploy/nginx');

/**
 * Starts nginx in the foreground with its own prefix: deploy/nginx/nginx.conf with `listen` and `root`
 * swapped for 127.0.0.1:`port` (default: a free one) and `dist`, site.conf as it ships, and `dist`'s
 * security headers (.deploy/security-headers.conf, written by the build; none for a folder without one).
 * Resolves once it answers `/`; rejects with what it printed if it exits first or does not answer within
 * 10 s. `stop()` ends it and removes the prefix. `log()` is what it printed.
 */
export async function startNginx(dist, port) {
  port ??= await freePort();
  if (!existsSync(NGINX)) throw new Error(`nginx is needed at ${NGINX} (Debian: apt-get install nginx; npm test installs it as root)`);
  const prefix = await mkdtemp(path.join(tmpdir(), 'kero-nginx-'));
  const conf = path.join(prefix, 'conf');
  await mkdir(path.join(conf, 'kero'), { recursive: true });
  await mkdir(path.join(prefix, 'logs'));
  await copyFile('/etc/nginx/mime.types', path.join(conf, 'mime.types'));
  await copyFile(path.join(DEPLOY, 'site.conf'), path.join(conf, 'kero', 'site.conf'));
  const headers = path.join(dist, '.deploy', 'security-headers.conf');
  if (existsSync(headers)) await copyFile(headers, path.join(conf, 'kero', 'security-headers.conf'));
  else await writeFile(path.join(conf, 'kero', 'security-headers.conf'), '');
  const main = (await readFile(path.join(DEPLOY, 'nginx.conf'), 'utf8'))
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/kero;/, `root ${path.resolve(dist)};`)
    // Temp folders inside the prefix (Debian compiles in /var/lib/nginx, which only root may create).
    .replace(/http \{/, `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${prefix}/${t};`).join('\n')}`);
  if (!main.includes(`listen 127.0.0.1:${port};`) || !main.includes(`root ${path.resolve(dist)};`)) throw new Error('startNginx: deploy/nginx/nginx.conf no longer has `listen 8080;` and its root');
  await writeFile(path.join(conf, 'nginx.conf'), main);
  let log = '';
  // As root nginx switches its workers to `nobody`, who may not read the build: keep the user.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const child = spawn(NGINX, ['-p', prefix, '-e', 'stderr', '-c', path.join(conf, 'nginx.conf'), '-g', `daemon off; pid ${prefix}/nginx.pid;${user}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d.toString()));
  child.stderr.on('data', (d) => (log += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await gone;
    }
    await rm(prefix, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 10_000; ; ) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    if (await fetch(`${base}/`).then(() => true, () => false)) break;
    if (Date.now() > end) {
      await stop();
      throw new Error(`nginx did not answer ${base}/ within 10 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, log: () => log, stop };
}
