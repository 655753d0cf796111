#!/usr/bin/env node
/**
 * The mock server at scale (docs/performance.md, "mock:server at scale"): starts `npm run mock:server` with
 * `--scale N` on its own port, times its start (spawn → listening), signs in, fires a fixed set of paged
 * requests per list (default, a search, each sort kind both ways, each filter, a date range, the last page,
 * one record by id) and prints per kind the first request's time (a new query: one pass over the list) and
 * the median / p95 of the repeats, each asking for another page of it (pages 2, 3, …, as a reader pages
 * on), the answer's bytes, then a six-letter word asked a letter at a time (as typing sends it), and the
 * server's peak resident memory (VmHWM). Figures only: the exit code says whether it ran.
 *
 * By default the requests start once the server has built its indexes (it prints "indexes ready"; the
 * time is printed beside the start's); --cold asks as soon as it listens, while it builds them.
 *
 *   node scripts/bench-mock.mjs [--scale 1700] [--port 4415] [--repeat 7] [--role admin|lagos] [--cold]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1700' },
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4415' },
    repeat: { type: 'string', default: '7' },
    role: { type: 'string', default: 'admin' },
    // Ask at once when it listens, while it still builds its indexes (the first questions make what they need).
    cold: { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const port = Number(values.port);
const base = `http://127.0.0.1:${port}/api/admin`;
const repeat = Math.max(1, Number(values.repeat));
const ACCOUNTS = { admin: ['admin@kero.ng', 'admin123'], lagos: ['lagos@kero.ng', 'lagos123'] };

/** Per list: the request kinds, as query strings after `page`/`limit`. */
const KINDS = {
  'get-all-transactions': {
    default: '',
    'q (6 letters)': 'q=zenith',
    'q (rare)': 'q=kro-8f3a',
    'sort text asc': 'sort=reference&order=asc',
    'sort text desc': 'sort=reference&order=desc',
    'sort number asc': 'sort=amount&order=asc',
    'sort number desc': 'sort=amount&order=desc',
    'sort date asc': 'sort=createdAt&order=asc',
    'sort date desc': 'sort=createdAt&order=desc',
    'sort email desc': 'sort=email&order=desc',
    'filter service': 'service=fund_account',
    'filter status': 'status=failed',
    'date range': 'from=2026-10-01&to=2026-10-31',
    'q + sort + filters': 'q=zenith&sort=amount&order=desc&service=fund_transfer&status=success&from=2026-09-01&to=2026-11-20',
    'last page': 'page=LAST',
    id: 'id=ID',
    'another id': 'id=ID2',
  },
  'get-all-trips': {
    default: '',
    'q (6 letters)': 'q=adebay',
    'sort text asc': 'sort=driverName&order=asc',
    'sort text desc': 'sort=driverName&order=desc',
    'sort number asc': 'sort=fare&order=asc',
    'sort number desc': 'sort=fare&order=desc',
    'sort status desc': 'sort=status&order=desc',
    'filter status': 'status=cancelled',
    'q + sort + filter': 'q=lekki&sort=fare&order=desc&status=completed',
    'last page': 'page=LAST',
  },
  users: {
    default: '',
    'q (6 letters)': 'q=adebay',
    'sort text asc': 'sort=fullname&order=asc',
    'sort date desc': 'sort=createdAt&order=desc',
    'last page': 'page=LAST',
  },
  drivers: {
    default: '',
    'q (6 letters)': 'q=adebay',
    'sort text desc': 'sort=firstname&order=desc',
    'filter stage': 'stage=kycSubmitted',
    'last page': 'page=LAST',
  },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
};
const r1 = (x) => Math.round(x * 10) / 10;

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function rss(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(s)?.[1] ?? NaN);
    return { peakMB: kb('VmHWM') / 1024, nowMB: kb('VmRSS') / 1024 };
  } catch {
    return { peakMB: NaN, nowMB: NaN };
  }
}

async function main() {
  const loadStart = os.loadavg();
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/mock-server.mjs'), '--port', String(port), '--scale', values.scale], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    let out = '';
    const printed = (text) =>
      new Promise((resolve, reject) => {
        const look = () => {
          if (!out.includes(text)) return;
          child.stdout.off('data', look);
          resolve();
        };
        child.stdout.on('data', look);
        look();
        child.once('exit', (code) => reject(new Error(`mock:server exited (${code}) before it printed "${text}"`)));
      });
    child.stdout.on('data', (d) => void (out += d));
    await printed('Kero mock API on');
    const startMs = performance.now() - t0;
    const started = rss(child.pid);
    console.log(`[bench-mock] --scale ${values.scale}: listening after ${Math.round(startMs)} ms, RSS ${Math.round(started.nowMB)} MB (peak ${Math.round(started.peakMB)} MB)`);
    let readyMs = null;
    if (!values.cold) {
      await printed('indexes ready');
      readyMs = performance.now() - t0;
      const ready = rss(child.pid);
      console.log(`[bench-mock] indexes ready after ${Math.round(readyMs)} ms, RSS ${Math.round(ready.nowMB)} MB (peak ${Math.round(ready.peakMB)} MB)`);
    }

    const [email, password] = ACCOUNTS[values.role];
    const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const token = (await login.json()).data.token;
    const headers = { Authorization: `Bearer ${token}` };
    const get = async (url) => {
      const t = performance.now();
      const res = await fetch(url, { headers });
      const text = await res.text();
      const ms = performance.now() - t;
      if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
      return { ms, bytes: Buffer.byteLength(text), body: JSON.parse(text) };
    };
    const pagingOf = (body) => body.paging ?? body.data?.paging ?? body.data?.data?.paging;
    const rowsOf = (body) => body.trips ?? body.data?.data?.drivers ?? body.data?.data;

    const results = [];
    for (const [list, kinds] of Object.entries(KINDS)) {
      // The first answer (it may build a sort order or a search text): its time, then the repeats.
      const first = await get(`${base}/${list}?page=1&limit=25`);
      const total = pagingOf(first.body).total;
      const lastPage = Math.max(1, Math.ceil(total / 25));
      const rows = rowsOf(first.body) ?? [];
      const someId = rows[rows.length - 1]?._id ?? '';
      const otherId = rows[0]?._id ?? '';
      for (const [kind, qs] of Object.entries(kinds)) {
        const params = qs.replace('page=LAST', `page=${lastPage}`).replace(/\bID2?\b/g, (m) => encodeURIComponent(m === 'ID2' ? otherId : someId));
        const url = `${base}/${list}?${params.startsWith('page=') ? '' : 'page=1&'}limit=25${params ? `&${params}` : ''}`;
        const times = [];
        let answer;
        const fixedPage = params.startsWith('page=') || params.startsWith('id=');
        for (let i = 0; i < repeat; i++) {
          answer = await get(fixedPage || i === 0 ? url : url.replace('page=1&', `page=${i + 1}&`));
          times.push(answer.ms);
        }
        const rest = times.slice(1).length ? times.slice(1) : times;
        const row = { list, kind, firstMs: times[0], medianMs: median(rest), p95Ms: p95(rest), bytes: answer.bytes, total: pagingOf(answer.body).total };
        results.push(row);
        console.log(
          `[bench-mock] ${list.padEnd(21)} ${kind.padEnd(19)} first ${String(Math.round(row.firstMs)).padStart(5)} ms · median ${String(r1(row.medianMs)).padStart(6)} ms · p95 ${String(r1(row.p95Ms)).padStart(6)} ms · ${String(row.bytes).padStart(6)} B · total ${row.total}`,
        );
      }
    }
    // Typing: each prefix of a word is a new query (the server narrows the kept selection of the shorter one).
    const typing = [];
    for (const word of ['keysto', 'polari']) {
      for (let n = 1; n <= word.length; n++) typing.push({ q: word.slice(0, n), ms: (await get(`${base}/get-all-transactions?page=1&limit=25&q=${word.slice(0, n)}`)).ms });
    }
    console.log(`[bench-mock] get-all-transactions typed a letter at a time: ${typing.map((t) => `${t.q} ${Math.round(t.ms)}`).join(', ')} ms`);
    const end = rss(child.pid);
    const tx = results.filter((r) => r.list === 'get-all-transactions').map((r) => r.medianMs);
    console.log('');
    console.log(`mock:server --scale ${values.scale} · role ${values.role} · ${repeat} requests per kind (median over the repeats after the first) · ${os.cpus().length} CPUs, load ${loadStart.map((x) => x.toFixed(2)).join(' ')} → ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    console.log(`start (spawn → listening): ${r1(startMs / 1000)} s; ${readyMs === null ? 'asked at once (--cold), while it built its indexes' : `indexes ready (spawn → built): ${r1(readyMs / 1000)} s, asked after that`}`);
    console.log(`peak RSS: ${Math.round(end.peakMB)} MB (now ${Math.round(end.nowMB)} MB)`);
    const firsts = results.filter((r) => r.list === 'get-all-transactions').map((r) => r.firstMs);
    console.log(`transactions, another page of a query: worst kind's median ${r1(Math.max(...tx))} ms, median of the kinds' medians ${r1(median(tx))} ms`);
    console.log(`transactions, a new query (first request of each kind): median ${r1(median(firsts))} ms, worst ${r1(Math.max(...firsts))} ms; typed prefixes: median ${r1(median(typing.map((t) => t.ms)))} ms`);
  } finally {
    stop();
  }
}

main().catch((e) => {
  console.error('[bench-mock] failed:', e?.stack ?? e, e?.cause ? `\ncause: ${e.cause?.stack ?? e.cause}` : '');
  process.exit(1);
});
