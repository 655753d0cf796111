import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../../../mocks/node';
import { ApiError, configureApi, errorMessage, request } from './client';

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
