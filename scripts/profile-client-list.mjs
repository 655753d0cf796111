#!/usr/bin/env node
/**
 * Where Kero's time goes while typing in a client-mode list (docs/performance.md, "Kero against a floor",
 * client mode): a CPU profile (CDP Profiler) of the production build forced to VITE_API_PAGING=client, with
 * source maps, against `mock:server --scale 100` whole-list answers. Opens the list, and as soon as its
 * first rows are painted types six letters at 8 keys a second (as `npm run bench` types them at once), then
 * prints the self time per source function and per source file (resolved through the build's source maps).
 *
 *   node scripts/profile-client-list.mjs [transactions|rides] [word]
 * Env: PROFILE_API_PORT / PROFILE_KERO_PORT (default 4710 / 4711), PROFILE_SKIP_BUILD=1 (reuse
 * dist-profile-kero-client), PROFILE_SCALE (default 100), PROFILE_IDLE_MS (wait before typing, default 0),
 * PROFILE_TRACE=1 (also a Chromium trace: the main thread's self time per event, style and layout
 * included), CHROME_PATH. Resolves positions with @jridgewell/trace-mapping (installed with the build tools).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';
import { instrument, waitForRows } from './lib/bench-page.mjs';
import { CHROME, CHROME_ARGS, log, run, signInKero, start, startMock, stopAll } from './lib/floor-bench.mjs';
import { waitForHttp } from './lib/serve.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DIR = 'dist-profile-kero-client';
const list = process.argv[2] === 'rides' ? 'rides' : 'transactions';
const word = process.argv[3] ?? (list === 'rides' ? 'maryla' : 'titilo');
const apiPort = Number(process.env.PROFILE_API_PORT) || 4710;
const keroPort = Number(process.env.PROFILE_KERO_PORT) || 4711;
const apiBase = `http://127.0.0.1:${apiPort}`;
const kero = `http://127.0.0.1:${keroPort}`;
const TRACE = process.env.PROFILE_TRACE === '1';

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

async function main() {
  const mock = startMock(apiPort, process.env.PROFILE_SCALE || '100', 0, [kero]);
  if (!(process.env.PROFILE_SKIP_BUILD === '1' && existsSync(path.join(root, DIR, 'index.html')))) {
    log(`building production with source maps, VITE_API_PAGING=client VITE_API_URL=${apiBase}, into ${DIR} …`);
    run('npx', ['vite', 'build', '--mode', 'production', '--outDir', DIR, '--emptyOutDir', '--logLevel', 'warn', '--sourcemap'], { VITE_API_URL: apiBase, VITE_API_PAGING: 'client' });
  }
  start('npx', ['vite', 'preview', '--mode', 'production', '--outDir', DIR, '--port', String(keroPort), '--strictPort', '--host', '127.0.0.1'], { VITE_API_URL: apiBase });
  await waitForHttp(`${kero}/login`);
  await mock;
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInKero(context, kero);

    const page = await context.newPage();
    await page.addInitScript(instrument);
    await page.goto(`${kero}/dashboard/${list}`, { waitUntil: 'commit' });
    const first = await waitForRows(page, 300_000);
    log(`first rows after ${Math.round(first.rowsAt ?? NaN)} ms`);
    if (process.env.PROFILE_IDLE_MS) await page.waitForTimeout(Number(process.env.PROFILE_IDLE_MS));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    if (TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    await cdp.send('Profiler.start');
    const t0 = await page.evaluate(() => performance.now());
    await page.locator('main input[type="search"]').focus();
    await page.keyboard.type(word, { delay: 125 });
    await page.waitForTimeout(1500);
    const t1 = await page.evaluate(() => performance.now());
    const { profile } = await cdp.send('Profiler.stop');
    if (TRACE) printTrace(JSON.parse((await browser.stopTracing()).toString('utf8')));
    const tasks = await page.evaluate(([a, z]) => window.__bench.tasks.filter(([s, d]) => s + d > a && s < z).map(([, d]) => Math.round(d)), [t0, t1]);

    // Self time per node from the samples.
    const dt = new Map();
    for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    const byFn = new Map();
    const byFile = new Map();
    let total = 0;
    for (const node of profile.nodes) {
      const ms = dt.get(node.id) ?? 0;
      if (!ms) continue;
      const w = where(node.callFrame);
      if (w.fn === '(idle)' || node.callFrame.functionName === '(idle)') continue;
      total += ms;
      byFn.set(w.fn, (byFn.get(w.fn) ?? 0) + ms);
      byFile.set(w.file, (byFile.get(w.file) ?? 0) + ms);
    }
    const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
    console.log(`\n${list}, typing "${word}" at 8 keys/s right after the first rows; ${Math.round(total)} ms of busy main thread in ${Math.round(t1 - t0)} ms; long tasks ${tasks.join(', ') || 'none'}`);
    console.log('\nself time by source file:');
    for (const [f, ms] of top(byFile, 15)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${f}`);
    console.log('\nself time by function:');
    for (const [f, ms] of top(byFn, 25)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${f}`);
  } finally {
    await browser.close();
    stopAll();
  }
}

main().catch((e) => {
  console.error(e);
  stopAll();
  process.exit(1);
});
