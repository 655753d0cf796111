#!/usr/bin/env node
/**
 * Lighthouse scores (performance, accessibility, best practices, SEO) of the public pages, in headless
 * Chromium. Builds nothing: point it at a running site, or let it serve the existing production build.
 *
 *   node scripts/lighthouse.mjs                       # serves dist/ (npm run build first) with vite preview
 *   node scripts/lighthouse.mjs http://localhost:4173 # any running build
 *   options: --pages=/,/about   --preset=mobile|desktop (default mobile)   --min=95 (exit 1 below it; 0 = report only)
 *            --runs=3 (median of several runs per page; scores vary with machine load)   --json=<file> (all scores as JSON)
 *
 * Chromium: CHROME_PATH, else /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { freePort, waitForHttp } from './lib/serve.mjs';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const baseArg = args.find((a) => !a.startsWith('--'));
const pages = option('pages', '/,/become-a-driver,/about,/privacy').split(',').filter(Boolean);
const preset = option('preset', 'mobile');
const min = Number(option('min', '95'));
const jsonOut = option('json', '');
const runs = Math.max(1, Number(option('runs', '1')));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];



/** `vite preview` of dist/ on a free port; returns its base URL and a stop function. */
async function servePreview() {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.error('No production build in dist/. Run `npm run build` first, or pass the base URL of a running site.');
    process.exit(2);
  }
  const port = await freePort();
  const child = spawn('npx', ['vite', 'preview', '--outDir', 'dist', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  await waitForHttp(base);
  return { base, stop };
}

const served = baseArg ? null : await servePreview();
const base = (baseArg ?? served.base).replace(/\/$/, '');

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const results = [];
let failed = false;
try {
  console.log(`Lighthouse ${preset} on ${base}, ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page (Chromium: ${chromePath})\n`);
  console.log(['page'.padEnd(20), 'perf', 'a11y', 'best', 'seo'].join('  '));
  for (const page of pages) {
    // Several runs: the median run by performance (Lighthouse's advice for noisy machines).
    const lhrs = [];
    for (let i = 0; i < runs; i += 1) {
      const runnerResult = await lighthouse(
        base + page,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      lhrs.push(runnerResult.lhr);
    }
    lhrs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = lhrs[Math.floor(lhrs.length / 2)];
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    results.push({ page, scores });
    const low = categories.filter((c) => scores[c] < min);
    if (min > 0 && low.length) failed = true;
    console.log([page.padEnd(20), ...categories.map((c) => String(scores[c]).padStart(4))].join('  ') + (low.length ? `   below ${min}: ${low.join(', ')}` : ''));
    // The performance metrics of that run (each scored on its own curve: the ones below 1 cost points).
    const metric = (id) => `${lhr.audits[id]?.displayValue ?? '?'} (${Math.round((lhr.audits[id]?.score ?? 0) * 100)})`;
    console.log(`    FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, SI ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}`);
    // Name what cost points, so a low score says what to fix.
    for (const c of low) {
      const misses = lhr.categories[c].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      console.log(`    ${c}: ${misses.join('; ') || 'no single audit below 0.9'}`);
    }
  }
} finally {
  await chrome.kill();
  served?.stop();
}

if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ base, preset, results }, null, 2));
if (failed) {
  console.error(`\nSome scores are below ${min}.`);
  process.exit(1);
}
