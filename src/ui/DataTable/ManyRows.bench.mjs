#!/usr/bin/env node
/**
 * Measures the DataTable ManyRows story (60,000 rows) in headless Chromium: keystroke-to-frame and
 * keystroke-to-rows latency while typing in the search box, and click-to-rows time of sorting.
 * A script, not a test: it prints figures (JSON with --json).
 *
 *   npx storybook build -o /tmp/sb && (cd /tmp/sb && python3 -m http.server 6131 &)
 *   node src/ui/DataTable/ManyRows.bench.mjs http://127.0.0.1:6131
 *
 * The base URL may also be a running `storybook dev` (slower: React development build).
 */
import { chromium } from 'playwright';

const base = (process.argv.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:6006').replace(/\/$/, '');
const asJson = process.argv.includes('--json');
const url = `${base}/iframe.html?id=components-datatable--many-rows&viewMode=story`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });

const t0 = Date.now();
await page.goto(url);
const status = page.getByRole('status').first();
const search = page.getByRole('searchbox', { name: 'Search' });
// The story's play function types a query first; wait for it, then clear back to all rows.
await search.waitFor();
await page.waitForFunction(() => document.querySelector('input[type=search]')?.value === 'zainab okafor', null, { timeout: 30_000 }).catch(() => {});
await page.waitForFunction(() => !document.querySelector('table[data-pending]'), null, { timeout: 30_000 });
const firstLoadMs = Date.now() - t0;
await search.fill('');
await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent?.includes('2400 pages'), null, { timeout: 30_000 });

// In-page probes: time from an event to the next frame, and to the frame where the table settled.
await page.evaluate(() => {
  const w = /** @type {any} */ (window);
  w.__bench = { marks: [] };
  const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  w.__benchNextFrame = nextFrame;
  document.addEventListener(
    'keydown',
    (e) => {
      if (!(e.target instanceof HTMLInputElement)) return;
      const start = performance.now();
      const mark = { key: e.key, frame: 0, rows: 0 };
      w.__bench.marks.push(mark);
      // First frame after the keystroke: how long typing was blocked.
      requestAnimationFrame(() => {
        mark.frame = performance.now() - start;
      });
      // Settled: the deferred filter committed (no data-pending) with the new query.
      const check = () => {
        const table = document.querySelector('table');
        const input = /** @type {HTMLInputElement} */ (e.target);
        if (table && !table.hasAttribute('data-pending') && input.value.length > 0) mark.rows = performance.now() - start;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.floor(s.length / 2)] * 10) / 10 : NaN;
};
const max = (xs) => Math.round(Math.max(...xs) * 10) / 10;

async function typing(query, delay) {
  await search.fill('');
  await page.waitForFunction(() => !document.querySelector('table[data-pending]'));
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    /** @type {any} */ (window).__bench.marks = [];
  });
  await search.pressSequentially(query, { delay });
  await page.waitForFunction(() => !document.querySelector('table[data-pending]'), null, { timeout: 30_000 });
  await page.waitForTimeout(300);
  const marks = await page.evaluate(() => /** @type {any} */ (window).__bench.marks);
  const text = await status.textContent();
  return { query, delayMs: delay, keys: marks.length, frameMedianMs: median(marks.map((m) => m.frame)), frameMaxMs: max(marks.map((m) => m.frame)), lastKeyToRowsMs: Math.round(marks.at(-1).rows), status: text };
}

async function sortClick(column) {
  const header = page.getByRole('columnheader', { name: new RegExp(`^${column}`) });
  const before = await header.getAttribute('aria-sort');
  const ms = await header.getByRole('button').evaluate(async (btn, prev) => {
    const th = btn.closest('th');
    const start = performance.now();
    btn.click(); // React renders the sort synchronously for a discrete click.
    await new Promise((r) => {
      const wait = () => (th.getAttribute('aria-sort') !== prev ? requestAnimationFrame(() => r(undefined)) : requestAnimationFrame(wait));
      wait();
    });
    return performance.now() - start;
  }, before);
  return { column, to: await header.getAttribute('aria-sort'), ms: Math.round(ms * 10) / 10 };
}

const results = { url, firstLoadWithPlayMs: firstLoadMs, typing: [], sorting: [] };
for (const [q, d] of [
  ['adaeze', 120],
  ['lekki', 120],
  ['okafor', 40],
  ['zainab okafor', 120],
]) {
  results.typing.push(await typing(q, d));
}
await search.fill('');
await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent?.includes('2400 pages'));
for (const col of ['Name', 'Name', 'Name', 'Trips', 'Trips', 'Joined Date', 'Balance']) results.sorting.push(await sortClick(col));
// Sorting while a search is active, then paging.
await search.fill('lekki');
await page.waitForFunction(() => !document.querySelector('table[data-pending]'));
results.sorting.push({ ...(await sortClick('Trips')), filtered: await status.textContent() });
const nextMs = await page.getByRole('button', { name: 'Next' }).evaluate(async (btn) => {
  const start = performance.now();
  btn.click();
  await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  return performance.now() - start;
});
results.pageNextMs = Math.round(nextMs * 10) / 10;

await browser.close();

if (asJson) console.log(JSON.stringify(results, null, 2));
else {
  console.log(`DataTable ManyRows (60,000 rows) — ${url}`);
  console.log(`first load incl. story play: ${results.firstLoadWithPlayMs} ms`);
  for (const t of results.typing)
    console.log(`type "${t.query}" (${t.delayMs} ms/key): keystroke->frame median ${t.frameMedianMs} ms, max ${t.frameMaxMs} ms; last key->rows ${t.lastKeyToRowsMs} ms; ${t.status}`);
  for (const s of results.sorting) console.log(`sort ${s.column} -> ${s.to}: ${s.ms} ms${s.filtered ? ` (search "lekki", ${s.filtered})` : ''}`);
  console.log(`Next page: ${results.pageNextMs} ms`);
}
