// `npm run bench` (scripts/bench.mjs): the production road against a floor, in one run
// (docs/performance.md, "Kero against a floor").
//
// Kero: the production build (VITE_API_URL = the bench's API port) served by nginx with deploy/nginx's
// configuration on its own origin. Floor: bench/floor (React only: no design system, no SWR, no workers),
// built by vite to its own folder and served the same way on another origin. Both ask `mock:server` over
// HTTP for the same paged transactions answers.
// The API port is a small proxy in this script that forwards to one of three `mock:server`s started here:
// --scale BENCH_MOCK_SCALE (default 1700: 1,020,000 transactions, 680,000 trips) with latency 0, the same
// with --latency 150, and --scale 17 (10,200 transactions) for the heap at a small N. The proxy adds a
// loopback hop to both pages alike; it lets one production build (its API origin is built in) meet all three.
//
// Probes (scripts/lib/bench-page.mjs), the same for both pages, times from the input event's own timestamp to
// the frame after the rows changed and the table is not busy:
//   navigation → first rows; a six-letter word typed at 8 keys/s → the final query's rows painted after the
//   last key, and long tasks while typing; sort click → rows painted in the new order (not aria-sort);
//   "Next" → the next page's rows; a filter tab → its rows; JS heap (after GC) with transactions open.
// Env: BENCH_RUNS (loads per page and latency, default 2), BENCH_MOCK_SCALE, BENCH_EXPORT=0 (skip the
// server-mode export of the whole ledger, Kero only, latency 0), BENCH_SKIP_BUILD=1,
// BENCH_API_PORT / BENCH_KERO_PORT / BENCH_FLOOR_PORT (default: free ports), CHROME_PATH, BENCH_STACK=1 (also
// the stack floor, bench/stack-floor: the floor's job done with the libraries the console is built on, timed
// by the same probes in the same loads; printed as its own column and its ratio to the floor).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { freePort } from './serve.mjs';
import { startNginx } from './nginx.mjs';
import { exportClick, instrument, sortHeader, waitForRows } from './bench-page.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const KERO_DIR = 'dist-bench-kero';
export const FLOOR_DIR = 'dist-bench-floor';
const STACK_DIR = 'dist-bench-stack';
const STACK = process.env.BENCH_STACK === '1';
/** The pages measured in each load, in this order. */
const PAGES = STACK ? ['kero', 'floor', 'stack'] : ['kero', 'floor'];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 2);
const BIG = process.env.BENCH_MOCK_SCALE || '1700';
const SMALL = '17';
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const ADMIN = { email: 'admin@kero.ng', password: 'admin123' };
/** Words tried for the typing case, in order, before the references' (see pickWord). */
const WORDS = ['zenith', 'wallet', 'access'];
const KEY_INTERVAL_MS = 125; // 8 keys a second

export const log = (...a) => console.log('[bench]', ...a);
export const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const r1 = (x) => (x === null || x === undefined ? null : Math.round(x * 10) / 10);
export const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

// ---- processes --------------------------------------------------------------------------------

const children = [];
export function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const proc = {
    child,
    output: () => output,
    stop: () => {
      try {
        // Its own process group (detached): the wrapper and what it started go together, nothing else.
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
  children.push(proc);
  return proc;
}

/** The nginx servers serveKeroAndFloor started. */
const servers = [];

export function stopAll() {
  for (const c of children) c.stop();
  // Synchronous callers (exit and signal handlers): nginx quits on its signal; its temporary prefix is left.
  for (const s of servers.splice(0)) void s.stop();
}

/** One `mock:server`; resolves with its start time (spawn → listening) once it listens. */
export function startMock(port, scale, latency, origins) {
  const t0 = performance.now();
  const p = start(process.execPath, [path.join(root, 'scripts/mock-server.mjs'), '--port', String(port), '--scale', scale, '--latency', String(latency), ...origins.flatMap((o) => ['--origin', o])]);
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (p.output().includes('Kero mock API on')) {
        clearInterval(timer);
        resolve({ port, scale, latency, startMs: performance.now() - t0, proc: p });
      } else if (p.child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`mock:server --scale ${scale} exited: ${p.output().slice(-2000)}`));
      }
    }, 200);
  });
}

export function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
}

/** The API port: forwards each request to the current upstream mock:server (its Host rewritten to it). */
function startProxy(port) {
  const state = { upstream: 0 };
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: `127.0.0.1:${state.upstream}` };
    const up = httpRequest({ host: '127.0.0.1', port: state.upstream, method: req.method, path: req.url, headers }, (ur) => {
      res.writeHead(ur.statusCode ?? 502, ur.headers);
      ur.pipe(res);
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.end();
    });
    req.pipe(up);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ state, close: () => server.close() })));
}

// ---- the probes -------------------------------------------------------------------------------

/**
 * In the page: sets __bench.doneAt once the table shows `refs` (in order, nothing else), is not busy and,
 * when `total` is given, a status says "of `total`" (client mode: a key that keeps the rows may change the count).
 */
export function armRows([refs, total]) {
  const b = window.__bench;
  const of = total === undefined || total === null ? null : ` of ${new Intl.NumberFormat('en-NG').format(total)} `;
  b.doneAt = undefined;
  const t0 = performance.now();
  const tick = () => {
    const rows = [...document.querySelectorAll('main table tbody tr:not([data-skeleton])')];
    const status = of === null || [...document.querySelectorAll('main [role=status]')].some((s) => (s.textContent ?? '').includes(of));
    const ok = !b.busy() && status && rows.length === refs.length && refs.every((r, i) => (rows[i]?.textContent ?? '').includes(r));
    if (ok) b.afterThisFrame((t) => (b.doneAt = t));
    else if (performance.now() - t0 > 60_000) b.doneAt = null;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export async function waitDone(page) {
  await page.waitForFunction(() => window.__bench.doneAt !== undefined, null, { polling: 16, timeout: 90_000 }).catch(() => {});
  return page.evaluate(() => window.__bench.doneAt ?? null);
}

/** Clicks `locator` once its rows are armed: ms from the click's own timestamp to the rows painted. */
async function clickToRows(page, locator, refs) {
  await page.evaluate(armRows, [refs]);
  await locator.click();
  const done = await waitDone(page);
  const click = await page.evaluate(() => window.__bench.lastClick);
  return done === null || click === null ? null : done - click;
}

/** A new page of `context` on `url`, instrumented (bench-page.mjs), timed to its first rows; no page if none came. */
export async function openMeasured(context, url) {
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(url, { waitUntil: 'commit' });
  const first = await waitForRows(page, 300_000);
  if (first.rowsAt === null) {
    await page.close();
    return { page: null, firstRowsMs: null };
  }
  return { page, firstRowsMs: first.rowsAt };
}

/** One load of a page: first rows, typing, sort, next page, a filter tab, heap. */
async function measureLoad(context, url, api, word) {
  const { page, firstRowsMs } = await openMeasured(context, url);
  const out = { firstRowsMs };
  if (page === null) return { ...out, error: 'no rows' };
  // Rows of the default order first (the first answer may have come before the screen settled).
  await page.evaluate(armRows, [await api.refs({})]);
  await waitDone(page);
  out.heapMB = await heapMB(context, page);

  // Typing: six keys at 8 a second; the final query's rows after the last key.
  const box = page.locator('main input[type="search"]');
  await box.focus();
  // Armed before the first key: no earlier query shows these rows (pickWord), so the first time they are
  // painted is the final query's answer.
  await page.evaluate(armRows, [await api.refs({ q: word })]);
  const typedAt = await page.evaluate(() => performance.now());
  await page.keyboard.type(word, { delay: KEY_INTERVAL_MS });
  const done = await waitDone(page);
  const r = await page.evaluate(([a, z]) => ({ key: window.__bench.lastKey, tasks: window.__bench.tasks.filter(([s, d]) => s + d > a && (z === null || s < z)).map(([, d]) => d) }), [typedAt, done]);
  out.typedMs = done === null ? null : done - r.key;
  out.longTasksWhileTyping = r.tasks;

  // Back to the whole list (select all, delete), then a sort, the next page and a filter tab.
  await page.evaluate(armRows, [await api.refs({})]);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await waitDone(page);
  const amount = sortHeader(page, 'Amount').locator('button').first();
  out.sortMs = await clickToRows(page, amount, await api.refs({ sort: 'amount', order: 'asc' }));
  out.nextPageMs = await clickToRows(page, page.getByRole('button', { name: 'Next', exact: true }).first(), await api.refs({ sort: 'amount', order: 'asc', page: 2 }));
  out.filterTabMs = await clickToRows(page, page.getByRole('tab', { name: 'Fund Transfer' }).first(), await api.refs({ sort: 'amount', order: 'asc', service: 'fund_transfer' }));
  await page.close();
  return out;
}

export async function heapMB(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1048576;
}

/** The heap with transactions open and its first rows painted, as measureLoad takes it (the small-N figure). */
async function measureHeapOnly(context, url, api) {
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(url, { waitUntil: 'commit' });
  const first = await waitForRows(page, 300_000);
  if (first.rowsAt !== null) {
    await page.evaluate(armRows, [await api.refs({})]);
    await waitDone(page);
  }
  const mb = first.rowsAt === null ? null : await heapMB(context, page);
  await page.close();
  return mb;
}

/** Lines and bytes of a file (the exported CSV: a header line, then a line a record). */
async function countLines(file) {
  let lines = 0;
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  return { lines, bytes };
}

/**
 * Server mode's export of the whole ledger (docs/product.md §10; issue 21's "export in server mode walks the
 * pages"): "Export CSV" on transactions with no filter, click → file handed to the browser; the main
 * thread's tasks over 50 ms meanwhile; the JS heap in use, sampled every 250 ms without a forced
 * collection (garbage included: what the page holds at its worst), its peak; the "Exporting X of Y" texts
 * seen; the requests it made; the file's records and bytes. Kero only: the floor has no export.
 */
async function measureServerExport(context, url) {
  const { page } = await openMeasured(context, url);
  if (page === null) return { error: 'no rows' };
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('get-all-transactions') && r.url().includes('limit=1000')) requests++;
  });
  const cdp = await context.newCDPSession(page);
  const progress = [];
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { usedSize } = await cdp.send('Runtime.getHeapUsage').catch(() => ({ usedSize: 0 }));
      peak = Math.max(peak, usedSize);
      const text = await page.evaluate(() => [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent ?? '').find((t) => t.startsWith('Exporting')) ?? null).catch(() => null);
      if (text && progress.at(-1) !== text) progress.push(text.replace(/Cancel$/, '').trim());
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  try {
    const out = await exportClick(page, 'Export CSV', 900_000);
    const file = await countLines(out.file);
    // When each task over 50 ms began, in ms after the click (what it was: compare with the export's length).
    const longTaskAt = await page.evaluate(() => {
      const b = window.__bench;
      return b.tasks.filter(([at, d]) => at + d > b.lastClick && (b.downloadAt === undefined || at < b.downloadAt)).map(([at]) => Math.round(at - b.lastClick));
    });
    return { ms: out.ms, longTasks: out.longTasks, longTaskAt, peakHeapMB: peak / 1048576, requests, records: file.lines - 1, bytes: file.bytes, progress: [progress[0], progress.at(-1)].filter(Boolean), progressCount: progress.length };
  } finally {
    sampling = false;
    await sampler;
    await cdp.detach().catch(() => {});
    await page.close();
  }
}

/** The API as the bench reads it (through the proxy): the references of a page, as both pages must show them. */
function apiReader(base, token) {
  return {
    async page(params) {
      const qs = new URLSearchParams({ page: '1', limit: '25', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
      const res = await fetch(`${base}/api/admin/get-all-transactions?${qs}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${qs}: ${res.status}`);
      return (await res.json()).data;
    },
    async refs(params) {
      return (await this.page(params)).data.map((t) => t.reference);
    },
  };
}

/** Signs the console at `origin` in through its form in `context` (the session stays in the context's storage). */
export async function signInKero(context, origin) {
  const p = await context.newPage();
  await p.goto(`${origin}/login`);
  await p.getByPlaceholder('Email Address').fill(ADMIN.email);
  await p.getByPlaceholder('Password').fill(ADMIN.password);
  await p.getByRole('button', { name: 'Sign In' }).click();
  await p.waitForURL(/\/dashboard$/, { timeout: 120_000 });
  await p.close();
}

export async function login(base) {
  const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return (await res.json()).data.token;
}

/**
 * Six letters whose page differs from their five-letter prefix's, so the final query's rows are told apart
 * from every earlier key's (a shorter prefix's page equal to the final one would make the five-letter one
 * equal too). Words of the ledger rarely narrow at their sixth letter ("zenit" finds what "zenith" finds),
 * so after WORDS come the six hex letters of references on the first page, as an operator types one.
 */
async function pickWord(api) {
  const refs = await api.refs({});
  for (const word of [...WORDS, ...refs.map((r) => r.replace(/^KRO-/i, '').toLowerCase())]) {
    const [a, b] = [await api.refs({ q: word.slice(0, 5) }), await api.refs({ q: word })];
    if (b.length > 0 && a.join() !== b.join()) return word;
  }
  throw new Error('no six letters whose page differs from their prefix');
}

// ---- report -----------------------------------------------------------------------------------

function rowsOf(result) {
  const out = [];
  for (const lat of result.latencies) {
    const k = lat.kero;
    const f = lat.floor;
    const fig = (name, key, goal, unit = 'ms') => {
      const kv = r1(median(k.map((l) => l[key])));
      const fv = r1(median(f.map((l) => l[key])));
      const ratio = kv !== null && fv ? Math.round((kv / fv) * 100) / 100 : null;
      // BENCH_STACK=1: the stack floor's figure and its ratio to the floor.
      const sv = lat.stack ? r1(median(lat.stack.map((l) => l[key]))) : undefined;
      const stack = sv === undefined ? {} : { stack: sv, stackRatio: sv !== null && fv ? Math.round((sv / fv) * 100) / 100 : null };
      out.push({ name: `latency ${lat.latency}: ${name}`, kero: kv, floor: fv, ratio, diff: kv !== null && fv !== null ? r1(kv - fv) : null, unit, goal, ...stack });
    };
    fig('navigation → first rows', 'firstRowsMs', 'ratio ≤ 1.5');
    fig('six letters at 8 keys/s → final rows after the last key', 'typedMs', 'Kero − floor ≤ 150 ms');
    const tasks = (ls) => r1(median(ls.map((l) => (l.longTasksWhileTyping ?? []).reduce((n, d) => n + d, 0))));
    out.push({ name: `latency ${lat.latency}: long tasks while typing (total)`, kero: tasks(k), floor: tasks(f), ratio: null, diff: null, unit: 'ms', goal: 'Kero 0 ms' });
    fig('sort click → rows in the new order', 'sortMs', 'ratio ≤ 1.5');
    fig('"Next" → next page painted', 'nextPageMs', 'ratio ≤ 1.5');
    fig('filter tab → its rows painted', 'filterTabMs', 'ratio ≤ 1.5');
  }
  const h = result.heap;
  const hr = (kv, fv) => (kv !== null && fv ? Math.round((kv / fv) * 100) / 100 : null);
  out.push({ name: `JS heap, transactions open, ${result.bigCount.toLocaleString('en')} records`, kero: r1(h.bigKero), floor: r1(h.bigFloor), ratio: hr(h.bigKero, h.bigFloor), diff: null, unit: 'MB', goal: 'Kero ≤ 30 MB' });
  out.push({ name: `JS heap, transactions open, ${result.smallCount.toLocaleString('en')} records`, kero: r1(h.smallKero), floor: r1(h.smallFloor), ratio: hr(h.smallKero, h.smallFloor), diff: null, unit: 'MB', goal: 'big within 10% of small' });
  const ex = result.serverExport;
  if (ex && !ex.error) {
    const longest = ex.longTasks.length ? Math.max(...ex.longTasks) : 0;
    const none = { floor: null, ratio: null, diff: null };
    out.push({ name: `server export of every record (${ex.records.toLocaleString('en')}), click → file`, kero: r1(ex.ms), ...none, unit: 'ms', goal: `${ex.requests} requests of ≤ 1,000` });
    out.push({ name: 'server export: longest main-thread task over 50 ms', kero: r1(longest), ...none, unit: 'ms', goal: 'none over 50 ms' });
    out.push({ name: 'server export: peak JS heap in use (sampled, garbage included)', kero: r1(ex.peakHeapMB), ...none, unit: 'MB', goal: 'Kero ≤ 150 MB' });
  }
  return out;
}

function print(result) {
  const cells = result.figures.map((r) => [
    r.name,
    r.kero === null ? 'n/a' : `${r.kero} ${r.unit}`,
    r.floor === null ? 'n/a' : `${r.floor} ${r.unit}`,
    r.ratio === null ? (r.diff === null ? '—' : '') : `${r.ratio}×`,
    r.diff === null ? '' : `${r.diff > 0 ? '+' : ''}${r.diff} ${r.unit}`,
    r.goal,
  ]);
  const heads = ['figure', 'Kero', 'floor', 'ratio', 'Kero − floor', 'goal'];
  // BENCH_STACK=1: two more columns, where a figure has them.
  if (result.figures.some((r) => 'stack' in r)) {
    heads.push('stack floor', 'stack / floor');
    result.figures.forEach((r, i) => cells[i].push(r.stack === undefined || r.stack === null ? '' : `${r.stack} ${r.unit}`, r.stackRatio === undefined || r.stackRatio === null ? '' : `${r.stackRatio}×`));
  }
  const w = heads.map((hd, i) => Math.max(hd.length, ...cells.map((c) => c[i].length)));
  console.log('');
  console.log(`Kero / floor · ${result.date} · mock:server --scale ${result.scale} (${result.bigCount.toLocaleString('en')} transactions) · ${result.runs} load(s) per page and latency, medians · ${result.machine.cpus} CPUs, load average ${result.machine.loadStart.join(' ')} → ${result.machine.loadEnd.join(' ')}`);
  console.log(heads.map((hd, i) => hd.padEnd(w[i])).join('  '));
  console.log(w.map((n) => '-'.repeat(n)).join('  '));
  for (const c of cells) console.log(c.map((x, i) => (i === 0 || i === 5 ? x.padEnd(w[i]) : x.padStart(w[i]))).join('  '));
  console.log(`\nmock:server start (spawn → listening, the three started together beside the builds): ${result.mocks.map((m) => `--scale ${m.scale} --latency ${m.latency}: ${r1(m.startMs / 1000)} s`).join('; ')}`);
  console.log('Figures only: goals are shown for reading, not enforced. A loaded machine inflates every time; the ratios are what to compare.');
}

/**
 * The bench's three origins (BENCH_API_PORT / BENCH_KERO_PORT / BENCH_FLOOR_PORT, else free ports): the API
 * port, Kero's and the floor's. Ctrl-C stops every server the bench started.
 */
export async function benchOrigins() {
  const apiPort = Number(process.env.BENCH_API_PORT) || (await freePort());
  const keroPort = Number(process.env.BENCH_KERO_PORT) || (await freePort());
  const floorPort = Number(process.env.BENCH_FLOOR_PORT) || (await freePort());
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  const at = (port) => `http://127.0.0.1:${port}`;
  return { apiPort, keroPort, floorPort, apiBase: at(apiPort), kero: at(keroPort), floor: at(floorPort) };
}

/**
 * Builds Kero's production build into `keroDir` with `env` (its VITE_API_URL and any other setting) and the
 * floor (unless BENCH_SKIP_BUILD=1 finds both built), serves each on its origin, and waits until both answer.
 * Both are served the way production serves Kero (docs/performance.md, "How the bench serves the builds"):
 * nginx with the deployment's own configuration (deploy/nginx: gzip, hashed assets cached for a year, pages
 * revalidated), each on its own loopback port. `vite preview` answered every file `no-cache` and
 * uncompressed, and the floor's server without a validator, which no deployment does.
 */
export async function serveKeroAndFloor({ keroDir, env, keroPort, floorPort, stackPort = null }) {
  const reuse = process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(root, keroDir, 'index.html')) && existsSync(path.join(root, FLOOR_DIR, 'index.html'));
  if (reuse) log(`reusing ${keroDir} and ${FLOOR_DIR} (BENCH_SKIP_BUILD=1; built for the same API port?)`);
  else {
    log(`building production with ${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')} into ${keroDir}, and the floor into ${FLOOR_DIR} …`);
    run('npx', ['vite', 'build', '--mode', 'production', '--outDir', keroDir, '--emptyOutDir', '--logLevel', 'warn'], env);
    run('npx', ['vite', 'build', 'bench/floor', '--outDir', path.join(root, FLOOR_DIR), '--emptyOutDir', '--logLevel', 'warn']);
  }
  // The stack floor is built every time it is asked for (BENCH_SKIP_BUILD is about Kero's long build).
  if (stackPort !== null) run('npx', ['vite', 'build', 'bench/stack-floor', '--outDir', path.join(root, STACK_DIR), '--emptyOutDir', '--logLevel', 'error']);
  for (const [dir, port] of [
    [keroDir, keroPort],
    [FLOOR_DIR, floorPort],
    ...(stackPort === null ? [] : [[STACK_DIR, stackPort]]),
  ]) {
    servers.push(await startNginx(path.join(root, dir), port));
  }
}

// ---- main -------------------------------------------------------------------------------------

export async function floorBench() {
  const loadStart = load();
  const { apiPort, keroPort, floorPort, apiBase, kero, floor } = await benchOrigins();
  const stackPort = STACK ? await freePort() : null;
  const stack = stackPort === null ? null : `http://127.0.0.1:${stackPort}`;
  const origins = [kero, floor, ...(stack ? [stack] : [])];
  let browser;
  let proxy;
  try {
    log(`starting mock:server --scale ${BIG} (latency 0 and 150) and --scale ${SMALL} …`);
    const mocksReady = Promise.all([
      startMock(await freePort(), BIG, 0, origins),
      startMock(await freePort(), BIG, 150, origins),
      startMock(await freePort(), SMALL, 0, origins),
    ]);
    mocksReady.catch(() => {});
    await serveKeroAndFloor({ keroDir: KERO_DIR, env: { VITE_API_URL: apiBase }, keroPort, floorPort, stackPort });
    const [big0, big150, small] = await mocksReady;
    for (const m of [big0, big150, small]) log(`mock:server --scale ${m.scale} --latency ${m.latency} listening after ${r1(m.startMs / 1000)} s`);
    proxy = await startProxy(apiPort);
    browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS, headless: true });
    const ctx = {};
    /** Points the API port at `m` and signs both pages in to it, in new browser contexts (each mock:server knows only its own sessions). */
    const switchTo = async (m) => {
      proxy.state.upstream = m.port;
      for (const name of PAGES) {
        await ctx[name]?.close();
        ctx[name] = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      }
      const token = await login(apiBase);
      await signInKero(ctx.kero, kero);
      const bare = `?api=${encodeURIComponent(apiBase)}&token=${encodeURIComponent(token)}`;
      return { api: apiReader(apiBase, token), url: { kero: `${kero}/dashboard/transactions`, floor: `${floor}/${bare}`, stack: `${stack}/${bare}` } };
    };
    let { api } = await switchTo(big0);
    const word = await pickWord(api);
    const bigCount = (await api.page({})).paging.total;
    log(`typing "${word}"; ${bigCount} transactions`);

    const latencies = [];
    for (const m of [big0, big150]) {
      const up = await switchTo(m);
      const lat = { latency: m.latency, ...Object.fromEntries(PAGES.map((name) => [name, []])) };
      // One load of each page, not counted, after the switch: the first answer of a new mock:server (at a
      // million records, its first selection pass) and the browser's first load in a new context are cold
      // for whichever page goes first; warmed alike, the first-rows figures compare the pages.
      for (const name of PAGES) {
        const warm = await openMeasured(ctx[name], up.url[name]);
        log(`latency ${m.latency} ${name}: warm-up load, first rows ${Math.round(warm.firstRowsMs ?? NaN)} ms (not counted)`);
        await warm.page?.close();
      }
      for (let r = 0; r < RUNS; r++) {
        // Interleaved, so both meet the same moment's load.
        for (const name of PAGES) {
          const one = await measureLoad(ctx[name], up.url[name], up.api, word);
          lat[name].push(one);
          log(`latency ${m.latency} ${name}: first rows ${Math.round(one.firstRowsMs ?? NaN)} ms, typed ${Math.round(one.typedMs ?? NaN)} ms (long tasks ${(one.longTasksWhileTyping ?? []).map(Math.round).join(', ') || 'none'}), sort ${Math.round(one.sortMs ?? NaN)}, next ${Math.round(one.nextPageMs ?? NaN)}, tab ${Math.round(one.filterTabMs ?? NaN)} ms, heap ${one.heapMB?.toFixed(1) ?? 'n/a'} MB${one.error ? ` (${one.error})` : ''}`);
        }
      }
      latencies.push(lat);
    }
    let serverExport = null;
    if (process.env.BENCH_EXPORT !== '0') {
      const up = await switchTo(big0);
      serverExport = await measureServerExport(ctx.kero, up.url.kero);
      log(`server-mode export (latency 0): ${serverExport.records ?? 'n/a'} records (${Math.round((serverExport.bytes ?? 0) / 1048576)} MB) in ${Math.round(serverExport.ms ?? NaN)} ms over ${serverExport.requests ?? 'n/a'} requests; tasks over 50 ms: ${(serverExport.longTasks ?? []).map((d, i) => `${Math.round(d)} ms at ${serverExport.longTaskAt?.[i] ?? '?'} ms`).join(', ') || 'none'}; peak JS heap ${serverExport.peakHeapMB?.toFixed(1) ?? 'n/a'} MB; progress ${(serverExport.progress ?? []).join(' … ')} (${serverExport.progressCount ?? 0} texts seen)${serverExport.error ? ` (${serverExport.error})` : ''}`);
    }
    const low = await switchTo(small);
    api = low.api;
    const smallCount = (await api.page({})).paging.total;
    const heap = {
      bigKero: median(latencies[0].kero.map((l) => l.heapMB)),
      bigFloor: median(latencies[0].floor.map((l) => l.heapMB)),
      smallKero: await measureHeapOnly(ctx.kero, low.url.kero, api),
      smallFloor: await measureHeapOnly(ctx.floor, low.url.floor, api),
    };
    log(`heap at ${smallCount} transactions: Kero ${heap.smallKero?.toFixed(1)} MB, floor ${heap.smallFloor?.toFixed(1)} MB`);
    await browser.close();
    browser = null;

    const result = {
      date: new Date().toISOString(),
      scale: Number(BIG),
      bigCount,
      smallCount,
      word,
      runs: RUNS,
      machine: { cpus: os.cpus().length, loadStart, loadEnd: load() },
      mocks: [big0, big150, small].map(({ scale, latency, startMs }) => ({ scale, latency, startMs })),
      latencies,
      heap,
      serverExport,
    };
    result.figures = rowsOf(result);
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results', 'latest-floor.json'), `${JSON.stringify(result, null, 2)}\n`);
    print(result);
    log('wrote bench-results/latest-floor.json');
  } finally {
    if (browser) await browser.close().catch(() => {});
    proxy?.close();
    stopAll();
  }
}
