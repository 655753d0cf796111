#!/usr/bin/env node
/**
 * `npm run bench`: how the console feels with a big ledger (VITE_MOCK_SCALE=100: 40,000 rides,
 * 60,000 transactions). Builds the demo into dist-bench, serves it with `vite preview`, signs in through
 * the real form and measures, inside the page, for /dashboard/rides and /dashboard/transactions:
 *   - navigation → first rows painted, and data received (response body read) → first rows painted;
 *   - search: each keystroke → rows updated and painted (median, max);
 *   - sort: header click → rows re-rendered and painted (cold: first sort of a column; warm: again);
 * and the gzip size of the JavaScript that `/`, `/login` and `/dashboard/transactions` load.
 * Prints a table with the goals beside the figures and writes bench-results/latest.json.
 * Figures only: the exit code says whether the bench ran, never whether a goal was met.
 *
 * Env: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (page loads per screen, default 3),
 * BENCH_SKIP_BUILD=1 (reuse dist-bench), BENCH_SCALE (default 100).
 */
import { spawn, spawnSync } from 'node:child_process';
import { freePort, waitForHttp } from './lib/serve.mjs';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = 'dist-bench';
const SCALE = process.env.BENCH_SCALE || '100';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ADMIN = { email: 'admin@kero.ng', password: 'admin123' };

const GOALS = {
  dataToRows: 500,
  keystroke: 50,
  sort: 150,
};

/** Screens measured: which response carries the data, what to type, which columns to sort. */
const SCREENS = [
  {
    name: 'rides',
    path: '/dashboard/rides',
    api: /\/api\/admin\/get-all-trips/,
    // A driver's name from the first row, typed a character at a time.
    queryColumn: 'Driver',
    toQuery: (text) => text.replace(/[^A-Za-z]/g, '').slice(0, 6).toLowerCase(),
    fallbackQuery: 'adebay',
    sorts: ['Fare', 'Driver'],
  },
  {
    name: 'transactions',
    path: '/dashboard/transactions',
    api: /\/api\/admin\/get-all-transactions/,
    // The six hex characters of the first row's reference (KRO-8F3A2C): each one narrows the match.
    queryColumn: 'Reference',
    toQuery: (text) => text.replace(/^KRO-/i, '').slice(0, 6).toLowerCase(),
    fallbackQuery: '8f3a2c',
    sorts: ['Amount', 'Transaction ID'],
  },
];

const JS_PAGES = ['/', '/login', '/dashboard/transactions'];

// ---- small helpers ----------------------------------------------------------------------------

const log = (...a) => console.log('[bench]', ...a);
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const max = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x));
  return s.length ? Math.max(...s) : null;
};
const round = (x) => (x === null || x === undefined ? null : Math.round(x * 10) / 10);



function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(root, OUT_DIR, 'index.html'))) {
    log(`reusing ${OUT_DIR} (BENCH_SKIP_BUILD=1)`);
    return;
  }
  log(`building the demo with VITE_MOCK_SCALE=${SCALE} into ${OUT_DIR} …`);
  const r = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_MOCK_SCALE: SCALE },
  });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
}

function serve(port) {
  const child = spawn('npx', ['vite', 'preview', '--outDir', OUT_DIR, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return {
    child,
    output: () => output,
    stop: () => {
      try {
        // Its own process group (detached): the npx wrapper and vite go together, nothing else.
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

// ---- in-page instrumentation ------------------------------------------------------------------

/**
 * Runs before the app on every navigation: notes when the list's response body has been read (the
 * API client reads it with `response.text()`) and when the first real rows are painted (a row with more
 * than one cell, not a skeleton; painted = the task after the next animation frame).
 */
function instrument(apiSource) {
  const api = new RegExp(apiSource);
  const b = { dataAt: null, headersAt: null, parseStart: null, parseEnd: null, validateEnd: null, rowsCommitAt: null, rowsAt: null };
  window.__bench = b;
  const afterPaint = (cb) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => cb(performance.now());
      ch.port2.postMessage(0);
    });
  const origFetch = window.fetch;
  window.fetch = async function benchFetch(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const res = await origFetch.call(this, input, init);
    if (api.test(url)) {
      b.headersAt ??= performance.now();
      const text = res.text.bind(res);
      res.text = async () => {
        const t = await text();
        b.dataAt ??= performance.now();
        return t;
      };
    }
    return res;
  };
  // Split "data → rows" into JSON.parse, the schema check that follows it in the same task (ends at the
  // first microtask), and rendering. Only the big list body (> 1 MB) is timed.
  const parse = JSON.parse;
  JSON.parse = function benchParse(text, reviver) {
    if (b.parseStart !== null || typeof text !== 'string' || text.length < 1_000_000) return parse(text, reviver);
    b.parseStart = performance.now();
    const v = parse(text, reviver);
    b.parseEnd = performance.now();
    queueMicrotask(() => (b.validateEnd = performance.now()));
    return v;
  };
  const mo = new MutationObserver(() => {
    if (b.rowsCommitAt !== null) return;
    if (document.querySelector('main table tbody tr:not([data-skeleton]) td:nth-child(2)')) {
      b.rowsCommitAt = performance.now();
      mo.disconnect();
      afterPaint((t) => (b.rowsAt = t));
    }
  });
  mo.observe(document, { childList: true, subtree: true });
}

/** In the page: type `query` one character at a time; for each, ms from the input event to updated, painted rows. */
async function typeAndMeasure(query) {
  const input = document.querySelector('main input[type="search"]');
  if (!input) throw new Error('no search box');
  const table = document.querySelector('main table');
  const region = table.closest('section') ?? table.parentElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const sig = () => region.textContent;
  const busy = () => table.hasAttribute('data-pending') || table.getAttribute('aria-busy') === 'true';
  const afterPaint = () =>
    new Promise((r) =>
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => r(performance.now());
        ch.port2.postMessage(0);
      }),
    );
  const settle = (before, t0, timeoutMs = 10_000) =>
    new Promise((resolve) => {
      const tick = async () => {
        if (sig() !== before && !busy()) {
          const t = await afterPaint();
          resolve({ ms: t - t0, changed: true });
        } else if (performance.now() - t0 > timeoutMs) resolve({ ms: null, changed: false });
        else requestAnimationFrame(tick);
      };
      tick();
    });
  input.focus();
  const out = [];
  let typed = input.value;
  for (const ch of query) {
    const before = sig();
    typed += ch;
    const t0 = performance.now();
    setValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const r = await settle(before, t0, 3000);
    out.push({ char: ch, ...r });
  }
  // Clear for the next measurement and wait until the full list is back.
  const before = sig();
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle(before, performance.now());
  return out;
}

/** In the page: click the sort button of a header; ms from the click to re-rendered, painted rows. */
async function sortAndMeasure(header) {
  const th = [...document.querySelectorAll('main table thead th')].find((h) => h.textContent.trim() === header);
  const button = th?.querySelector('button');
  if (!button) return { ms: null, sort: null, note: `no sortable "${header}" column` };
  const body = document.querySelector('main table tbody');
  const before = body.textContent;
  const afterPaint = () =>
    new Promise((r) =>
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => r(performance.now());
        ch.port2.postMessage(0);
      }),
    );
  const t0 = performance.now();
  button.click();
  return new Promise((resolve) => {
    const tick = async () => {
      const now = document.querySelector('main table tbody');
      if (now && now.textContent !== before && th.isConnected && th.getAttribute('aria-sort') !== 'none') {
        const t = await afterPaint();
        resolve({ ms: t - t0, sort: th.getAttribute('aria-sort') });
      } else if (performance.now() - t0 > 10_000) resolve({ ms: null, sort: th.getAttribute('aria-sort'), note: 'rows did not change' });
      else requestAnimationFrame(tick);
    };
    tick();
  });
}

/** In the page: text of the first data row's cell under `header`. */
function firstCell(header) {
  const ths = [...document.querySelectorAll('main table thead th')];
  const i = ths.findIndex((h) => h.textContent.trim() === header);
  const row = document.querySelector('main table tbody tr:not([data-skeleton])');
  return i >= 0 && row ? (row.children[i]?.textContent ?? '') : '';
}

// ---- measurements -----------------------------------------------------------------------------

async function signIn(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('Email Address').fill(ADMIN.email);
  await page.getByPlaceholder('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  await page.close();
}

async function measureScreen(context, base, screen) {
  const loads = [];
  let interaction = null;
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    await page.addInitScript(instrument, screen.api.source);
    await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench && window.__bench.rowsAt !== null, null, { timeout: 120_000, polling: 100 });
    const b = await page.evaluate(() => window.__bench);
    const gap = (a, z) => (a !== null && z !== null ? z - a : null);
    loads.push({
      navToRows: b.rowsAt,
      dataToRows: gap(b.dataAt, b.rowsAt),
      jsonParse: gap(b.parseStart, b.parseEnd),
      schemaCheck: gap(b.parseEnd, b.validateEnd),
      render: gap(b.validateEnd, b.rowsAt),
      headersAt: b.headersAt,
      dataAt: b.dataAt,
      rowsAt: b.rowsAt,
    });
    const l = loads.at(-1);
    const r = (x) => (x === null ? '?' : Math.round(x));
    log(`${screen.name} load ${run + 1}/${RUNS}: first rows ${r(l.navToRows)} ms after navigation, ${r(l.dataToRows)} ms after the data (parse ${r(l.jsonParse)}, check ${r(l.schemaCheck)}, render ${r(l.render)})`);

    // Interactions once, on the last load (each load starts from a fresh page and fresh caches).
    if (run === RUNS - 1) {
      // Nobody types within a second of the first rows; the table builds its search index while idle.
      await page.waitForTimeout(2000);
      const cell = await page.evaluate(firstCell, screen.queryColumn);
      let query = screen.toQuery(cell);
      if (query.length < 3) query = screen.fallbackQuery;
      const keys = await page.evaluate(typeAndMeasure, query);
      await page.waitForTimeout(200);
      const sorts = [];
      for (const header of screen.sorts) {
        const cold = await page.evaluate(sortAndMeasure, header);
        await page.waitForTimeout(150);
        const warm = await page.evaluate(sortAndMeasure, header);
        await page.waitForTimeout(150);
        sorts.push({ header, cold, warm });
      }
      interaction = { query, keys, sorts };
      log(`${screen.name}: typed "${query}": ${keys.map((k) => (k.ms === null ? 'unchanged' : `${Math.round(k.ms)}`)).join(', ')} ms; sorts ${sorts.map((s) => `${s.header} ${Math.round(s.cold.ms ?? NaN)}/${Math.round(s.warm.ms ?? NaN)}`).join(', ')} ms`);
    }
    await page.close();
  }
  const keyTimes = interaction.keys.map((k) => k.ms);
  return {
    path: screen.path,
    runs: RUNS,
    navToRowsMs: round(median(loads.map((l) => l.navToRows))),
    dataToRowsMs: round(median(loads.map((l) => l.dataToRows))),
    jsonParseMs: round(median(loads.map((l) => l.jsonParse))),
    schemaCheckMs: round(median(loads.map((l) => l.schemaCheck))),
    renderMs: round(median(loads.map((l) => l.render))),
    keystrokeMedianMs: round(median(keyTimes)),
    keystrokeMaxMs: round(max(keyTimes)),
    sortColdMs: round(max(interaction.sorts.map((s) => s.cold.ms))),
    sortWarmMs: round(max(interaction.sorts.map((s) => s.warm.ms))),
    loads: loads.map((l) => Object.fromEntries(Object.entries(l).map(([k, v]) => [k, round(v)]))),
    search: { query: interaction.query, keys: interaction.keys.map((k) => ({ ...k, ms: round(k.ms) })) },
    sorts: interaction.sorts.map((s) => ({ header: s.header, cold: { ...s.cold, ms: round(s.cold.ms) }, warm: { ...s.warm, ms: round(s.warm.ms) } })),
  };
}

/** gzip bytes of every script a fresh visit to `pathname` loads (fresh context: nothing cached). */
async function measureJs(browser, base, pathname, storageState) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    const url = res.url();
    const type = res.request().resourceType();
    if (!url.startsWith(base) || !(type === 'script' || /\.m?js(\?|$)/.test(url))) return;
    if (url.includes('mockServiceWorker.js')) return;
    try {
      const body = await res.body();
      scripts.set(url, { raw: body.length, gzip: gzipSync(body).length, mock: /setupWorker|@faker-js|faker\.|msw/.test(body.toString('utf8').slice(0, 400000)) });
    } catch {
      /* redirected or aborted */
    }
  });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  if (pathname.startsWith('/dashboard')) {
    await page.waitForSelector('main table tbody tr:not([data-skeleton]) td:nth-child(2)', { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(300);
  await context.close();
  const files = [...scripts.entries()].map(([url, s]) => ({ file: url.slice(base.length), ...s })).sort((a, b) => b.gzip - a.gzip);
  const sum = (xs) => xs.reduce((n, f) => n + f.gzip, 0);
  return {
    path: pathname,
    gzipBytes: sum(files),
    appGzipBytes: sum(files.filter((f) => !f.mock)),
    mockGzipBytes: sum(files.filter((f) => f.mock)),
    files,
  };
}

function runLighthouse(base) {
  const script = path.join(root, 'scripts', 'lighthouse.mjs');
  if (!existsSync(script)) return { skipped: 'scripts/lighthouse.mjs does not exist yet' };
  log('running scripts/lighthouse.mjs …');
  const r = spawnSync(process.execPath, [script, base], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LIGHTHOUSE_BASE_URL: base, BASE_URL: base, CHROME_PATH: CHROME },
    timeout: 600_000,
  });
  if (r.stdout) process.stdout.write(r.stdout);
  if (r.stderr) process.stderr.write(r.stderr);
  return { exitCode: r.status, output: (r.stdout ?? '').slice(-4000) };
}

// ---- report -----------------------------------------------------------------------------------

const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
const ms = (x) => (x === null || x === undefined ? 'n/a' : `${Math.round(x)} ms`);

function printReport(result) {
  const rows = [];
  for (const s of result.screens) {
    rows.push([`${s.path}  navigation → first rows`, ms(s.navToRowsMs), '(no goal; includes boot, mock data generation, latency)']);
    rows.push([
      `${s.path}  data received → first rows`,
      ms(s.dataToRowsMs),
      `goal < ${GOALS.dataToRows} ms (JSON.parse ${ms(s.jsonParseMs)}, schema check ${ms(s.schemaCheckMs)}, render ${ms(s.renderMs)})`,
    ]);
    rows.push([`${s.path}  keystroke → rows (median)`, ms(s.keystrokeMedianMs), `goal < ${GOALS.keystroke} ms (max ${ms(s.keystrokeMaxMs)})`]);
    rows.push([`${s.path}  sort click → rows (cold)`, ms(s.sortColdMs), `goal < ${GOALS.sort} ms (warm ${ms(s.sortWarmMs)})`]);
  }
  for (const j of result.javascript) {
    rows.push([`JS gzip  ${j.path}`, kb(j.gzipBytes), `app ${kb(j.appGzipBytes)} + demo mock backend ${kb(j.mockGzipBytes)}`]);
  }
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  console.log('');
  console.log(`Kero console bench · VITE_MOCK_SCALE=${result.scale} · ${result.runs} load(s) per screen · ${result.date}`);
  console.log(`${'measure'.padEnd(w0)}  ${'figure'.padStart(w1)}  goal / note`);
  console.log(`${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ${'-'.repeat(40)}`);
  for (const r of rows) console.log(`${r[0].padEnd(w0)}  ${r[1].padStart(w1)}  ${r[2]}`);
  if (result.lighthouse?.skipped) console.log(`\nLighthouse: skipped (${result.lighthouse.skipped}).`);
  console.log('\nFigures only: goals are shown for reading, not enforced.');
}

// ---- main -------------------------------------------------------------------------------------

async function main() {
  build();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = serve(port);
  const cleanup = () => server.stop();
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  let browser;
  try {
    await waitForHttp(`${base}/login`).catch((e) => {
      throw new Error(`${e.message}\n${server.output()}`);
    });
    log(`serving ${OUT_DIR} on ${base}`);
    browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS, headless: true });
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signIn(context, base);
    const screens = [];
    for (const screen of SCREENS) screens.push(await measureScreen(context, base, screen));
    const storageState = await context.storageState();
    await context.close();

    const javascript = [];
    for (const p of JS_PAGES) {
      javascript.push(await measureJs(browser, base, p, p.startsWith('/dashboard') ? storageState : undefined));
      log(`JS for ${p}: ${kb(javascript.at(-1).gzipBytes)} gzip`);
    }
    await browser.close();
    browser = null;

    const lighthouse = runLighthouse(base);
    const result = {
      date: new Date().toISOString(),
      scale: Number(SCALE),
      runs: RUNS,
      goals: { dataToRowsMs: GOALS.dataToRows, keystrokeMs: GOALS.keystroke, sortMs: GOALS.sort },
      screens,
      javascript,
      lighthouse,
    };
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results', 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    printReport(result);
    log('wrote bench-results/latest.json');
  } finally {
    if (browser) await browser.close().catch(() => {});
    cleanup();
  }
}

main().catch((e) => {
  console.error('[bench] failed:', e?.stack ?? e);
  process.exit(1);
});
