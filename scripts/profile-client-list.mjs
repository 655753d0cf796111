#!/usr/bin/env node
/**
 * Where Kero's time goes in a big list (docs/performance.md, "Kero against a floor"): a CPU profile (CDP
 * Profiler) of the production build, with source maps, against `mock:server`.
 *
 * Client mode (the default): the build forced to VITE_API_PAGING=client against `mock:server --scale 100`
 * whole-list answers. Opens the list, and as soon as its first rows are painted types six letters at 8 keys
 * a second (as `npm run bench` types them at once), then prints the self time per source function and per
 * source file (resolved through the build's source maps).
 *
 * Server mode (`--server`): the build as `npm run bench` builds it (VITE_API_PAGING unset: `auto`, which
 * learns server mode from the first answer) against `mock:server --scale 17` pages. Prints the navigation's
 * waterfall (every script and API request: when it was asked for and when its last byte came, from
 * navigation start, and the first rows painted), then, for a sort click on "Amount", "Next" and the "Fund
 * Transfer" tab, each click's timeline (click → its request leaves → its answer's last byte → rows
 * painted) and the self time between each click and its rows, summed over the three.
 *
 *   node scripts/profile-client-list.mjs [--server] [transactions|rides] [word]
 * Env: PROFILE_API_PORT / PROFILE_KERO_PORT (default 4710 / 4711), PROFILE_SKIP_BUILD=1 (reuse
 * dist-profile-kero-client or dist-profile-kero-server), PROFILE_SCALE (default 100, server mode 17),
 * PROFILE_IDLE_MS (wait before typing or the first click, default 0; server mode waits for the first
 * rows' background work anyway), PROFILE_TRACE=1 (also a Chromium trace: the main thread's self time per
 * event, style and layout included; server mode: each click's tasks), PROFILE_NAV_TRACE=1 (server mode: a
 * trace of the navigation, its tasks and requests), PROFILE_NAV_CPU=1 (server mode: a CPU profile of the
 * navigation to the first rows), PROFILE_MIN_TASK_MS (the shortest navigation task listed, default 5), PROFILE_TRACE_OUT (server mode: also
 * write the clicks' trace to this file, for chrome://tracing or a script), CHROME_PATH. Resolves positions with @jridgewell/trace-mapping
 * (installed with the build tools).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';
import { instrument, sortHeader, waitForQuiet, waitForRows } from './lib/bench-page.mjs';
import { CHROME, CHROME_ARGS, log, run, signInKero, startMock, stopAll } from './lib/floor-bench.mjs';
import { startNginx } from './lib/nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SERVER = process.argv.includes('--server');
const args = process.argv.slice(2).filter((a) => a !== '--server');
const DIR = SERVER ? 'dist-profile-kero-server' : 'dist-profile-kero-client';
const list = args[0] === 'rides' ? 'rides' : 'transactions';
const word = args[1] ?? (list === 'rides' ? 'maryla' : 'titilo');
const apiPort = Number(process.env.PROFILE_API_PORT) || 4710;
const keroPort = Number(process.env.PROFILE_KERO_PORT) || 4711;
const apiBase = `http://127.0.0.1:${apiPort}`;
const kero = `http://127.0.0.1:${keroPort}`;
const TRACE = process.env.PROFILE_TRACE === '1';
/** Server mode: PROFILE_CPU=0 times the clicks (and traces them) without the CPU profiler's overhead. */
const CPU = process.env.PROFILE_CPU !== '0';

const maps = new Map();
function mapOf(url) {
  if (!maps.has(url)) {
    const file = path.join(root, DIR, new URL(url).pathname);
    maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(url);
}

/** "src/…/file.ts:line name" of a profile node's call frame, through the chunk's source map. */
function where({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return { file: '(native/program)', fn: functionName || '(anonymous)' };
  const m = url.startsWith(kero) ? mapOf(url) : null;
  if (!m) return { file: url.replace(kero, ''), fn: functionName || '(anonymous)' };
  const p = originalPositionFor(m, { line: lineNumber + 1, column: columnNumber });
  const file = (p.source ?? '?').replace(/^(\.\.\/)+/, '');
  return { file, fn: `${p.name ?? functionName ?? '(anonymous)'} (${file}:${p.line})` };
}

/**
 * The renderer main thread's self time per trace event name (style, layout, paint, script, GC…): what the
 * CPU profile's "(program)" holds.
 */
function printTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || typeof e.dur !== 'number' || !main.has(`${e.pid}:${e.tid}`)) continue;
    const k = `${e.pid}:${e.tid}`;
    if (!byThread.has(k)) byThread.set(k, []);
    byThread.get(k).push(e);
  }
  const self = new Map();
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    for (const e of list) {
      while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.child += Math.min(e.dur, parent.end - e.ts);
      const node = { name: e.name, dur: e.dur, end: e.ts + e.dur, child: 0 };
      stack.push(node);
      e.node = node;
    }
    for (const e of list) self.set(e.name, (self.get(e.name) ?? 0) + Math.max(0, e.node.dur - e.node.child) / 1000);
  }
  console.log('\nrenderer main thread, self time by trace event:');
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

/**
 * Server mode, with PROFILE_TRACE=1: per click of the trace, the renderer main thread's tasks from the click
 * to the first paint after its answer arrived, each with the events that took most of it, and when the
 * request left and its answer ended (ms from the click's dispatch).
 */
function printClickTimelines(trace) {
  const events = trace.traceEvents ?? trace;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts);
  const clicks = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const sends = events.filter((e) => e.name === 'ResourceSendRequest' && (e.args?.data?.url ?? '').includes('/api/'));
  const finishes = events.filter((e) => e.name === 'ResourceFinish');
  for (const [n, click] of clicks.entries()) {
    const t0 = click.ts;
    const next = clicks[n + 1]?.ts ?? Infinity;
    const send = sends.find((e) => e.ts >= t0 && e.ts < next);
    const finish = send && finishes.find((e) => e.args?.data?.requestId === send.args?.data?.requestId);
    const paint = finish && onMain.find((e) => e.name === 'Paint' && e.ts > finish.ts);
    const end = paint ? paint.ts + paint.dur : Math.min(next, t0 + 2e6);
    const ms = (t) => ((t - t0) / 1000).toFixed(1);
    console.log(`\nclick ${n + 1}: request sent at ${send ? ms(send.ts) : 'n/a'} ms, answer finished at ${finish ? ms(finish.ts) : 'n/a'} ms, next paint ends at ${ms(end)} ms`);
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + e.dur >= t0 - 1000 && e.ts <= end && e.dur >= 2000);
    for (const task of tasks) {
      const inner = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 1000 && e.name !== 'RunTask');
      const names = new Map();
      for (const e of inner) names.set(e.name, Math.max(names.get(e.name) ?? 0, e.dur));
      const what = [...names].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`).join(', ');
      console.log(`  ${ms(task.ts).padStart(7)} ms  task ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${what}`);
    }
  }
}

/**
 * Server mode, with PROFILE_NAV_TRACE=1: the navigation's main-thread tasks of 5 ms or more and its
 * requests, in ms from navigation start, with the events that took most of each task.
 */
function printNavigation(trace) {
  const events = trace.traceEvents ?? trace;
  const nav = events.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').includes('/dashboard/'));
  if (!nav) return console.log('no navigationStart in the trace');
  // The page's renderer only (the browser's own pages have renderers too).
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid).map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts);
  const ms = (t) => ((t - nav.ts) / 1000).toFixed(1);
  const lines = [];
  for (const e of events.filter((x) => x.name === 'ResourceSendRequest' && x.ts >= nav.ts && x.pid === nav.pid)) lines.push([e.ts, `request  ${(e.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`]);
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.ts >= nav.ts && e.dur >= (Number(process.env.PROFILE_MIN_TASK_MS) || 5) * 1000)) {
    const inner = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 1000 && e.name !== 'RunTask');
    const names = new Map();
    for (const e of inner) names.set(e.name === 'EvaluateScript' || e.name === 'v8.compileModule' ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop()}` : e.name, Math.max(names.get(e.name) ?? 0, e.dur));
    const what = [...names].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`).join(', ');
    lines.push([task.ts, `task ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${what}`]);
  }
  console.log('\nnavigation: main-thread tasks >= 5 ms and requests (ms from navigation start)');
  for (const [t, l] of lines.sort((a, b) => a[0] - b[0])) console.log(`  ${ms(t).padStart(7)}  ${l}`);
}

/** Self time per source file and per function of a CDP profile, `(idle)` left out. */
function selfTimes(profile) {
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  const byFn = new Map();
  const byFile = new Map();
  // Each sample charged to the nearest function of our own source on its stack (a component, a hook):
  // what the libraries' time (react-dom, styled-components) was spent for.
  const byOwn = new Map();
  const parent = new Map();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const own = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const w = where(nodes.get(at).callFrame);
      if (w.file.startsWith('src/')) return w.fn;
    }
    return '(no src/ frame)';
  };
  let total = 0;
  for (const node of profile.nodes) {
    const ms = dt.get(node.id) ?? 0;
    if (!ms) continue;
    const w = where(node.callFrame);
    if (w.fn === '(idle)' || node.callFrame.functionName === '(idle)') continue;
    total += ms;
    byFn.set(w.fn, (byFn.get(w.fn) ?? 0) + ms);
    byFile.set(w.file, (byFile.get(w.file) ?? 0) + ms);
    const o = own(node.id);
    byOwn.set(o, (byOwn.get(o) ?? 0) + ms);
  }
  return { total, byFn, byFile, byOwn };
}

function printSelf({ byFn, byFile, byOwn }, files = 15, fns = 25) {
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('\nself time by source file:');
  for (const [f, ms] of top(byFile, files)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${f}`);
  console.log('\nself time by function:');
  for (const [f, ms] of top(byFn, fns)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${f}`);
  console.log('\nself time by the nearest src/ function on the stack:');
  for (const [f, ms] of top(byOwn, files)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${f}`);
}

/** Adds profile `b`'s self times into `a`. */
function addSelf(a, b) {
  a.total += b.total;
  for (const k of ['byFn', 'byFile', 'byOwn']) for (const [name, ms] of b[k]) a[k].set(name, (a[k].get(name) ?? 0) + ms);
  return a;
}

async function profileClient(context, page) {
  if (process.env.PROFILE_IDLE_MS) await page.waitForTimeout(Number(process.env.PROFILE_IDLE_MS));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (TRACE) await context.browser().startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
  await cdp.send('Profiler.start');
  const t0 = await page.evaluate(() => performance.now());
  await page.locator('main input[type="search"]').focus();
  await page.keyboard.type(word, { delay: 125 });
  await page.waitForTimeout(1500);
  const t1 = await page.evaluate(() => performance.now());
  const { profile } = await cdp.send('Profiler.stop');
  if (TRACE) printTrace(JSON.parse((await context.browser().stopTracing()).toString('utf8')));
  const tasks = await page.evaluate(([a, z]) => window.__bench.tasks.filter(([s, d]) => s + d > a && s < z).map(([, d]) => Math.round(d)), [t0, t1]);
  const self = selfTimes(profile);
  console.log(`\n${list}, typing "${word}" at 8 keys/s right after the first rows; ${Math.round(self.total)} ms of busy main thread in ${Math.round(t1 - t0)} ms; long tasks ${tasks.join(', ') || 'none'}`);
  printSelf(self);
}

/** In the page: scripts and API requests of the navigation, from navigation start (ms). */
function waterfall(api) {
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || e.name.startsWith(api))
    .map((e) => ({ name: e.name.replace(location.origin, '').replace(api, 'API'), start: Math.round(e.startTime), end: Math.round(e.responseEnd), kind: e.initiatorType }));
}

/** The list requests asked for since `since` (performance.now()): [asked, last byte]. */
function requestsSince([api, since]) {
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.name.startsWith(api) && e.startTime >= since)
    .map((e) => ({ path: e.name.replace(api, ''), start: e.startTime, end: e.responseEnd }));
}

async function profileServer(context, page, first) {
  const fall = await page.evaluate(waterfall, apiBase);
  const doc = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    return { responseEnd: Math.round(n.responseEnd), domInteractive: Math.round(n.domInteractive) };
  });
  console.log(`\n${list}, server mode: navigation waterfall (ms from navigation start; asked → last byte)`);
  console.log(`  ${'0'.padStart(6)} → ${String(doc.responseEnd).padStart(6)}  document (DOM interactive at ${doc.domInteractive})`);
  for (const r of fall.sort((a, b) => a.start - b.start)) console.log(`  ${String(r.start).padStart(6)} → ${String(r.end).padStart(6)}  ${r.kind.padEnd(6)} ${r.name}`);
  console.log(`  first rows painted at ${Math.round(first.rowsAt)} ms`);
  // The page settled: the first answer's background work done before the clicks are timed.
  await waitForQuiet(page, 1000);
  if (process.env.PROFILE_IDLE_MS) await page.waitForTimeout(Number(process.env.PROFILE_IDLE_MS));

  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const clicks = [
    ['sort "Amount"', sortHeader(page, 'Amount').locator('button').first()],
    ['"Next"', page.getByRole('button', { name: 'Next', exact: true }).first()],
    ['tab "Fund Transfer"', page.getByRole('tab', { name: 'Fund Transfer' }).first()],
  ];
  const sum = { total: 0, byFn: new Map(), byFile: new Map(), byOwn: new Map() };
  const lines = [];
  if (TRACE) await context.browser().startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
  for (const [name, locator] of clicks) {
    await page.evaluate(() => window.__bench.arm(20_000));
    const before = await page.evaluate(() => performance.now());
    if (CPU) await cdp.send('Profiler.start');
    await locator.click();
    await page.waitForFunction(() => window.__bench.doneAt !== undefined, null, { polling: 16, timeout: 30_000 });
    const { profile } = CPU ? await cdp.send('Profiler.stop') : { profile: { nodes: [], samples: [], timeDeltas: [] } };
    const r = await page.evaluate((since) => ({ click: window.__bench.lastClick, done: window.__bench.doneAt, tasks: window.__bench.tasks.filter(([s]) => s >= since).map(([, d]) => Math.round(d)), fetches: window.__bench.fetchCalls.filter((t) => t >= since) }), before);
    const reqs = await page.evaluate(requestsSince, [apiBase, before]);
    const self = selfTimes(profile);
    addSelf(sum, self);
    const at = (t) => (t === undefined ? 'n/a' : `${Math.round(t - r.click)}`);
    lines.push(
      `  ${name.padEnd(20)} fetch called at ${r.fetches.map(at).join(', ') || 'none'} ms, request(s) leave at ${reqs.map((q) => at(q.start)).join(', ') || 'none'} ms, last byte at ${reqs.map((q) => at(q.end)).join(', ') || 'n/a'} ms, rows painted at ${at(r.done)} ms; busy main thread ${Math.round(self.total)} ms; long tasks ${r.tasks.join(', ') || 'none'}`,
    );
    await waitForQuiet(page, 500);
  }
  if (TRACE) {
    const raw = (await context.browser().stopTracing()).toString('utf8');
    if (process.env.PROFILE_TRACE_OUT) writeFileSync(process.env.PROFILE_TRACE_OUT, raw);
    const trace = JSON.parse(raw);
    printTrace(trace);
    printClickTimelines(trace);
  }
  console.log('\nclick → (ms from the click event\'s timestamp)');
  for (const l of lines) console.log(l);
  console.log(`\nbetween each click and its rows, summed over the three: ${Math.round(sum.total)} ms of busy main thread`);
  printSelf(sum, 20, 40);
}

/** The nginx serving the build. */
let nginx = null;

async function main() {
  const mock = startMock(apiPort, process.env.PROFILE_SCALE || (SERVER ? '17' : '100'), 0, [kero]);
  const env = SERVER ? { VITE_API_URL: apiBase } : { VITE_API_URL: apiBase, VITE_API_PAGING: 'client' };
  if (!(process.env.PROFILE_SKIP_BUILD === '1' && existsSync(path.join(root, DIR, 'index.html')))) {
    log(`building production with source maps, ${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')}, into ${DIR} …`);
    run('npx', ['vite', 'build', '--mode', 'production', '--outDir', DIR, '--emptyOutDir', '--logLevel', 'warn', '--sourcemap'], env);
  }
  // Served as production serves it, as `npm run bench` serves it (nginx, deploy/nginx).
  nginx = await startNginx(path.join(root, DIR), keroPort);
  await mock;
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInKero(context, kero);

    const page = await context.newPage();
    await page.addInitScript(instrument);
    const navTrace = SERVER && process.env.PROFILE_NAV_TRACE === '1';
    if (navTrace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8'] });
    // PROFILE_NAV_CPU=1 (server mode): a CPU profile from navigation to the first rows.
    const navCpu = SERVER && process.env.PROFILE_NAV_CPU === '1' ? await context.newCDPSession(page) : null;
    if (navCpu) {
      await navCpu.send('Profiler.enable');
      await navCpu.send('Profiler.setSamplingInterval', { interval: 500 });
      await navCpu.send('Profiler.start');
    }
    await page.goto(`${kero}/dashboard/${list}`, { waitUntil: 'commit' });
    const first = await waitForRows(page, 300_000);
    log(`first rows after ${Math.round(first.rowsAt ?? NaN)} ms`);
    if (navTrace) printNavigation(JSON.parse((await browser.stopTracing()).toString('utf8')));
    if (navCpu) {
      const { profile } = await navCpu.send('Profiler.stop');
      const self = selfTimes(profile);
      console.log(`\nnavigation → first rows: ${Math.round(self.total)} ms of busy main thread`);
      printSelf(self, 25, 40);
      await navCpu.detach();
    }
    if (SERVER) await profileServer(context, page, first);
    else await profileClient(context, page);
  } finally {
    await browser.close();
    stopAll();
    await nginx?.stop();
  }
}

main().catch(async (e) => {
  console.error(e);
  stopAll();
  await nginx?.stop();
  process.exit(1);
});
