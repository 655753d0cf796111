/**
 * `npm run mock:server` (mocks/httpServer.ts) over real sockets: requests are written by hand with
 * node:net, so a test can send any Host and the msw/node interceptor of the unit setup never sees them.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowedHostNames, LOGIN_FAILURES_PER_MINUTE, MAX_BODY, startMockServer } from './httpServer';

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP request (1.0 unless said, so answers come unchunked) on a fresh connection; the answer as status, headers and body text. */
function raw(port: number, head: string, body: string | Buffer = ''): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${head.trim().replace(/\n/g, '\r\n')}\r\nConnection: close\r\n\r\n`);
    if (body.length) socket.write(body);
    socket.end();
  });
}

let server: Server;
let port: number;

beforeAll(async () => {
  server = await startMockServer({ port: 0, host: '127.0.0.1', origins: ['http://127.0.0.1:4173'] });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const login = (host: string, body: string, type = 'application/json') =>
  raw(port, `POST /api/admin/login HTTP/1.0\nHost: ${host}\nContent-Type: ${type}\nContent-Length: ${Buffer.byteLength(body)}`, body);

describe('mock:server', () => {
  it('answers its own names', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const r = await login(host, '{"email":"admin@kero.ng","password":"admin123"}');
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body)).toMatchObject({ message: 'Login successful' });
    }
  });

  it('refuses any other Host (DNS rebinding) with JSON, before a handler runs', async () => {
    const r = await raw(port, `GET /api/admin/get-all-trips HTTP/1.0\nHost: evil.example:${port}`);
    expect(r.status).toBe(421);
    expect(r.headers['content-type']).toBe('application/json');
    expect(JSON.parse(r.body).message).toMatch(/does not answer for the host evil\.example/);
    const none = await raw(port, 'GET /api/admin/get-all-trips HTTP/1.0\nAccept: */*');
    expect(none.status).toBe(400);
    expect(JSON.parse(none.body)).toEqual({ message: 'A Host header is required' });
  });

  it('a malformed request gets JSON without a stack trace', async () => {
    for (const r of [await raw(port, `GET /api/admin/x HTTP/1.0\nHost: [bad host`), await raw(port, `GET /api/admin/x HTTP/1.0\nHost: 127.0.0.1:${port}\nBad Header Line`)]) {
      expect([400, 421]).toContain(r.status);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.body).not.toMatch(/\bat \S+ \(|node:internal|Error:/);
      expect(() => JSON.parse(r.body)).not.toThrow();
    }
  });

  it('answers 413 (not a reset connection) for a body over the limit, declared or sent in chunks', async () => {
    const big = Buffer.alloc(MAX_BODY + 10, 'a');
    const declared = await raw(port, `POST /api/admin/login HTTP/1.0\nHost: 127.0.0.1:${port}\nContent-Type: application/json\nContent-Length: ${big.length}`, big);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).message).toMatch(/larger than/);
    const chunked = await raw(
      port,
      `POST /api/admin/login HTTP/1.1\nHost: 127.0.0.1:${port}\nContent-Type: application/json\nTransfer-Encoding: chunked`,
      Buffer.concat([Buffer.from(`${big.length.toString(16)}\r\n`), big, Buffer.from('\r\n0\r\n\r\n')]),
    );
    expect(chunked.status).toBe(413);
    expect(chunked.body).toContain('larger than');
  });

  it('answers 415 for a body that is not application/json', async () => {
    const r = await login(`127.0.0.1:${port}`, '{"email":"admin@kero.ng","password":"admin123"}', 'text/plain');
    expect(r.status).toBe(415);
    expect(JSON.parse(r.body).message).toMatch(/JSON/);
    expect((await login(`127.0.0.1:${port}`, '{"email":"admin@kero.ng","password":"admin123"}', 'application/json; charset=utf-8')).status).toBe(200);
  });

  it('answers 429 after 10 wrong passwords in a minute from one address', async () => {
    const wrong = '{"email":"lagos@kero.ng","password":"nope-nope"}';
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect((await login(`127.0.0.1:${port}`, wrong)).status).toBe(401);
    const blocked = await login(`127.0.0.1:${port}`, '{"email":"lagos@kero.ng","password":"lagos123"}');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(blocked.body).message).toMatch(/Too many failed sign-in attempts/);
    expect(LOGIN_FAILURES_PER_MINUTE).toBe(10);
  });
});

describe('mock:server binding', () => {
  it('answers only the bound name and loopback names, plus --allowed-host', () => {
    expect([...allowedHostNames({ host: '127.0.0.1', port: 4319 })].sort()).toEqual(['127.0.0.1:4319', '[::1]:4319', 'localhost:4319']);
    expect(allowedHostNames({ host: '0.0.0.0', port: 4319, allowedHosts: ['devbox.lan'] }).has('devbox.lan:4319')).toBe(true);
    expect(allowedHostNames({ host: '0.0.0.0', port: 4319 }).has('0.0.0.0:4319')).toBe(false);
  });

  it('tells once when the indexes of its answers are built after it listens', async () => {
    const told: number[] = [];
    let started: Promise<Server> | null = null;
    await new Promise<void>((ready) => {
      started = startMockServer({ port: 0, host: '127.0.0.1', origins: [], onIndexesReady: (ms) => (told.push(ms), ready()) });
    });
    const server = await started!;
    await new Promise<void>((r) => server.close(() => r()));
    expect(told).toHaveLength(1);
    expect(told[0]).toBeGreaterThanOrEqual(0);
  });

  it('warns at start when bound beyond loopback, and not on loopback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const wide = await startMockServer({ port: 0, host: '0.0.0.0', origins: [] });
      await new Promise<void>((r) => wide.close(() => r()));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/WARNING: bound to 0\.0\.0\.0/);
      const local = await startMockServer({ port: 0, host: '127.0.0.1', origins: [] });
      await new Promise<void>((r) => local.close(() => r()));
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
