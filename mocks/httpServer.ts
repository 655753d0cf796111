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

export interface MockServerOptions {
  port: number;
  host: string;
  /** Origins allowed by CORS (the console's), e.g. http://127.0.0.1:4173. Calls without Origin (curl) always pass. */
  origins: string[];
  /** Response latency in ms (0 = none). */
  latency?: { min: number; max: number };
  scale?: number;
}

const MAX_BODY = 1_000_000;
const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type';

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toFetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    for (const v of values ?? []) headers.append(name, v);
  }
  return headers;
}

async function answer(req: IncomingMessage, res: ServerResponse, o: MockServerOptions): Promise<void> {
  const origin = req.headers.origin;
  const common: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', Vary: 'Origin' };
  if (origin !== undefined) {
    if (!o.origins.includes(origin)) {
      sendJson(res, 403, { message: `Origin ${origin} is not allowed` }, common);
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
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${o.host}:${o.port}`}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  if (body === null) {
    sendJson(res, 413, { message: 'Request body too large' }, common);
    return;
  }
  const request = new Request(url, { method: req.method, headers: toFetchHeaders(req), body: body && body.length ? new Uint8Array(body) : undefined });
  const response = url.pathname.startsWith('/api/') ? await getResponse(handlers, request) : undefined;
  if (!response) {
    sendJson(res, 404, { message: MESSAGES.routeNotFound }, common);
    return;
  }
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
  const server = createServer((req, res) => {
    answer(req, res, o).catch((e: unknown) => {
      console.error('[mock:server]', e);
      if (!res.headersSent) sendJson(res, 500, { message: 'Mock server error' });
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve(server));
  });
}
