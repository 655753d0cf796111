import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { configureApi, request } from '../lib/api/client';
import { hostileBody, parseBody } from './hostileJson';
import { HOSTILE_ENDPOINTS } from './hostileEndpoints';

/**
 * Property: whatever JSON (or non-JSON) an endpoint answers, its schema neither throws nor lets through
 * anything but plain data, strings, finite numbers, booleans, null, plain objects and arrays (an own
 * `__proto__` key, as JSON.parse makes it, is data too), so no server value can reach a screen as a
 * function, a prototype or NaN (docs/security.md, "Sessions and bad data").
 */

const SCHEMA_RUNS = 1000;
const CLIENT_RUNS = 40;

/** The path to the first value that is not plain data, or null. */
function notPlain(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notPlain(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const k of Object.keys(value)) {
      const bad = notPlain((value as Record<string, unknown>)[k], `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return path;
}

describe('every endpoint schema against arbitrary answers (property)', () => {
  for (const endpoint of HOSTILE_ENDPOINTS) {
    it(`${endpoint.name}: never throws, passes on only plain data`, () => {
      let cases = 0;
      let accepted = 0;
      fc.assert(
        fc.property(hostileBody(endpoint.envelope), (text) => {
          cases += 1;
          const result = endpoint.schema.safeParse(parseBody(text));
          if (result.success) {
            accepted += 1;
            expect(notPlain(result.data)).toBeNull();
          }
        }),
        { numRuns: SCHEMA_RUNS },
      );
      console.log(`[property] schema ${endpoint.name}: ${cases} cases, ${accepted} accepted`);
      expect(cases).toBe(SCHEMA_RUNS);
    });
  }

  it('through the API client: every answer resolves or fails as an ApiError, never anything else', async () => {
    const hooks = { onUnauthorized: vi.fn(), onNetworkError: vi.fn() };
    configureApi(hooks);
    localStorage.setItem('token', 'tok');
    let cases = 0;
    let answer: { body: string | null; status: number } = { body: null, status: 204 };
    server.use(...HOSTILE_ENDPOINTS.map((e) => http[e.method](e.path, () => new HttpResponse(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } }))));
    for (const endpoint of HOSTILE_ENDPOINTS) {
      await fc.assert(
        fc.asyncProperty(hostileBody(endpoint.envelope), fc.constantFrom(200, 200, 200, 201, 204), async (text, status) => {
          cases += 1;
          answer = { body: status === 204 ? null : text, status };
          const path = endpoint.name.split(' ')[1]!.replace('{id}', ':id');
          const outcome = await request(path, { method: endpoint.method.toUpperCase() as 'GET', params: { id: 'x1' }, schema: endpoint.schema }).then(
            (data: unknown) => ({ ok: true as const, data }),
            (error: unknown) => ({ ok: false as const, error }),
          );
          if (outcome.ok) expect(notPlain(outcome.data)).toBeNull();
          else {
            // Not JSON under a 2xx: a read is malformed, a change `unexpected` (docs/security.md).
            expect(outcome.error).toMatchObject({ name: 'ApiError' });
            expect(['malformed', 'unexpected']).toContain((outcome.error as { kind: unknown }).kind);
          }
        }),
        { numRuns: CLIENT_RUNS },
      );
    }
    console.log(`[property] api client: ${cases} answers over ${HOSTILE_ENDPOINTS.length} endpoints`);
    expect(cases).toBe(CLIENT_RUNS * HOSTILE_ENDPOINTS.length);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  }, 120_000);
});
