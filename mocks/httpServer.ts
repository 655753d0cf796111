/**
 * The mock backend as a real HTTP server (`npm run mock:server`): the same handlers as the in-browser
 * worker, on another origin than the console, so developers can call it with curl and the production
 * build can run against it (VITE_API_URL=http://127.0.0.1:<port>) under its CSP: the real cross-origin
 * path (docs/security.md). CORS answers only the console origins it is given.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers, MESSAGES } from './handlers';
import { configureMockDb } from './db/store';
import { setMockLatency } from './latency';
import { prepareIndexes, prepareQueryIndexes } from './db/query';

export interface MockServerOptions {
  port: number;
  /** The address it binds to; the `Host` names it answers are this one's (and loopback's) only. */
  host: string;
  /** Further `Host` names to answer (`--allowed-host`), e.g. a LAN name when bound beyond loopback. */
  allowedHosts?: string[];
  /** Origins allowed by CORS (the console's), e.g. http://127.0.0.1:4173. Calls without Origin (curl) always pass. */
  origins: string[];
  /** Response latency in ms (0 = none). */
  latency?: { min: number; max: number };
  scale?: number;
  /** Called once the answers' indexes are built after listening (prepareIndexes), with the ms since it listened. */
  onIndexesReady?: (ms: number) => void;
}

/** Request bodies above this many bytes get a 413 (the console's largest body is well under 2 KB). */
export const MAX_BODY = 1_000_000;
/** Wrong passwords from one address within a minute before `/login` answers 429. */
export const LOGIN_FAILURES_PER_MINUTE = 10;
const LOGIN_WINDOW_MS = 60_000;
/** The longest a slice of building the answers' indexes after start-up (prepareIndexes) keeps a request waiting. */
const INDEX_SLICE_MS = 25;
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type';

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers }).end(text);
}

/** The body, or null when it passes MAX_BODY: the rest is drained (not reset), so the 413 reaches the caller. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** True for a loopback bind address (`127.x`, `::1`, `localhost`). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The `Host` values this server answers: its bound name and loopback's, with its port. Any other name
 * (DNS rebinding: evil.example resolving to 127.0.0.1) is refused before a handler runs.
 */
export function allowedHostNames(o: Pick<MockServerOptions, 'host' | 'port' | 'allowedHosts'>): Set<string> {
  const bound = o.host.includes(':') && !o.host.startsWith('[') ? `[${o.host}]` : o.host;
  const names = new Set<string>();
  const wildcard = o.host === '0.0.0.0' || o.host === '::';
  for (const name of [...(wildcard ? [] : [bound]), ...LOOPBACK_NAMES, ...(o.allowedHosts ?? [])]) {
    names.add(`${name.toLowerCase()}:${o.port}`);
    if (o.port === 80) names.add(name.toLowerCase());
  }
  return names;
}

/** `application/json` (with or without parameters such as charset), the only body type the API takes. */
function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json';
}

/** Wrong sign-in passwords per client address, in a sliding minute. */
class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private recent(address: string, now: number): number[] {
    const kept = (this.failures.get(address) ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
    if (kept.length) this.failures.set(address, kept);
    else this.failures.delete(address);
    return kept;
  }
  /** Seconds until the address may try again, or 0 when it may now. */
  retryAfter(address: string, now = Date.now()): number {
    const kept = this.recent(address, now);
    if (kept.length < LOGIN_FAILURES_PER_MINUTE) return 0;
    return Math.max(1, Math.ceil((kept[0]! + LOGIN_WINDOW_MS - now) / 1000));
  }
  fail(address: string, now = Date.now()): void {
    this.failures.set(address, [...this.recent(address, now), now]);
  }
}

function toFetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    for (const v of values ?? []) headers.append(name, v);
  }
  return headers;
}

async function answer(req: IncomingMessage, res: ServerResponse, o: MockServerOptions, hosts: Set<string>, throttle: LoginThrottle): Promise<void> {
  const origin = req.headers.origin;
  const common: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', Vary: 'Origin' };
  // Host first: a page on another name that resolves here (DNS rebinding) reaches no handler.
  const host = req.headers.host?.toLowerCase();
  if (!host) {
    sendJson(res, 400, { message: 'A Host header is required' }, common);
    return;
  }
  if (!hosts.has(host)) {
    sendJson(res, 421, { message: `This server does not answer for the host ${host.slice(0, 100)}` }, common);
    return;
  }
  if (origin !== undefined) {
    if (!o.origins.includes(origin)) {
      sendJson(res, 403, { message: `Origin ${origin.slice(0, 100)} is not allowed` }, common);
      return;
    }
    common['Access-Control-Allow-Origin'] = origin;
  }
  if (req.method === 'OPTIONS') {
    res
      .writeHead(204, { ...common, 'Access-Control-Allow-Methods': ALLOW_METHODS, 'Access-Control-Allow-Headers': ALLOW_HEADERS, 'Access-Control-Max-Age': '600' })
      .end();
    return;
  }
  const url = new URL(req.url ?? '/', `http://${host}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const declared = Number(req.headers['content-length'] ?? 0);
  if (hasBody && declared > MAX_BODY) {
    // Said up front: answer at once and close, without reading a megabyte we will not use.
    sendJson(res, 413, { message: `Request body larger than ${MAX_BODY} bytes` }, { ...common, Connection: 'close' });
    req.resume();
    return;
  }
  const body = hasBody ? await readBody(req) : undefined;
  if (body === null) {
    sendJson(res, 413, { message: `Request body larger than ${MAX_BODY} bytes` }, { ...common, Connection: 'close' });
    return;
  }
  if (body && body.length > 0 && !isJson(req.headers['content-type'])) {
    sendJson(res, 415, { message: 'Request bodies must be JSON (Content-Type: application/json)' }, common);
    return;
  }
  const address = req.socket.remoteAddress ?? 'unknown';
  const isLogin = req.method === 'POST' && url.pathname === '/api/admin/login';
  if (isLogin) {
    const wait = throttle.retryAfter(address);
    if (wait > 0) {
      sendJson(res, 429, { message: 'Too many failed sign-in attempts. Try again in a minute.' }, { ...common, 'Retry-After': String(wait) });
      return;
    }
  }
  const request = new Request(url, { method: req.method, headers: toFetchHeaders(req), body: body && body.length ? new Uint8Array(body) : undefined });
  const response = url.pathname.startsWith('/api/') ? await getResponse(handlers, request) : undefined;
  if (!response) {
    sendJson(res, 404, { message: MESSAGES.routeNotFound }, common);
    return;
  }
  if (isLogin && response.status === 401) throttle.fail(address);
  const out: Record<string, string> = { ...common };
  response.headers.forEach((v, k) => {
    out[k] = v;
  });
  res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()));
}

/** Starts the server; resolves once it listens. */
export function startMockServer(o: MockServerOptions): Promise<Server> {
  configureMockDb({ persist: false, ...(o.scale ? { scale: o.scale } : {}) });
  setMockLatency(o.latency ?? 0);
  if (!isLoopback(o.host)) {
    console.warn(
      `[mock:server] WARNING: bound to ${o.host}, beyond this machine: anyone on the network can sign in with the demo accounts and change the mock data. Use --host 127.0.0.1 unless you mean it.`,
    );
  }
  // Filled once it listens (port 0 picks a free port, which the names must carry).
  let hosts = new Set<string>();
  const throttle = new LoginThrottle();
  // The collections are made before the first question, not during it; the ledger's Lagos days and the
  // search texts after listening, INDEX_SLICE_MS at a time between requests (a question that comes first
  // makes what it needs of the rest itself).
  prepareQueryIndexes();
  const server = createServer((req, res) => {
    answer(req, res, o, hosts, throttle).catch((e: unknown) => {
      // The cause goes to this terminal only; the caller gets JSON without a stack trace.
      console.error('[mock:server]', e instanceof Error ? e.message : e);
      if (!res.headersSent) sendJson(res, 500, { message: 'Mock server error' });
      else res.end();
    });
  });
  // A request Node cannot parse (a malformed Host, a bad header) gets JSON too, not Node's plain text.
  server.on('clientError', (_err, socket) => {
    if (!socket.writable) return socket.destroy();
    const body = JSON.stringify({ message: 'Bad request' });
    socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      const address = server.address();
      hosts = allowedHostNames({ ...o, port: typeof address === 'object' && address ? address.port : o.port });
      const listening = performance.now();
      const slice = () => {
        if (!prepareIndexes(performance.now() + INDEX_SLICE_MS)) setImmediate(slice);
        else if (o.onIndexesReady) o.onIndexesReady(performance.now() - listening);
      };
      setImmediate(slice);
      resolve(server);
    });
  });
}
