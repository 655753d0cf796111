// `npm run bench`'s client-mode section (scripts/bench.mjs; docs/performance.md, "Kero against a floor",
// client mode): a backend without paging, measured over HTTP. `BENCH_ONLY=client npm run bench` runs it alone.
//
// One `mock:server --scale BENCH_CLIENT_SCALE` (default 100: 60,000 transactions, 40,000 trips) on the API
// port; both pages ask it for the whole list (no `page`: every record, no `paging`).
// Kero: the production build forced to client mode (VITE_API_PAGING=client, VITE_API_URL = the API port),
// in its own folder (dist-bench-kero-client), served by nginx as production serves it (serveKeroAndFloor). Floor: bench/floor in client mode
// (`?mode=client&list=…`: React only, `String.prototype.includes` over the same search fields, sort on keys
// precomputed per column on load, 25 rows), served on a third origin.
//
// Per list (transactions, rides), per load (BENCH_RUNS, default 2; Kero and the floor interleaved):
//   navigation → first rows; six letters typed one after another, each as soon as the previous key's rows
//   are painted: keydown → that key's rows painted (the expected 25 rows in order and the status's
//   "of N results", read from the mock's paged answer for the same query, which follows the same list
//   definition; a key that changes neither is typed, left 500 ms, and not timed), typed at once after the
//   first rows and, in a second load, after 3 s idle; long tasks while
//   typing; two columns each sorted twice: first click → rows in ascending order, second → descending;
//   JS heap after forced GC with the list open (end of the idle load).
// Env: BENCH_RUNS, BENCH_CLIENT_SCALE, BENCH_SKIP_BUILD=1, BENCH_API_PORT / BENCH_KERO_PORT / BENCH_FLOOR_PORT
// (default: free ports), CHROME_PATH. Writes bench-results/latest-floor-client.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { armRows, benchOrigins, openMeasured, serveKeroAndFloor, CHROME, CHROME_ARGS, heapMB, load, log, login, median, r1, signInKero, startMock, stopAll, waitDone } from './floor-bench.mjs';
import { sortHeader } from './bench-page.mjs';
import { waitPortFree } from './serve.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const KERO_DIR = 'dist-bench-kero-client';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 2);
const SCALE = process.env.BENCH_CLIENT_SCALE || '100';
const IDLE_MS = 3000;
const KEYS = 6;

/** The lists measured: the screen, the paged request that tells the expected rows, and the sorted columns. */
const LISTS = [
  {
    name: 'transactions',
    screen: '/dashboard/transactions',
    endpoint: '/api/admin/get-all-transactions',
    page: (body) => ({ records: body.data.data, total: body.data.paging.total }),
    // The row's reference is in both pages' rows.
    ref: (t) => t.reference,
    // Where the typed word comes from (pickWord): text an operator searches by.
    texts: (t) => [t.user_id?.email ?? t.driver_id?.email, t.narration, t.bank_name],
    sorts: [
      { header: 'Amount', field: 'amount' },
      { header: 'Date', field: 'createdAt' },
    ],
  },
  {
    name: 'rides',
    screen: '/dashboard/rides',
    endpoint: '/api/admin/get-all-trips',
    page: (body) => ({ records: body.trips, total: body.paging.total }),
    // Kero shows the first 8 characters of a ride id, the floor the whole id.
    ref: (r) => (r.rideId ?? '').slice(0, 8),
    texts: (r) => [r.driverName, r.riderName, r.startAddress, r.endAddress],
    sorts: [
      { header: 'Driver', field: 'driverName' },
      { header: 'Distance (m)', field: 'distance' },
    ],
  },
];

/** The mock's answer for one query of `list`, page 1 of 25: the rows both pages must show, and the count. */
async function view(base, token, list, params) {
  const qs = new URLSearchParams({ page: '1', limit: '25', ...params });
  const res = await fetch(`${base}${list.endpoint}?${qs}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${list.endpoint}?${qs}: ${res.status}`);
  const { records, total } = list.page(await res.json());
  return { refs: records.map(list.ref), total };
}

/**
 * Six letters typed as an operator would (the start of a word of the first records), chosen for the most
 * keys that change the view (its rows or its count) from the previous prefix's: a key that changes nothing
 * has no rows to wait for (words rarely narrow at every letter: "zenit" finds what "zenith" finds), so it is
 * typed but not timed (null). Returns the word and each prefix's expected view (null: unchanged).
 */
async function pickWord(base, token, list) {
  const all = await view(base, token, list, {});
  const res = await fetch(`${base}${list.endpoint}?page=1&limit=100`, { headers: { Authorization: `Bearer ${token}` } });
  const words = new Set();
  for (const r of list.page(await res.json()).records) for (const text of list.texts(r)) for (const w of (text ?? '').toLowerCase().split(/[^a-z]+/)) if (w.length >= KEYS) words.add(w.slice(0, KEYS));
  let best = null;
  for (const w of [...words].slice(0, 60)) {
    const views = [];
    let prev = all;
    for (let k = 1; k <= KEYS; k++) {
      const v = await view(base, token, list, { q: w.slice(0, k) });
      if (v.total === 0) break;
      views.push(v.total === prev.total && v.refs.join() === prev.refs.join() ? null : v);
      prev = v;
    }
    const changing = views.filter(Boolean).length;
    if (views.length === KEYS && (!best || changing > best.changing)) best = { word: w, views, all, changing };
    if (changing === KEYS) break;
  }
  if (!best) throw new Error(`${list.name}: no six letters with matches`);
  return best;
}

/** One load of a list: first rows, the six keys (after `idleMs`), then (`sorts`) the sorts and the heap. */
async function measureLoad(context, url, list, pick, { idleMs, sorts, views }) {
  const { page, firstRowsMs } = await openMeasured(context, url);
  const out = { firstRowsMs };
  if (page === null) return { ...out, error: 'no rows' };
  if (idleMs) await page.waitForTimeout(idleMs);
  const box = page.locator('main input[type="search"]');
  await box.focus();
  const typedFrom = await page.evaluate(() => performance.now());
  out.keys = [];
  for (let k = 0; k < KEYS; k++) {
    const v = pick.views[k];
    if (v === null) {
      // Nothing to wait for: typed, given time to settle, not timed.
      await page.keyboard.press(pick.word[k]);
      await page.waitForTimeout(500);
      out.keys.push(null);
      continue;
    }
    await page.evaluate(armRows, [v.refs, v.total]);
    await page.keyboard.press(pick.word[k]);
    const done = await waitDone(page);
    const key = await page.evaluate(() => window.__bench.lastKey);
    out.keys.push(done === null || key === null ? null : r1(done - key));
  }
  const typedTo = await page.evaluate(() => performance.now());
  out.longTasksWhileTyping = await page.evaluate(([a, z]) => window.__bench.tasks.filter(([s, d]) => s + d > a && s < z).map(([, d]) => d), [typedFrom, typedTo]);
  if (sorts) {
    await page.evaluate(armRows, [pick.all.refs, pick.all.total]);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await waitDone(page);
    await page.waitForTimeout(500);
    out.sorts = [];
    for (const s of list.sorts) {
      const button = sortHeader(page, s.header).locator('button').first();
      const clicks = [];
      for (const order of ['asc', 'desc']) {
        const v = views[`${s.field}:${order}`];
        await page.evaluate(armRows, [v.refs, v.total]);
        await button.click();
        const done = await waitDone(page);
        const click = await page.evaluate(() => window.__bench.lastClick);
        clicks.push(done === null || click === null ? null : r1(done - click));
        await page.waitForTimeout(150);
      }
      out.sorts.push({ header: s.header, clicks });
    }
    out.heapMB = await heapMB(context, page);
  }
  await page.close();
  return out;
}

const fmt = (xs) => xs.map((x) => (x === null ? 'n/a' : Math.round(x))).join('/');

function figuresOf(lists) {
  const out = [];
  const sum = (xs) => xs.reduce((n, d) => n + d, 0);
  for (const l of lists) {
    const fig = (name, pick, goal, unit = 'ms', ratioGoal = null) => {
      const kv = r1(median(l.kero.flatMap(pick)));
      const fv = r1(median(l.floor.flatMap(pick)));
      const ratio = kv !== null && fv ? Math.round((kv / fv) * 100) / 100 : null;
      out.push({ list: l.name, name, kero: kv, floor: fv, ratio, unit, goal, met: ratioGoal === null || ratio === null ? null : ratio <= ratioGoal });
    };
    fig('navigation → first rows', (r) => [r.immediate.firstRowsMs, r.idle.firstRowsMs], 'for reading');
    fig('keystroke → rows, typed at once (median per key)', (r) => r.immediate.keys ?? [], 'ratio ≤ 1.5', 'ms', 1.5);
    fig('keystroke → rows, after 3 s idle (median per key)', (r) => r.idle.keys ?? [], 'ratio ≤ 1.5', 'ms', 1.5);
    const tasks = (runs) => r1(median(runs.map((r) => sum([...(r.immediate.longTasksWhileTyping ?? []), ...(r.idle.longTasksWhileTyping ?? [])]))));
    const kt = tasks(l.kero);
    out.push({ list: l.name, name: 'long tasks while typing (total per load, both cases)', kero: kt, floor: tasks(l.floor), ratio: null, unit: 'ms', goal: 'Kero 0 ms', met: kt === null ? null : kt === 0 });
    fig('sort: first click → rows in the new order', (r) => (r.idle.sorts ?? []).map((s) => s.clicks[0]), 'ratio ≤ 1.5', 'ms', 1.5);
    fig('sort: later click (other direction) → rows', (r) => (r.idle.sorts ?? []).map((s) => s.clicks[1]), 'ratio ≤ 1.5', 'ms', 1.5);
    fig('JS heap after GC, list open', (r) => [r.idle.heapMB], 'ratio ≤ 2', 'MB', 2);
  }
  return out;
}

function print(result) {
  const cells = result.figures.map((f) => [
    `${f.list}: ${f.name}`,
    f.kero === null ? 'n/a' : `${f.kero} ${f.unit}`,
    f.floor === null ? 'n/a' : `${f.floor} ${f.unit}`,
    f.ratio === null ? '—' : `${f.ratio}×`,
    f.goal,
    f.met === null ? '' : f.met ? 'met' : 'not met',
  ]);
  const heads = ['figure', 'Kero', 'floor', 'ratio', 'goal', ''];
  const w = heads.map((hd, i) => Math.max(hd.length, ...cells.map((c) => c[i].length)));
  console.log('');
  console.log(
    `Client mode, Kero / floor · ${result.date} · mock:server --scale ${result.scale} (${result.counts.transactions.toLocaleString('en')} transactions, ${result.counts.rides.toLocaleString('en')} trips), whole-list answers · ${result.runs} load(s) per page and case, medians · ${result.machine.cpus} CPUs, load average ${result.machine.loadStart.join(' ')} → ${result.machine.loadEnd.join(' ')}`,
  );
  console.log(heads.map((hd, i) => hd.padEnd(w[i])).join('  '));
  console.log(w.map((n) => '-'.repeat(n)).join('  '));
  for (const c of cells) console.log(c.map((x, i) => (i === 0 || i >= 4 ? x.padEnd(w[i]) : x.padStart(w[i]))).join('  '));
  console.log(`\nTyped: ${result.lists.map((l) => `${l.name} "${l.word}"`).join(', ')}. Figures only: goals are shown for reading, not enforced; a loaded machine inflates every time, the ratios are what to compare.`);
}

export async function floorClientBench() {
  const loadStart = load();
  const { apiPort, keroPort, floorPort, apiBase, kero, floor } = await benchOrigins();
  let browser;
  try {
    // After the server section (plain `npm run bench`) the same ports may still be closing.
    for (const port of [apiPort, keroPort, floorPort]) await waitPortFree(port);
    log(`client mode: starting mock:server --scale ${SCALE} on ${apiBase} …`);
    const mockReady = startMock(apiPort, SCALE, 0, [kero, floor]);
    mockReady.catch(() => {});
    await serveKeroAndFloor({ keroDir: KERO_DIR, env: { VITE_API_URL: apiBase, VITE_API_PAGING: 'client' }, keroPort, floorPort });
    const mock = await mockReady;
    log(`mock:server --scale ${SCALE} listening after ${r1(mock.startMs / 1000)} s`);
    const token = await login(apiBase);

    browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS, headless: true });
    const ctx = { kero: await browser.newContext({ viewport: { width: 1366, height: 900 } }), floor: await browser.newContext({ viewport: { width: 1366, height: 900 } }) };
    await signInKero(ctx.kero, kero);

    const lists = [];
    const counts = {};
    for (const list of LISTS) {
      const pick = await pickWord(apiBase, token, list);
      counts[list.name] = pick.all.total;
      const views = {};
      for (const s of list.sorts) for (const order of ['asc', 'desc']) views[`${s.field}:${order}`] = await view(apiBase, token, list, { sort: s.field, order });
      log(`${list.name}: ${pick.all.total} records, typing "${pick.word}" (matches after each key: ${pick.views.map((v) => v?.total ?? 'unchanged').join(' → ')})`);
      const url = { kero: `${kero}${list.screen}`, floor: `${floor}/?api=${encodeURIComponent(apiBase)}&token=${encodeURIComponent(token)}&mode=client&list=${list.name}` };
      const entry = { name: list.name, word: pick.word, matches: pick.views.map((v) => v?.total ?? null), kero: [], floor: [] };
      for (let r = 0; r < RUNS; r++) {
        // Interleaved, so both meet the same moment's load.
        for (const name of ['kero', 'floor']) {
          const immediate = await measureLoad(ctx[name], url[name], list, pick, { idleMs: 0, sorts: false, views });
          const idle = await measureLoad(ctx[name], url[name], list, pick, { idleMs: IDLE_MS, sorts: true, views });
          entry[name].push({ immediate, idle });
          log(
            `${list.name} ${name}: first rows ${Math.round(immediate.firstRowsMs ?? NaN)}/${Math.round(idle.firstRowsMs ?? NaN)} ms; keys at once ${fmt(immediate.keys ?? [])}, after idle ${fmt(idle.keys ?? [])} ms; long tasks ${fmt([...(immediate.longTasksWhileTyping ?? []), ...(idle.longTasksWhileTyping ?? [])]) || 'none'}; sorts ${(idle.sorts ?? []).map((s) => `${s.header} ${fmt(s.clicks)}`).join(', ')} ms; heap ${idle.heapMB?.toFixed(1) ?? 'n/a'} MB${immediate.error || idle.error ? ` (${immediate.error ?? idle.error})` : ''}`,
          );
        }
      }
      lists.push(entry);
    }
    await browser.close();
    browser = null;

    const result = { date: new Date().toISOString(), scale: Number(SCALE), counts, runs: RUNS, machine: { cpus: os.cpus().length, loadStart, loadEnd: load() }, mockStartMs: mock.startMs, lists };
    result.figures = figuresOf(lists);
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results', 'latest-floor-client.json'), `${JSON.stringify(result, null, 2)}\n`);
    print(result);
    log('wrote bench-results/latest-floor-client.json');
  } finally {
    if (browser) await browser.close().catch(() => {});
    stopAll();
  }
}
