/**
 * The mock backend's routes, per docs/api.md. Paths start with a wildcard origin so they
 * answer whatever VITE_API_URL is; msw matches them with or without a trailing slash.
 */
import { delay, http, HttpResponse, type PathParams, type RequestHandler } from 'msw';
import {
  adminForToken,
  admins,
  checkPassword,
  createAdmin,
  dashboard,
  deleteAdmin,
  deletePricing,
  findAdmin,
  findAdminByEmail,
  findDriver,
  issueToken,
  pricing,
  revokeToken,
  setAdminPassword,
  setDriverVerification,
  toAdminUserWire,
  toAdminWire,
  toPricingWire,
  upsertPricing,
  vehicleTypes,
} from './db/store';
import type { AdminRecord, AdminRole } from './db/types';
import { LIMITS } from '../src/lib/limits';
import { nextLatency } from './latency';
import { bigListBody, LIST_MESSAGE, type BigList } from './db/answers';
import { listRecords, pagedListAnswer } from './db/query';
import { parseListRequest, type ListName } from '../src/lib/listQuery';
import { isRole } from '../src/lib/role';

const API = '*/api/admin';

export const MESSAGES = {
  loginOk: 'Login successful',
  loggedOut: 'Logged out',
  badCredentials: 'Invalid email or password',
  noToken: 'Authentication required',
  badToken: 'Invalid or expired token',
  forbidden: 'You do not have permission to perform this action',
  ok: LIST_MESSAGE,
  driverApproved: 'Driver approved',
  driverRejected: 'Driver rejected',
  driverNotFound: 'Driver not found',
  pricingSaved: 'Pricing saved',
  pricingDeleted: 'Pricing deleted successfully',
  pricingNotFound: 'Pricing not found',
  unknownVehicleType: 'Unknown vehicle type',
  adminCreated: 'Admin created',
  adminExists: 'An admin with this email already exists',
  adminDeleted: 'Admin user deleted successfully.',
  adminNotFound: 'Admin user not found',
  adminSelfDelete: "You can't delete your own account",
  passwordUpdated: 'Password updated successfully',
  passwordTooShort: 'Password must be at least 6 characters',
  badBody: 'Request body must be a JSON object',
  routeNotFound: 'Route not found',
} as const;

const MIN_PASSWORD = 6;

function fail(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return isObj(body) ? body : null;
  } catch {
    return null;
  }
}

/** The first field longer than its limit, as a 400 message, or null. */
function lengthError(fields: Record<string, [string, number]>): string | null {
  for (const [name, [value, max]] of Object.entries(fields)) {
    if (value.length > max) return `${name} must be at most ${max} characters`;
  }
  return null;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const param = (params: PathParams, name: string) => {
  const v = params[name];
  return typeof v === 'string' ? v : '';
};

/**
 * Who may call: `public` (login), `any` signed-in admin, or `admin` only. Lagos admins get 403 on
 * admin-only routes; an empty role is a legacy full admin (the console shows it as "Admin").
 */
type Access = 'public' | 'any' | 'admin';

interface Ctx {
  request: Request;
  params: PathParams;
  admin: AdminRecord | null;
}

/**
 * `early`: the answer does not depend on who asks (a whole list, the dashboard's counts), so it is made
 * while the simulated latency runs: generating and serialising it overlaps the latency instead of adding
 * to it. `warm`: the part of an answer that does not depend on who asks (a list's collection, generated on
 * a new demo tab's first question), made the same way; the rest waits for the caller's token.
 * The latency is the least a response takes; the caller's token is still checked before it is sent.
 */
function handle(
  access: Access,
  fn: (ctx: Ctx) => Response | Promise<Response>,
  { early = false, warm }: { early?: boolean | ((request: Request) => boolean); warm?: () => void } = {},
) {
  return async ({ request, params }: { request: Request; params: PathParams }): Promise<Response> => {
    const ahead = typeof early === 'function' ? early(request) : early;
    const made = ahead ? Promise.resolve().then(() => fn({ request, params, admin: null })) : null;
    made?.catch(() => {}); // its failure is reported where it is awaited below
    // A warm-up's failure is the answer's own: its call below meets it again and reports it.
    if (!ahead && warm) Promise.resolve().then(warm).catch(() => {});
    const ms = nextLatency();
    if (ms > 0) await delay(ms);
    if (access === 'public') return fn({ request, params, admin: null });
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '');
    if (!match?.[1]) return fail(401, MESSAGES.noToken);
    const admin = await adminForToken(match[1]);
    if (!admin) return fail(401, MESSAGES.badToken);
    if (access === 'admin' && admin.role !== 'admin' && admin.role !== '') return fail(403, MESSAGES.forbidden);
    return made ?? fn({ request, params, admin });
  };
}

/** A numeric pricing field: required, a finite number, between 0 and LIMITS.maxAmount. */
function priceError(body: Record<string, unknown>, key: string): string | null {
  const v = body[key];
  if (v === undefined || v === null || v === '') return `${key} is required`;
  if (typeof v !== 'number' || !Number.isFinite(v)) return `${key} must be a number`;
  if (v < 0) return `${key} must not be negative`;
  if (v > LIMITS.maxAmount) return `${key} must not be more than ${LIMITS.maxAmount}`;
  return null;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

const LIST_NAMES: Record<BigList, ListName> = { trips: 'trips', users: 'riders', drivers: 'drivers', transactions: 'transactions' };

/** A whole list has no `page`: it does not depend on who asks, so it is made while the latency runs. */
const wholeList = (request: Request) => !new URL(request.url).searchParams.has('page');

/**
 * A list endpoint: the whole list without `page`, one page of it with `page` (docs/api.md, "Paged lists":
 * the query checked, the role's limit applied, `paging` and the screen's figures beside the page).
 */
function listRoute(kind: BigList) {
  return handle(
    'any',
    ({ request, admin }) => {
      const parsed = parseListRequest(LIST_NAMES[kind], new URL(request.url).searchParams);
      if (!parsed) return new HttpResponse(bigListBody(kind), { headers: JSON_HEADERS });
      if (!parsed.ok) return fail(400, parsed.message);
      // A legacy empty role is a full admin (see Access).
      const role = admin && isRole(admin.role) ? admin.role : 'admin';
      return new HttpResponse(JSON.stringify(pagedListAnswer(kind, parsed.query, role)), { headers: JSON_HEADERS });
    },
    { early: wholeList, warm: () => void listRecords(kind) },
  );
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const handlers: RequestHandler[] = [
  http.post(
    `${API}/login`,
    handle('public', async ({ request }) => {
      const body = await readBody(request);
      if (!body) return fail(400, MESSAGES.badBody);
      const { email, password } = body;
      if (!nonEmpty(email) || !nonEmpty(password)) return fail(400, 'Email and password are required');
      const admin = findAdminByEmail(email);
      if (!admin || !(await checkPassword(admin, password))) return fail(401, MESSAGES.badCredentials);
      const token = issueToken(admin._id);
      return HttpResponse.json({ message: MESSAGES.loginOk, data: { token, admin: toAdminWire(admin) } });
    }),
  ),

  http.post(
    `${API}/logout`,
    handle('any', async ({ request }) => {
      // handle() checked the token: this session ends now.
      await revokeToken(/^Bearer\s+(\S+)/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '');
      return HttpResponse.json({ message: MESSAGES.loggedOut });
    }),
  ),

  http.get(
    `${API}/dashboard`,
    // The counts are the same for every role.
    handle('any', () => HttpResponse.json({ message: MESSAGES.ok, data: dashboard() }), { early: true }),
  ),

  http.get(`${API}/get-all-trips`, listRoute('trips')),

  http.get(`${API}/users`, listRoute('users')),

  http.get(`${API}/drivers`, listRoute('drivers')),

  http.put(
    `${API}/drivers/verify/:driverId`,
    handle('admin', async ({ request, params }) => {
      const driver = findDriver(param(params, 'driverId'));
      if (!driver) return fail(404, MESSAGES.driverNotFound);
      const body = await readBody(request);
      if (!body) return fail(400, MESSAGES.badBody);
      if (typeof body.status !== 'boolean') return fail(400, 'status must be true or false');
      // The optional reason (docs/api.md): a backend may ignore it; the mock checks and stores it.
      const { reason } = body;
      if (reason !== undefined && typeof reason !== 'string') return fail(400, 'reason must be text');
      if (typeof reason === 'string' && reason.length > LIMITS.reason) return fail(400, `reason must be at most ${LIMITS.reason} characters`);
      setDriverVerification(driver._id, body.status, typeof reason === 'string' ? reason.trim() || undefined : undefined);
      return HttpResponse.json({ message: body.status ? MESSAGES.driverApproved : MESSAGES.driverRejected });
    }),
  ),

  http.get(`${API}/get-all-transactions`, listRoute('transactions')),

  http.get(
    `${API}/pricing`,
    handle('admin', () => HttpResponse.json({ message: MESSAGES.ok, data: { data: pricing().map(toPricingWire) } })),
  ),

  http.get(
    `${API}/vehicletypes`,
    handle('admin', () => HttpResponse.json({ message: MESSAGES.ok, data: { data: vehicleTypes().map((v) => ({ ...v })) } })),
  ),

  http.post(
    `${API}/pricing`,
    handle('admin', async ({ request }) => {
      const body = await readBody(request);
      if (!body) return fail(400, MESSAGES.badBody);
      if (!nonEmpty(body.vehicleType)) return fail(400, 'vehicleType is required');
      const priceProblem = priceError(body, 'pricePerKm') ?? priceError(body, 'keroCommission');
      if (priceProblem) return fail(400, priceProblem);
      const type = vehicleTypes().find((v) => v._id === body.vehicleType);
      if (!type) return fail(400, MESSAGES.unknownVehicleType);
      const { record, created } = upsertPricing({
        vehicleTypeId: type._id,
        pricePerKm: body.pricePerKm as number,
        keroCommission: body.keroCommission as number,
      });
      return HttpResponse.json({ message: MESSAGES.pricingSaved, data: toPricingWire(record) }, { status: created ? 201 : 200 });
    }),
  ),

  http.delete(
    `${API}/pricing/:id`,
    handle('admin', ({ params }) =>
      deletePricing(param(params, 'id'))
        ? HttpResponse.json({ message: MESSAGES.pricingDeleted })
        : fail(404, MESSAGES.pricingNotFound),
    ),
  ),

  http.get(
    `${API}/adminusers`,
    handle('admin', () => HttpResponse.json({ message: MESSAGES.ok, data: { data: admins().map(toAdminUserWire) } })),
  ),

  http.post(
    `${API}/register`,
    handle('admin', async ({ request }) => {
      const body = await readBody(request);
      if (!body) return fail(400, MESSAGES.badBody);
      const { fullname, email, password, role } = body;
      if (!nonEmpty(fullname) || !nonEmpty(email) || !nonEmpty(password)) {
        return fail(400, 'Full name, email and password are required');
      }
      if (!EMAIL_RE.test(email.trim())) return fail(400, 'Email address is not valid');
      const tooLong = lengthError({ fullname: [fullname, LIMITS.name], email: [email, LIMITS.email], password: [password, LIMITS.password] });
      if (tooLong) return fail(400, tooLong);
      if (password.length < MIN_PASSWORD) return fail(400, MESSAGES.passwordTooShort);
      if (role !== undefined && role !== null && role !== 'lagos' && role !== 'admin' && role !== '') {
        return fail(400, 'Role must be "lagos" or "admin"');
      }
      if (findAdminByEmail(email)) return fail(409, MESSAGES.adminExists);
      const created = await createAdmin({ fullname, email, password, role: (role ?? 'admin') as AdminRole });
      return HttpResponse.json({ message: MESSAGES.adminCreated, data: toAdminUserWire(created) }, { status: 201 });
    }),
  ),

  http.put(
    `${API}/adminusers/:id/change-password`,
    handle('admin', async ({ request, params }) => {
      const target = findAdmin(param(params, 'id'));
      if (!target) return fail(404, MESSAGES.adminNotFound);
      const body = await readBody(request);
      if (!body) return fail(400, MESSAGES.badBody);
      const { newPassword } = body;
      if (!nonEmpty(newPassword)) return fail(400, 'newPassword is required');
      if (newPassword.length < MIN_PASSWORD) return fail(400, MESSAGES.passwordTooShort);
      if (newPassword.length > LIMITS.password) return fail(400, `newPassword must be at most ${LIMITS.password} characters`);
      await setAdminPassword(target._id, newPassword);
      return HttpResponse.json({ message: MESSAGES.passwordUpdated });
    }),
  ),

  http.delete(
    `${API}/adminusers/:id`,
    // The signed-in admin cannot remove their own account (they would lock themselves out mid-session).
    handle('admin', ({ params, admin }) =>
      param(params, 'id') === admin?._id
        ? fail(409, MESSAGES.adminSelfDelete)
        : deleteAdmin(param(params, 'id'))
          ? HttpResponse.json({ message: MESSAGES.adminDeleted })
          : fail(404, MESSAGES.adminNotFound),
    ),
  ),

  // Anything else under /api/admin: a JSON 404 rather than the dev server's index.html.
  http.all(
    `${API}/*`,
    handle('public', () => fail(404, MESSAGES.routeNotFound)),
  ),
];
