import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../../../mocks/node';
import { clearSession, setSession } from '../session';
import { configureApi, request, requestUrl } from './client';
import { holdFirstRead } from './firstRead';

const schema = z.object({ ok: z.boolean() });

/** What the console's HTML loader leaves (scripts/vite-site.ts, CONSOLE_LOADER). */
function leave(url: string, token: string, body: unknown = { ok: true }) {
  const controller = new AbortController();
  const response = new Promise<Response>((resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    setTimeout(() => resolve(Response.json(body)), 0);
  });
  response.catch(() => {});
  window.__keroFirstRead = { url, token, response, controller };
  return controller;
}

describe('the first read the console HTML sent', () => {
  afterEach(() => {
    delete window.__keroFirstRead;
    vi.restoreAllMocks();
    vi.useRealTimers();
    clearSession();
  });

  it('is taken once by the same GET with the same token, instead of a second request', async () => {
    configureApi({ onUnauthorized: vi.fn(), onNetworkError: vi.fn() });
    setSession('tok-1', { role: 'admin' });
    leave(requestUrl('/admin/thing', undefined, { page: '1' }), 'tok-1', { ok: true });
    const fetch = vi.spyOn(globalThis, 'fetch');
    server.use(http.get('*/api/admin/thing', () => HttpResponse.json({ ok: false })));
    await expect(request('/admin/thing', { schema, query: { page: '1' } })).resolves.toEqual({ ok: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__keroFirstRead).toBeUndefined();
    // Taken once: the same call again asks the server.
    await expect(request('/admin/thing', { schema, query: { page: '1' } })).resolves.toEqual({ ok: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is left alone by another URL, another token and a call that is not a GET', async () => {
    configureApi({ onUnauthorized: vi.fn(), onNetworkError: vi.fn() });
    server.use(http.get('*/api/admin/thing', () => HttpResponse.json({ ok: false })), http.post('*/api/admin/thing', () => HttpResponse.json({ ok: false })));
    setSession('tok-2', { role: 'admin' });
    leave(requestUrl('/admin/thing', undefined, { page: '1' }), 'tok-1');
    await expect(request('/admin/thing', { schema, query: { page: '1' } })).resolves.toEqual({ ok: false });
    await expect(request('/admin/thing', { schema, query: { page: '2' } })).resolves.toEqual({ ok: false });
    setSession('tok-1', { role: 'admin' });
    await expect(request('/admin/thing', { schema, query: { page: '1' }, method: 'POST', body: {} })).resolves.toEqual({ ok: false });
    expect(window.__keroFirstRead).toBeDefined();
  });

  it('is aborted with the call that took it', async () => {
    configureApi({ onUnauthorized: vi.fn(), onNetworkError: vi.fn() });
    setSession('tok-1', { role: 'admin' });
    const loader = leave(requestUrl('/admin/thing'), 'tok-1');
    const call = new AbortController();
    const answer = request('/admin/thing', { schema, signal: call.signal });
    call.abort();
    await expect(answer).rejects.toThrow();
    expect(loader.signal.aborted).toBe(true);
  });

  it('is dropped by a sign-in or sign-out, and when nobody takes it in time', () => {
    vi.useFakeTimers();
    const first = leave(requestUrl('/admin/thing'), 'tok-1');
    holdFirstRead();
    clearSession();
    expect(first.signal.aborted).toBe(true);
    expect(window.__keroFirstRead).toBeUndefined();
    const second = leave(requestUrl('/admin/thing'), 'tok-1');
    holdFirstRead();
    vi.advanceTimersByTime(10_000);
    expect(second.signal.aborted).toBe(true);
    expect(window.__keroFirstRead).toBeUndefined();
  });
});
