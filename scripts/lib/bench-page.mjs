// In-page probes of `npm run bench` (scripts/bench.mjs) and the Playwright steps that drive them.
// Times are taken inside the page: from the input event's own timestamp (keydown, click) to the frame
// after the rows changed ("painted": the task after the next animation frame).

/** Init script: long tasks, the first real rows painted, and the timestamps of keys and clicks. */
export function instrument() {
  const b = { tasks: [], rowsCommitAt: null, rowsAt: null, lastKey: null, lastClick: null };
  window.__bench = b;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long task timing in this browser */
  }
  // When the page's script calls fetch (the resource timing's start can come later, once the task ends).
  b.fetchCalls = [];
  const fetch0 = window.fetch;
  window.fetch = function (...args) {
    b.fetchCalls.push(performance.now());
    return fetch0.apply(this, args);
  };
  addEventListener('keydown', (e) => (b.lastKey = e.timeStamp), true);
  addEventListener('click', (e) => {
    // The export hands its file over by clicking a hidden `<a download>`: that click ends an export.
    if (e.target instanceof HTMLAnchorElement && e.target.hasAttribute('download')) b.downloadAt = performance.now();
    else b.lastClick = e.timeStamp;
  }, true);
  b.afterPaint = (cb) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => cb(performance.now());
      ch.port2.postMessage(0);
    });
  // Called from a frame's requestAnimationFrame callback: that frame paints what the DOM holds now, and
  // a message posted here is handled after its rendering (asking for another frame would add one).
  b.afterThisFrame = (cb) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(performance.now());
    ch.port2.postMessage(0);
  };
  b.busy = () => {
    const t = document.querySelector('main table');
    return !t || t.hasAttribute('data-pending') || t.getAttribute('aria-busy') === 'true';
  };
  b.sig = (withSort) =>
    (document.querySelector('main table tbody')?.textContent ?? '') +
    (document.querySelector('main [role=status]')?.textContent ?? '') +
    (withSort ? [...document.querySelectorAll('main table thead th')].map((th) => th.getAttribute('aria-sort') ?? '').join() : '');
  /** Sets b.doneAt once the rows (or, for sorts, the sorted column) differ from now and are painted; null after `timeoutMs`. */
  b.arm = (timeoutMs, withSort = false) => {
    const before = b.sig(withSort);
    const t0 = performance.now();
    b.doneAt = undefined;
    const tick = () => {
      if (!b.busy() && b.sig(withSort) !== before) b.afterThisFrame((t) => (b.doneAt = t));
      else if (performance.now() - t0 > timeoutMs) b.doneAt = null;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  const mo = new MutationObserver(() => {
    if (b.rowsCommitAt !== null) return;
    if (document.querySelector('main table tbody tr:not([data-skeleton]) td:nth-child(2)')) {
      b.rowsCommitAt = performance.now();
      mo.disconnect();
      b.afterPaint((t) => (b.rowsAt = t));
    }
  });
  mo.observe(document, { childList: true, subtree: true });
  // The dashboard (docs/performance.md, "The demo's mock in the page"): countsAt, the frame after the
  // counts' cards (the "Drivers" group: GET /admin/dashboard) are filled; cardsAt, after every card of the
  // screen is, the "Today" panel's (paged ledger questions) included.
  b.countsAt = null;
  b.cardsAt = null;
  const filled = (root) => !!root && root.querySelector('[role=group][aria-labelledby]') !== null && root.querySelector('[aria-busy=true]') === null;
  const cards = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (b.countsAt === null && filled(main?.querySelector('[role=group][aria-label=Drivers]'))) b.afterPaint((t) => (b.countsAt ??= t));
    const today = [...(main?.querySelectorAll('h2') ?? [])].some((h) => h.textContent === 'Today');
    if (b.cardsAt === null && today && filled(main)) {
      cards.disconnect();
      b.afterPaint((t) => (b.cardsAt = t));
    }
  });
  cards.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  /**
   * For a navigation inside the app: from now, b.rowsAt is when the first real rows of the table captioned
   * `caption` were painted (the screen before it may have a table of its own and stays until the next
   * screen's code is there).
   */
  b.watchRows = (caption) => {
    b.rowsCommitAt = null;
    b.rowsAt = null;
    const found = () =>
      [...document.querySelectorAll('main table')].some(
        (t) => (t.querySelector('caption')?.textContent ?? '').includes(caption) && t.querySelector('tbody tr:not([data-skeleton]) td:nth-child(2)'),
      );
    const watch = new MutationObserver(() => {
      if (b.rowsCommitAt !== null || !found()) return;
      b.rowsCommitAt = performance.now();
      watch.disconnect();
      b.afterPaint((t) => (b.rowsAt = t));
    });
    watch.observe(document, { childList: true, subtree: true });
  };
}

/**
 * Waits for the first real rows (clicking "Try again" if the list failed, e.g. a timeout while the mock
 * generates its data on a loaded machine). Times are from navigation start.
 */
export async function waitForRows(page, timeoutMs = 240_000) {
  const end = Date.now() + timeoutMs;
  let retries = 0;
  while (Date.now() < end) {
    const s = await page.evaluate(() => ({ rowsAt: window.__bench?.rowsAt ?? null, failed: [...document.querySelectorAll('main button')].some((b) => b.textContent === 'Try again') }));
    if (s.rowsAt !== null) {
      const tasks = await page.evaluate((t) => window.__bench.tasks.filter(([start]) => start < t).map(([, d]) => d), s.rowsAt);
      return { rowsAt: s.rowsAt, longestTaskBeforeRows: tasks.length ? Math.max(...tasks) : 0, retries };
    }
    if (s.failed) {
      retries++;
      await page.getByRole('button', { name: 'Try again' }).click();
    }
    await page.waitForTimeout(100);
  }
  return { rowsAt: null, longestTaskBeforeRows: null, retries };
}

/**
 * Types `query` with real key events, one key after the previous one's rows are painted; per key, ms
 * from keydown to painted rows, and the long tasks between the first key and the last answer.
 */
export async function typeKeys(page, query) {
  const box = page.locator('main input[type="search"]');
  await box.focus();
  const start = await page.evaluate(() => performance.now());
  const keys = [];
  for (const ch of query) {
    await page.evaluate(() => window.__bench.arm(5000));
    await page.keyboard.press(ch);
    await page.waitForFunction(() => window.__bench.doneAt !== undefined, null, { polling: 16, timeout: 15_000 }).catch(() => {});
    const r = await page.evaluate(() => ({ key: window.__bench.lastKey, done: window.__bench.doneAt ?? null }));
    keys.push({ char: ch, ms: r.done === null || r.key === null ? null : Math.round((r.done - r.key) * 10) / 10 });
  }
  const end = await page.evaluate(() => performance.now());
  const longTasks = await page.evaluate(([a, z]) => window.__bench.tasks.filter(([s, d]) => s + d > a && s < z).map(([, d]) => d), [start, end]);
  return { keys, longTasks };
}

/** Empties the search box with real keys and waits for the full list. */
export async function clearSearch(page) {
  const box = page.locator('main input[type="search"]');
  await box.focus();
  await page.evaluate(() => window.__bench.arm(10_000));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => window.__bench.doneAt !== undefined, null, { polling: 50, timeout: 20_000 }).catch(() => {});
}

/**
 * The header cell of the sortable column named `header` (Kero's and the floor's): its sort button is its
 * first button (a Kero header also holds the column's tools).
 */
export function sortHeader(page, header) {
  return page.locator('main table thead th').filter({ has: page.locator('button') }).filter({ hasText: new RegExp(`^\\s*${header.replace(/[()]/g, '\\$&')}\\s*$`) }).first();
}

/** Clicks a column's sort button; ms from the click to the rows painted in the new order (not the header's aria-sort). */
export async function sortClick(page, header) {
  const th = sortHeader(page, header);
  if ((await th.count()) === 0) return { ms: null, note: `no sortable "${header}" column` };
  await page.evaluate(() => window.__bench.arm(10_000));
  await th.locator('button').first().click();
  await page.waitForFunction(() => window.__bench.doneAt !== undefined, null, { polling: 16, timeout: 20_000 }).catch(() => {});
  const r = await page.evaluate(() => ({ click: window.__bench.lastClick, done: window.__bench.doneAt ?? null }));
  const sort = await th.getAttribute('aria-sort');
  return { ms: r.done === null || r.click === null ? null : Math.round((r.done - r.click) * 10) / 10, sort };
}

/** In the page: text of the first data row's cell under `header`. */
export function firstCell(header) {
  const ths = [...document.querySelectorAll('main table thead th')];
  const i = ths.findIndex((h) => h.textContent.trim() === header);
  const row = document.querySelector('main table tbody tr:not([data-skeleton])');
  return i >= 0 && row ? (row.children[i]?.textContent ?? '') : '';
}

/** Waits until no long task has ended for `quietMs` (the list's background work, e.g. its search index, is done). */
export async function waitForQuiet(page, quietMs = 1000, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const idleFor = await page.evaluate(() => {
      const ends = window.__bench.tasks.map(([s, d]) => s + d);
      return performance.now() - (ends.length ? Math.max(...ends) : 0);
    });
    if (idleFor >= quietMs) return true;
    await page.waitForTimeout(Math.max(100, quietMs - idleFor));
  }
  return false;
}

/**
 * Clicks "Export CSV" and waits for the download: ms from the click to the file handed to the browser
 * (the hidden link's click), the long tasks in between, and the downloaded file's line count.
 */
export async function exportClick(page, label = 'Export CSV', timeout = 120_000) {
  const button = page.getByRole('button', { name: label });
  await page.evaluate(() => (window.__bench.downloadAt = undefined));
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), button.click()]);
  await page.waitForFunction(() => window.__bench.downloadAt !== undefined, null, { polling: 50, timeout: 10_000 }).catch(() => {});
  const r = await page.evaluate(() => {
    const b = window.__bench;
    const start = b.lastClick;
    const done = b.downloadAt ?? null;
    const tasks = start === null ? [] : b.tasks.filter(([s, d]) => s + d > start && (done === null || s < done)).map(([, d]) => d);
    return { start, done, tasks };
  });
  const file = await download.path();
  return {
    ms: r.done === null || r.start === null ? null : Math.round((r.done - r.start) * 10) / 10,
    longTasks: r.tasks,
    fileName: download.suggestedFilename(),
    file,
  };
}
