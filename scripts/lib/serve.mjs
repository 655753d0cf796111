// Shared by the measuring scripts: a free loopback port and a wait until a URL answers.
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resolves once `port` can be bound on 127.0.0.1 (a server stopped just before has let it go); rejects after `timeoutMs`. */
export async function waitPortFree(port, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const free = await new Promise((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return;
    if (Date.now() > end) throw new Error(`port ${port} is still in use after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
