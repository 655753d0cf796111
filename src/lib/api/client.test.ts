import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../../../mocks/node';
import { messageSchema } from '../schemas';
import { env } from '../env';
import { ApiError, configureApi, errorMessage, request, tooLargeMessage, UNEXPECTED_ANSWER_MESSAGE, UNSAFE_ID_MESSAGE } from './client';
import { requestList } from './list';
import { buildPath, UnsafePathError } from './path';

const schema = z.object({ ok: z.boolean() });

function hooks() {
  const h = { onUnauthorized: vi.fn(), onNetworkError: vi.fn() };
  configureApi(h);
  return h;
}

describe('api client', () => {
  it('sends the bearer token and parses the body', async () => {
    hooks();
    localStorage.setItem('token', 'tok-1');
    let auth: string | null = null;
    server.use(
      http.get('*/api/admin/thing', ({ request: r }) => {
        auth = r.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(request('/admin/thing', { schema })).resolves.toEqual({ ok: true });
    expect(auth).toBe('Bearer tok-1');
  });

  it('calls fetch in the same task when the gate is open, and only once a pending gate opens', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    try {
      // Open: the request is made before the code that asked for it ends (a screen's render sends it).
      configureApi({ onUnauthorized: vi.fn(), onNetworkError: vi.fn(), beforeRequest: () => undefined });
      server.use(http.get('*/api/admin/thing', () => HttpResponse.json({ ok: true })));
      const open = request('/admin/thing', { schema });
      expect(fetch).toHaveBeenCalledTimes(1);
      await expect(open).resolves.toEqual({ ok: true });
      // Pending (the demo's mock backend still starting): nothing leaves until it is ready.
      let ready!: () => void;
      const gate = new Promise<void>((r) => (ready = r));
      configureApi({ onUnauthorized: vi.fn(), onNetworkError: vi.fn(), beforeRequest: () => gate });
      const waiting = request('/admin/thing', { schema });
      await Promise.resolve();
      expect(fetch).toHaveBeenCalledTimes(1);
      ready();
      await expect(waiting).resolves.toEqual({ ok: true });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      fetch.mockRestore();
      hooks();
    }
  });

  it('does not send the token when auth is off (login)', async () => {
    hooks();
    localStorage.setItem('token', 'tok-1');
    let auth: string | null = 'unset';
    server.use(
      http.post('*/api/admin/login', ({ request: r }) => {
        auth = r.headers.get('authorization');
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const h = hooks();
    const err = await request('/admin/login', { method: 'POST', body: {}, schema, auth: false }).catch((e: unknown) => e);
    expect(auth).toBeNull();
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err, 'Login failed')).toBe('Invalid email or password');
    expect(h.onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('turns a 401 into a forced logout', async () => {
    const h = hooks();
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('admin', '{"role":"admin"}');
    server.use(http.get('*/api/admin/thing', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    await expect(request('/admin/thing', { schema })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(h.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('reports no answer as a network error', async () => {
    const h = hooks();
    server.use(http.get('*/api/admin/thing', () => HttpResponse.error()));
    await expect(request('/admin/thing', { schema })).rejects.toMatchObject({ kind: 'network' });
    expect(h.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('keeps the server message of a failed answer', async () => {
    const h = hooks();
    server.use(http.get('*/api/admin/thing', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 })));
    const err = await request('/admin/thing', { schema }).catch((e: unknown) => e);
    expect(errorMessage(err, 'fallback')).toBe('Database is down');
    expect(h.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('treats a body that is not JSON, or of the wrong shape, as malformed', async () => {
    hooks();
    server.use(http.get('*/api/admin/thing', () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(request('/admin/thing', { schema })).rejects.toMatchObject({ kind: 'malformed' });
    server.use(http.get('*/api/admin/thing', () => HttpResponse.json({ nope: 1 })));
    const err = await request('/admin/thing', { schema }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'malformed' });
    expect(errorMessage(err, 'Error fetching')).toBe('Error fetching');
  });
});

describe('api client: sessions', () => {
  it('a 401 that answers an older token leaves the newer session alone', async () => {
    const h = hooks();
    localStorage.setItem('token', 'old');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let reached = false;
    server.use(
      http.get('*/api/admin/thing', async () => {
        reached = true;
        await gate;
        return HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
    );
    const pending = request('/admin/thing', { schema }).catch((e: unknown) => e);
    // A new sign-in while the old request is on its way (it has reached the server).
    await vi.waitFor(() => expect(reached).toBe(true));
    localStorage.setItem('token', 'new');
    localStorage.setItem('admin', '{"role":"lagos"}');
    release();
    expect(await pending).toMatchObject({ kind: 'unauthorized' });
    expect(h.onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('new');
    expect(localStorage.getItem('admin')).toBe('{"role":"lagos"}');
  });
});

describe('api client: ids in paths', () => {
  it('encodes each id as one path segment', async () => {
    hooks();
    const seen: string[] = [];
    server.use(
      http.all('*/api/admin/*', ({ request: r }) => {
        seen.push(new URL(r.url).pathname);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    for (const id of ['a/b', 'x?y=1', 'frag#1', '__proto__', '...', ' ', '%2F']) {
      await request('/admin/adminusers/:id/change-password', { method: 'PUT', params: { id }, schema: messageSchema });
    }
    expect(seen).toEqual([
      '/api/admin/adminusers/a%2Fb/change-password',
      '/api/admin/adminusers/x%3Fy%3D1/change-password',
      '/api/admin/adminusers/frag%231/change-password',
      '/api/admin/adminusers/__proto__/change-password',
      '/api/admin/adminusers/.../change-password',
      '/api/admin/adminusers/%20/change-password',
      '/api/admin/adminusers/%252F/change-password',
    ]);
  });

  it.each(['..', '.', '', '%2e%2E', '.%2e'])('refuses the id %j with a clear message and sends nothing', async (id) => {
    const h = hooks();
    const sent = vi.fn();
    server.use(
      http.all('*', () => {
        sent();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const err = await request('/admin/adminusers/:id/change-password', { method: 'PUT', params: { id }, schema: messageSchema }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'refused' });
    expect(errorMessage(err, 'Error updating password')).toBe(UNSAFE_ID_MESSAGE);
    expect(sent).not.toHaveBeenCalled();
    expect(h.onNetworkError).not.toHaveBeenCalled();
  });

  it('refuses a path that would leave its endpoint whatever built it', () => {
    expect(() => buildPath('/admin/adminusers/../change-password')).toThrow(UnsafePathError);
    expect(() => buildPath('/admin/drivers?x=1')).toThrow(UnsafePathError);
    expect(() => buildPath('/admin/pricing/:id', {})).toThrow(/no value for :id/);
    // Only own values fill a placeholder, never an inherited one.
    expect(() => buildPath('/admin/pricing/:id', Object.create({ id: 'x' }) as Record<string, string>)).toThrow(/no value for :id/);
    expect(buildPath('/admin/pricing/:id', { id: 42 })).toBe('/admin/pricing/42');
  });
});

describe('api client: answers without a body', () => {
  it.each([
    ['204', () => new HttpResponse(null, { status: 204 })],
    ['200 empty', () => new HttpResponse('', { status: 200 })],
    ['200 Content-Length: 0', () => new HttpResponse('', { status: 200, headers: { 'Content-Length': '0' } })],
    ['200 JSON', () => HttpResponse.json({ message: 'Deleted' })],
  ])('%s counts as success for a call whose answer is not read', async (_, answer) => {
    hooks();
    server.use(http.delete('*/api/admin/pricing/:id', answer));
    await expect(request('/admin/pricing/:id', { method: 'DELETE', params: { id: 'p1' }, schema: messageSchema })).resolves.toMatchObject({});
  });

  it('an empty answer to a list is malformed', async () => {
    hooks();
    server.use(http.get('*/api/admin/thing', () => new HttpResponse(null, { status: 204 })));
    await expect(request('/admin/thing', { schema })).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('api client: success means success', () => {
  it.each([
    ['an HTML page', () => new HttpResponse('<!doctype html><title>Sign in to the Wi-Fi</title>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['plain text', () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
    ['a 201 with XML', () => new HttpResponse('<ok/>', { status: 201, headers: { 'Content-Type': 'application/xml' } })],
  ])('a change answered 2xx with %s fails with a clear message', async (_, answer) => {
    const h = hooks();
    server.use(http.put('*/api/admin/drivers/:id/verify', answer));
    const err = await request('/admin/drivers/:id/verify', { method: 'PUT', params: { id: 'd1' }, body: { status: 'approved' }, schema: messageSchema }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'unexpected' });
    expect(errorMessage(err, 'Error updating driver')).toBe(UNEXPECTED_ANSWER_MESSAGE);
    expect(UNEXPECTED_ANSWER_MESSAGE).toBe('The server answered in an unexpected way; nothing was changed');
    expect(h.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a read answered with an HTML page is malformed (the screen keeps its own error text)', async () => {
    hooks();
    server.use(http.get('*/api/admin/thing', () => new HttpResponse('<html>portal</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    const err = await request('/admin/thing', { schema }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'malformed' });
    expect(errorMessage(err, 'Error fetching')).toBe('Error fetching');
  });

  it('asks fetch to refuse redirects and to bypass the HTTP cache', async () => {
    hooks();
    server.use(http.get('*/api/admin/thing', () => HttpResponse.json({ ok: true })));
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      await request('/admin/thing', { schema });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![1]).toMatchObject({ redirect: 'error', cache: 'no-store' });
    } finally {
      spy.mockRestore();
    }
  });

  it('a redirect (to a portal) is an error, never a success', async () => {
    const h = hooks();
    server.use(
      http.post('*/api/admin/register', () => new HttpResponse(null, { status: 302, headers: { Location: 'http://portal.example/login' } })),
      http.all('http://portal.example/*', () => new HttpResponse('<html>portal</html>', { status: 200 })),
    );
    const err = await request('/admin/register', { method: 'POST', body: {}, schema: messageSchema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'network' });
    expect(h.onNetworkError).toHaveBeenCalledTimes(1);
  });
});

describe('api client: answer size limit', () => {
  const big = JSON.stringify({ ok: true, pad: 'x'.repeat(5000) });
  function withLimit(bytes: number): () => void {
    const before = env.maxResponseBytes;
    env.maxResponseBytes = bytes;
    return () => {
      env.maxResponseBytes = before;
    };
  }

  it('defaults to 256 MB', () => {
    expect(env.maxResponseBytes).toBe(256 * 1024 * 1024);
    expect(tooLargeMessage(env.maxResponseBytes)).toBe("The server's answer is larger than 256 MB, so the console stopped reading it.");
  });

  it.each([
    ['with Content-Length', () => new HttpResponse(big, { headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) } })],
    [
      'streamed without Content-Length',
      () => {
        const bytes = new TextEncoder().encode(big);
        const stream = new ReadableStream<Uint8Array>({
          start(c) {
            for (let i = 0; i < bytes.length; i += 1000) c.enqueue(bytes.slice(i, i + 1000));
            c.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'application/json' } });
      },
    ],
  ])('an answer over the limit stops with a clear error (%s)', async (_, answer) => {
    hooks();
    const restore = withLimit(2048);
    try {
      server.use(http.get('*/api/admin/thing', answer));
      const err = await request('/admin/thing', { schema }).catch((e: unknown) => e);
      expect(err).toMatchObject({ kind: 'too-large' });
      expect(errorMessage(err, 'Error fetching')).toBe("The server's answer is larger than 2 KB, so the console stopped reading it.");
      server.use(http.get('*/api/admin/drivers', answer));
      await expect(requestList('/admin/drivers', 'drivers')).rejects.toMatchObject({ kind: 'too-large' });
    } finally {
      restore();
    }
  });

  it('an answer within the limit is read whole', async () => {
    hooks();
    const restore = withLimit(big.length);
    try {
      server.use(http.get('*/api/admin/thing', () => new HttpResponse(big, { headers: { 'Content-Type': 'application/json' } })));
      await expect(request('/admin/thing', { schema })).resolves.toEqual({ ok: true });
    } finally {
      restore();
    }
  });
});
