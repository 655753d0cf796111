/**
 * docs/openapi.json is the API the console relies on (docs/api.md says the same in prose). This test
 * holds the three parties to it: the mock backend (every documented endpoint has a handler and none is
 * missing from the doc; every answer, success and error, has the documented status and shape), the
 * console's zod schemas (they accept every documented success answer of the mock), and the console's
 * own calls (every `/admin/...` path in src is documented, and every documented path is called).
 */
// The msw/node server (mocks/node.ts) is started for every unit test by vitest.setup.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve as resolvePath } from 'node:path';
import { HttpHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mainSchemas from '../src/lib/schemas';
import * as listSchemas from '../src/lib/schemas/lists';

/** The console's schemas: src/lib/schemas and its lists' module (loaded with the list screens only). */
const consoleSchemas = { ...mainSchemas, ...listSchemas };
import { handlers } from './handlers';
import { loginAs, resetMockDb } from './testing';
import { call, get } from './testUtils';

const root = resolvePath(import.meta.dirname, '..');

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operationId: string;
  roles: string[];
  hasBody: boolean;
  example: JsonObject | null;
  pathParams: string[];
  /** status → JSON Schema of the body */
  responses: Map<number, JsonObject>;
  zodSchema: string | null;
  /** A list that pages when asked (`x-paged`, docs/api.md "Paged lists"). */
  paged: boolean;
  /** Its query parameters by name: the JSON Schema of each. */
  query: Map<string, JsonObject>;
}

const doc = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8')) as JsonObject;

/** Follows `#/...` references (the doc has no cycles); keys beside a `$ref` are kept. */
function resolve(node: Json): Json {
  if (Array.isArray(node)) return node.map(resolve);
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node;
  const own: JsonObject = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolve(v)]));
  if (typeof $ref !== 'string') return own;
  expect($ref.startsWith('#/'), `only local references: ${$ref}`).toBe(true);
  const target = $ref
    .slice(2)
    .split('/')
    .reduce<Json>((at, key) => (at && typeof at === 'object' && !Array.isArray(at) ? (at[key] ?? null) : null), doc);
  expect(target, `${$ref} points at nothing`).not.toBeNull();
  return { ...(resolve(target) as JsonObject), ...own };
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as JsonObject)) {
    for (const method of METHODS) {
      const raw = (item as JsonObject)[method];
      if (!raw) continue;
      const o = resolve(raw) as JsonObject;
      const body = (o.requestBody as JsonObject | undefined)?.content as JsonObject | undefined;
      const media = body?.['application/json'] as JsonObject | undefined;
      const responses = new Map<number, JsonObject>();
      for (const [status, r] of Object.entries(o.responses as JsonObject)) {
        const content = (r as JsonObject).content as JsonObject | undefined;
        const schema = (content?.['application/json'] as JsonObject | undefined)?.schema as JsonObject | undefined;
        expect(schema, `${method} ${path} ${status}: no JSON body documented`).toBeDefined();
        responses.set(Number(status), schema as JsonObject);
      }
      out.push({
        method,
        path,
        operationId: String(o.operationId),
        roles: (o['x-roles'] as string[] | undefined) ?? [],
        hasBody: media !== undefined,
        example: (media?.example as JsonObject | undefined) ?? null,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
        responses,
        zodSchema: typeof o['x-zod-schema'] === 'string' ? o['x-zod-schema'] : null,
        paged: o['x-paged'] === true,
        query: new Map(
          ((o.parameters as JsonObject[] | undefined) ?? []).filter((q) => q.in === 'query').map((q) => [String(q.name), q.schema as JsonObject]),
        ),
      });
    }
  }
  return out;
}

const ops = operations();

/** `/api/admin/users/`, `*\/api/admin/users`, `/admin/adminusers/${id}/` → comparable `/api/admin/...` with `{}` params. */
function normalize(path: string): string {
  return path
    .replace(/^\*/, '')
    .replace(/^\/admin\//, '/api/admin/')
    .replace(/\$\{[^}]*\}|\{\w+\}|:\w+/g, '{}')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

const opKey = (method: string, path: string) => `${method.toUpperCase()} ${normalize(path)}`;

const validators = new Map<string, z.ZodType>();
function validator(schema: JsonObject): z.ZodType {
  const key = JSON.stringify(schema);
  let v = validators.get(key);
  if (!v) validators.set(key, (v = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0])));
  return v;
}

/** The body matches the documented shape for that status; a status the doc does not list fails. */
function expectDocumented(op: Operation, res: { status: number; body: unknown }, what: string) {
  const schema = op.responses.get(res.status);
  expect(schema, `${op.operationId} (${what}) answered ${res.status}, which docs/openapi.json does not list`).toBeDefined();
  const out = validator(schema as JsonObject).safeParse(res.body);
  expect(out.success, `${op.operationId} (${what}) ${res.status}: ${out.error?.message}`).toBe(true);
}

beforeEach(() => resetMockDb({ scale: 1 }));

describe('docs/openapi.json', () => {
  it('documents each operation once, with an id, roles, answers and the zod schema the console parses with', () => {
    expect(ops.length).toBeGreaterThan(0);
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(ops.length);
    for (const op of ops) {
      expect(op.roles.every((r) => r === 'admin' || r === 'lagos'), op.operationId).toBe(true);
      expect([...op.responses.keys()].some((s) => s >= 200 && s < 300), `${op.operationId}: no success answer`).toBe(true);
      expect(op.zodSchema, `${op.operationId}: x-zod-schema`).not.toBeNull();
      expect(consoleSchemas, `${op.operationId}: src/lib/schemas has no ${op.zodSchema}`).toHaveProperty(op.zodSchema as string);
      if (op.hasBody) expect(op.example, `${op.operationId}: request example`).not.toBeNull();
    }
  });

  it('docs/api.md has a section for every documented operation and none other', () => {
    const md = readFileSync(join(root, 'docs/api.md'), 'utf8');
    const sections = [...md.matchAll(/^### (GET|POST|PUT|DELETE) (\/api\/\S+)/gm)].map((m) => opKey(m[1] ?? '', m[2] ?? ''));
    expect(sections.sort()).toEqual(ops.map((o) => opKey(o.method, o.path)).sort());
  });

  it('has a mock handler for every documented endpoint, and documents every handler', () => {
    const handled = handlers
      .filter((h): h is HttpHandler => h instanceof HttpHandler)
      .filter((h) => typeof h.info.method === 'string' && h.info.method !== 'ALL' && typeof h.info.path === 'string')
      .map((h) => opKey(String(h.info.method), String(h.info.path)));
    expect(handled.sort()).toEqual(ops.map((o) => opKey(o.method, o.path)).sort());
  });

  it('documents every path the console requests, and the console requests every documented path', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name)) files.push(p);
      }
    };
    walk(join(root, 'src'));
    const sources = files.filter((f) => !relative(root, f).startsWith(join('src', 'testing'))).map((f) => readFileSync(f, 'utf8'));
    // Constants such as `PRICING_KEY = '/admin/pricing'`, so `${PRICING_KEY}/${id}` resolves.
    const constants = new Map<string, string>();
    for (const s of sources) {
      for (const m of s.matchAll(/const\s+([A-Z][A-Z0-9_]*)\s*=\s*['"`](\/admin\/[^'"`]*)['"`]/g)) constants.set(m[1] ?? '', m[2] ?? '');
    }
    const called = new Set<string>();
    for (const s of sources) {
      for (const m of s.matchAll(/['"`](\/admin\/[^'"`]*)['"`]/g)) called.add(normalize(m[1] ?? ''));
      for (const m of s.matchAll(/`\$\{([A-Z][A-Z0-9_]*)\}([^`]*)`/g)) {
        const base = constants.get(m[1] ?? '');
        if (base) called.add(normalize(base + (m[2] ?? '')));
      }
    }
    const documented = new Set(ops.map((o) => normalize(o.path)));
    expect([...called].filter((p) => !documented.has(p)), 'requested by src but not in docs/openapi.json').toEqual([]);
    expect([...documented].filter((p) => !called.has(p)), 'documented but never requested by src').toEqual([]);
  });
});

/** Real ids for path parameters and bodies, read through the API like the console does. */
async function fixtures(adminToken: string) {
  const drivers = get<{ _id: string; isVerified: boolean; kycSubmitted: boolean; kycVerified: boolean }[]>(
    (await call('GET', '/drivers/', { token: adminToken })).body, 'data', 'data', 'drivers');
  const pricing = get<{ _id: string; vehicleType: { _id: string } }[]>((await call('GET', '/pricing', { token: adminToken })).body, 'data', 'data');
  const admins = get<{ _id: string; email: string }[]>((await call('GET', '/adminusers/', { token: adminToken })).body, 'data', 'data');
  const onReview = drivers.find((d) => d.isVerified && d.kycSubmitted && !d.kycVerified);
  const other = admins.find((a) => a.email !== 'admin@kero.ng');
  expect(onReview && pricing[0] && other, 'the seed has a driver on review, a pricing and a second admin').toBeTruthy();
  return {
    params: { driverId: onReview?._id ?? '', id: '' } as Record<string, string>,
    pricingId: pricing[0]?._id ?? '',
    vehicleType: pricing[0]?.vehicleType._id ?? '',
    adminId: other?._id ?? '',
  };
}

function pathFor(op: Operation, ids: Record<string, string>): string {
  return op.path.replace(/^\/api\/admin/, '').replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? ''));
}

async function successCase(op: Operation, adminToken: string) {
  const f = await fixtures(adminToken);
  const ids: Record<string, string> = { ...f.params, id: op.path.includes('/pricing/') ? f.pricingId : f.adminId };
  const body = op.example && 'vehicleType' in op.example ? { ...op.example, vehicleType: f.vehicleType } : (op.example ?? undefined);
  return { path: pathFor(op, ids), body, ids };
}

describe.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', (_name, op) => {
  const token = () => (op.roles.length === 0 ? null : loginAs('admin'));

  it('answers the documented example with a documented success, which the console schema accepts', async () => {
    const adminToken = loginAs('admin');
    const { path, body } = await successCase(op, adminToken);
    const res = await call(op.method.toUpperCase(), path, { token: token(), body });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expectDocumented(op, res, 'example');
    const parser = (consoleSchemas as Record<string, unknown>)[op.zodSchema ?? ''] as z.ZodType;
    const parsed = parser.safeParse(res.body);
    expect(parsed.success, `${op.zodSchema}: ${parsed.error?.message}`).toBe(true);
  });

  it('answers a paged request with every documented parameter with a documented page, which the console schema accepts', async () => {
    if (!op.paged) return;
    expect([...op.query.keys()]).toEqual(expect.arrayContaining(['page', 'limit', 'q', 'sort', 'order', 'id']));
    // Every parameter at a documented value: the first of an enum, a day in the seed's range, a short search.
    const params = new URLSearchParams({ page: '1', limit: '5' });
    for (const [name, schema] of op.query) {
      if (name === 'page' || name === 'limit' || name === 'id') continue;
      const values = schema.enum as string[] | undefined;
      params.set(name, values ? String(values[0]) : name === 'from' ? '2026-01-01' : name === 'to' ? '2026-12-31' : 'a');
    }
    for (const role of ['admin', 'lagos'] as const) {
      const path = `${op.path.replace(/^\/api\/admin/, '')}?${params.toString()}`;
      const res = await call('GET', path, { token: loginAs(role) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectDocumented(op, res, `paged ${role}`);
      expect(JSON.stringify(res.body)).toContain('"paging":{"page":1,"limit":5,"total":');
      const parser = (consoleSchemas as Record<string, unknown>)[op.zodSchema ?? ''] as z.ZodType;
      expect(parser.safeParse(res.body).success).toBe(true);
    }
  });

  it('lets exactly the documented roles call it', async () => {
    if (op.roles.length === 0) return;
    const adminToken = loginAs('admin');
    const { path, body } = await successCase(op, adminToken);
    for (const role of ['lagos', 'admin'] as const) {
      const res = await call(op.method.toUpperCase(), path, { token: loginAs(role), body });
      if (op.roles.includes(role)) expect(res.status, `${role} may call ${op.operationId}`).toBeLessThan(300);
      else expect(res.status, `${role} may not call ${op.operationId}`).toBe(403);
      expectDocumented(op, res, role);
      resetMockDb({ scale: 1 });
    }
  });

  it('answers every failure it can produce with a documented status and an error body, and documents no other', async () => {
    const adminToken = loginAs('admin');
    const { path, body, ids } = await successCase(op, adminToken);
    const method = op.method.toUpperCase();
    const produced = new Set<number>();
    const probe = async (what: string, p: string, options: { token: string | null; body?: unknown }) => {
      const res = await call(method, p, options);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expectDocumented(op, res, what);
      produced.add(res.status);
    };
    if (op.roles.length === 0) await probe('wrong password', path, { token: null, body: { ...(body as object), password: 'not-the-password' } });
    else await probe('no token', path, { token: null, body });
    if (op.roles.length > 0) await probe('unknown token', path, { token: 'eyJ.unknown.token', body });
    if (op.roles.length > 0 && !op.roles.includes('lagos')) await probe('lagos', path, { token: loginAs('lagos'), body });
    if (op.hasBody) await probe('empty body', path, { token: token(), body: {} });
    if (op.paged) await probe('page 0', `${path}?page=0`, { token: token() });
    if (op.pathParams.length > 0) {
      const unknown = Object.fromEntries(Object.keys(ids).map((k) => [k, 'no-such-id']));
      await probe('unknown id', pathFor(op, unknown), { token: token(), body });
    }
    if (op.roles.length > 0 && body && typeof body === 'object' && 'email' in body) {
      await probe('e-mail taken', path, { token: token(), body: { ...body, email: 'admin@kero.ng' } });
    }
    const documentedErrors = [...op.responses.keys()].filter((s) => s >= 400).sort();
    expect([...produced].sort(), `${op.operationId}: documented errors vs produced`).toEqual(documentedErrors);
  });
});
