/**
 * What a list query means (docs/api.md, "Paged lists"): per list, the fields the search box reads, the
 * sortable columns (the URL's column id, the wire field a paging backend sorts by, and the key), the
 * filters, the Lagos days of the date range and the `lagos` role's limit, and the figures the screen
 * shows. One definition for both paths: client mode builds its table from it (the feature columns take
 * their search and sort values from here) and the mock backend's server mode answers a page with it
 * (mocks/db/query.ts), so the two cannot answer differently.
 *
 * Rules: search is a case-insensitive substring of any one search field (the query trimmed); sort keys
 * are ordered by src/core/order.ts, the one sort rule and engine of both modes (numbers before text,
 * text compared lower-cased by code unit, a missing key last in both directions, equal keys in the
 * list's own order, the order without `sort`).
 */
import { orderByKeys, orderByRanks, rankKeys, type Ranks, type SortKey } from '../core/order';
import { daysOf, isAllTime, parseRange, presetRange, type DayRange } from './dateRange';
import { lagosDay } from './lagosTime';
import type { Role } from './role';
import type { Driver, Rider, Transaction, Trip } from './schemas';

/** The lists that page on the server when the backend can (docs/api.md, "Paged lists"). */
export type ListName = 'trips' | 'riders' | 'drivers' | 'transactions';

// ---- Rules ------------------------------------------------------------------------------------

/** The search text as compared: trimmed and lower-cased. */
export function normaliseSearch(q: string): string {
  return q.trim().toLowerCase();
}

// ---- Shared field readers ---------------------------------------------------------------------

/** Epoch ms of an ISO date, for sorting; null when missing or unreadable. */
export function dateKey(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** A yes/no flag for sorting: no before yes, missing last. */
export function flagKey(v: boolean | null | undefined): number | null {
  return v === null || v === undefined ? null : v ? 1 : 0;
}

/**
 * Server text as searched: blank or missing is nothing. Text that starts with a printable ASCII
 * character is not blank, so it is taken as it is without trimming a copy (a million records at start-up).
 */
const t = (v: string | number | null | undefined): string => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  const c = s.charCodeAt(0);
  return c > 32 && c < 127 ? s : s.trim() === '' ? '' : s;
};

// ---- Rides ------------------------------------------------------------------------------------

/** docs/product.md §4's ride statuses, plus `unknown` for anything else the server sends. */
export type RideStatusKind = 'completed' | 'pending' | 'cancelled' | 'rejected' | 'unknown';
export const RIDE_STATUS_FILTERS = ['completed', 'pending', 'cancelled'] as const;
export type RideStatusFilter = (typeof RIDE_STATUS_FILTERS)[number];

export function rideStatusKind(status: string | null | undefined): RideStatusKind {
  const s = status?.trim().toLowerCase();
  if (s === 'completed') return 'completed';
  if (s === 'pending') return 'pending';
  // The summary spells it "canceled"; accept both spellings.
  if (s === 'cancelled' || s === 'canceled') return 'cancelled';
  if (s === 'rejected') return 'rejected';
  return 'unknown';
}

/**
 * Which status filter shows a ride. "Cancelled" also shows rejected rides (docs/product.md §4 styles
 * them alike and there is no separate button); unknown statuses appear under "All Rides" only.
 */
export function rideFilterOf(kind: RideStatusKind): RideStatusFilter | null {
  if (kind === 'rejected') return 'cancelled';
  if (kind === 'unknown') return null;
  return kind;
}

const RIDE_LABELS: Record<Exclude<RideStatusKind, 'unknown'>, string> = {
  completed: 'Completed',
  pending: 'Pending',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

/** Badge text: the known statuses capitalised, anything else as the server sent it (or null). */
export function rideStatusLabel(kind: RideStatusKind, raw: string | null | undefined): string | null {
  if (kind !== 'unknown') return RIDE_LABELS[kind];
  const s = raw?.trim();
  return s ? s : null;
}

type TripFields = Pick<Trip, 'rideId' | 'driverName' | 'riderName' | 'distance' | 'fare' | 'keroCommission' | 'lagosCommission' | 'status' | 'startAddress' | 'endAddress'>;
const tripLabel = (r: TripFields) => rideStatusLabel(rideStatusKind(r.status), r.status);

// ---- Drivers ----------------------------------------------------------------------------------

/** docs/product.md §4: the driver onboarding stages, in order. */
export const DRIVER_STAGES = ['emailUnverified', 'emailVerified', 'kycSubmitted', 'kycApproved'] as const;
export type DriverStage = (typeof DRIVER_STAGES)[number];

/** The stage of a driver from its flags (a missing flag counts as false). */
export function driverStageOf(d: Pick<Driver, 'isVerified' | 'kycSubmitted' | 'kycVerified'>): DriverStage {
  if (d.isVerified !== true) return 'emailUnverified';
  if (d.kycSubmitted !== true) return 'emailVerified';
  if (d.kycVerified !== true) return 'kycSubmitted';
  return 'kycApproved';
}

/** "Tunde Bakare", or null when both names are missing. */
export function driverFullName(d: Pick<Driver, 'firstname' | 'lastname'>): string | null {
  const name = [d.firstname, d.lastname].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/** The vehicle year for sorting: a number when it reads as one, else the text as sent, or null. */
export function vehicleYearKey(d: { vehicle: { year: string | number | null } | null }): number | string | null {
  const y = d.vehicle?.year;
  if (y === null || y === undefined || y === '') return null;
  const n = Number(y);
  return Number.isFinite(n) ? n : String(y);
}

type DriverFields = Pick<Driver, 'firstname' | 'lastname' | 'email' | 'phone' | 'createdAt' | 'isVerified' | 'kycSubmitted' | 'kycVerified' | 'tripsCount' | 'rating' | 'walletBalance'> & {
  _id: string | null;
  vehicle: { licensePlate: string | null; model: string | null; type: string | null; year: string | number | null } | null;
};

// ---- Transactions -----------------------------------------------------------------------------

export const TRANSACTION_SERVICES = ['fund_transfer', 'fund_account', 'user_fare_payment', 'driver_fare_payment'] as const;
export const TRANSACTION_STATUSES = ['success', 'pending', 'failed'] as const;
export type TransactionService = (typeof TRANSACTION_SERVICES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

type TxFields = Pick<
  Transaction,
  '_id' | 'transaction_id' | 'reference' | 'narration' | 'bank_name' | 'amount' | 'charges' | 'settled_amount' | 'keroCommission' | 'lagosCommission' | 'transaction_services' | 'transaction_type' | 'status' | 'createdAt'
> & { user_id: { email: string | null } | null; driver_id: { email: string | null } | null };

/** The e-mail of whoever the transaction belongs to: the user's, else the driver's. */
export function transactionEmail(x: Pick<TxFields, 'user_id' | 'driver_id'>): string | null {
  return x.user_id?.email ?? x.driver_id?.email ?? null;
}

/** docs/product.md §2 lagos mode: the `lagos` role sees only records whose lagosCommission is above 0. */
export function lagosVisible(x: { lagosCommission: number | null }): boolean {
  return (x.lagosCommission ?? 0) > 0;
}

// ---- Definitions ------------------------------------------------------------------------------

export interface SortDef<R> {
  /** The record's wire field the request's `sort` names. */
  field: string;
  key: (r: R) => SortKey;
}

export interface ListDef<R> {
  /** The record's id (`id=` of a paged request; `?open=` of the screen). */
  id: (r: R) => string | null;
  /** Search fields by name (docs/api.md lists them): text of one record. */
  search: Readonly<Record<string, (r: R) => string>>;
  /** Sortable columns by the screen's column id (the URL's `sort`). */
  sort: Readonly<Record<string, SortDef<R>>>;
}

export const TRIPS = {
  id: (r) => r.rideId,
  search: {
    rideId: (r) => t(r.rideId),
    driverName: (r) => t(r.driverName),
    riderName: (r) => t(r.riderName),
    status: (r) => t(tripLabel(r)),
    startAddress: (r) => t(r.startAddress),
    endAddress: (r) => t(r.endAddress),
  },
  sort: {
    rideId: { field: 'rideId', key: (r) => r.rideId },
    driver: { field: 'driverName', key: (r) => r.driverName },
    rider: { field: 'riderName', key: (r) => r.riderName },
    distance: { field: 'distance', key: (r) => r.distance },
    fare: { field: 'fare', key: (r) => r.fare },
    keroCommission: { field: 'keroCommission', key: (r) => r.keroCommission },
    lagosCommission: { field: 'lagosCommission', key: (r) => r.lagosCommission },
    status: { field: 'status', key: tripLabel },
  },
} as const satisfies ListDef<TripFields>;

type RiderFields = Pick<Rider, '_id' | 'fullname' | 'email' | 'phone' | 'isVerified' | 'isCompleted' | 'walletBalance' | 'createdAt'>;

export const RIDERS = {
  id: (r) => r._id,
  search: { fullname: (r) => t(r.fullname), email: (r) => t(r.email), phone: (r) => t(r.phone) },
  sort: {
    name: { field: 'fullname', key: (r) => r.fullname },
    email: { field: 'email', key: (r) => r.email },
    phone: { field: 'phone', key: (r) => r.phone },
    verified: { field: 'isVerified', key: (r) => flagKey(r.isVerified) },
    profile: { field: 'isCompleted', key: (r) => flagKey(r.isCompleted) },
    balance: { field: 'walletBalance', key: (r) => r.walletBalance },
    joined: { field: 'createdAt', key: (r) => dateKey(r.createdAt) },
  },
} as const satisfies ListDef<RiderFields>;

export const DRIVERS = {
  id: (r) => r._id,
  search: {
    name: (r) => t(driverFullName(r)),
    email: (r) => t(r.email),
    phone: (r) => t(r.phone),
    licensePlate: (r) => t(r.vehicle?.licensePlate),
    vehicleType: (r) => t(r.vehicle?.type),
    vehicleModel: (r) => t(r.vehicle?.model),
  },
  sort: {
    name: { field: 'firstname', key: (r) => driverFullName(r) },
    email: { field: 'email', key: (r) => r.email },
    phone: { field: 'phone', key: (r) => r.phone },
    registered: { field: 'createdAt', key: (r) => dateKey(r.createdAt) },
    plate: { field: 'licensePlate', key: (r) => r.vehicle?.licensePlate },
    vehicle: { field: 'licensePlate', key: (r) => r.vehicle?.licensePlate },
    type: { field: 'vehicleType', key: (r) => r.vehicle?.type ?? r.vehicle?.model },
    year: { field: 'year', key: vehicleYearKey },
    trips: { field: 'tripsCount', key: (r) => r.tripsCount },
    rating: { field: 'rating', key: (r) => r.rating },
    walletBalance: { field: 'walletBalance', key: (r) => r.walletBalance },
  },
} as const satisfies ListDef<DriverFields>;

export const TRANSACTIONS = {
  id: (r) => r._id,
  search: {
    transaction_id: (r) => t(r.transaction_id),
    reference: (r) => t(r.reference),
    narration: (r) => t(r.narration),
    bank_name: (r) => t(r.bank_name),
    email: (r) => t(transactionEmail(r)),
  },
  sort: {
    transactionId: { field: 'transaction_id', key: (r) => r.transaction_id },
    reference: { field: 'reference', key: (r) => r.reference },
    party: { field: 'email', key: transactionEmail },
    service: { field: 'transaction_services', key: (r) => r.transaction_services },
    type: { field: 'transaction_type', key: (r) => r.transaction_type },
    amount: { field: 'amount', key: (r) => r.amount },
    charges: { field: 'charges', key: (r) => r.charges },
    settledAmount: { field: 'settled_amount', key: (r) => r.settled_amount },
    keroCommission: { field: 'keroCommission', key: (r) => r.keroCommission },
    lagosCommission: { field: 'lagosCommission', key: (r) => r.lagosCommission },
    status: { field: 'status', key: (r) => r.status },
    date: { field: 'createdAt', key: (r) => dateKey(r.createdAt) },
  },
} as const satisfies ListDef<TxFields>;

/**
 * Every field the search reads, each ended by `\0`, for a case-insensitive substring test (`\0` never
 * appears in a query, so a match lies inside one field).
 */
export function searchText<R>(def: ListDef<R>, r: R): string {
  return rawSearchText(Object.values(def.search), r).toLowerCase();
}

function rawSearchText<R>(fields: readonly ((r: R) => string)[], r: R): string {
  let h = '';
  for (const f of fields) h += `${f(r)}\u0000`;
  return h;
}

/** The column id a request's wire `sort` field names, or undefined. */
export function sortColumnOf<R>(def: ListDef<R>, field: string): string | undefined {
  for (const [column, s] of Object.entries(def.sort)) if (s.field === field) return column;
  return undefined;
}

// ---- The query ------------------------------------------------------------------------------

/** One list query: what the screen's URL says, and what a paged request carries. */
export interface ListQuery {
  /** Search text as typed. */
  q: string;
  /** Sorted column (the screen's column id) and direction, or null for the list's own order. */
  sort: { id: string; desc: boolean } | null;
  /** 1-based page and page size. */
  page: number;
  limit: number;
  /** trips `status`; drivers `stage`; transactions `service`, `status`, `from`, `to`. Absent = all. */
  filters: Readonly<Record<string, string>>;
  /** The one record with this id (record links), or '' for none. */
  id: string;
}

/** The filters each list reads and their allowed values (`from`/`to`: Lagos days, YYYY-MM-DD). */
export const LIST_FILTERS: Record<ListName, Readonly<Record<string, readonly string[] | 'day'>>> = {
  trips: { status: RIDE_STATUS_FILTERS },
  riders: {},
  drivers: { stage: DRIVER_STAGES },
  transactions: { service: TRANSACTION_SERVICES, status: TRANSACTION_STATUSES, from: 'day', to: 'day' },
};

/** Page sizes a paged request may ask for: up to 100 for a screen, up to 1,000 for an export. */
export const LIMIT = { screen: 100, export: 1000 } as const;

export function transactionRange(filters: Readonly<Record<string, string>>): DayRange {
  return parseRange(filters.from, filters.to);
}

/**
 * The transactions' record test with the record's Lagos day given (null: every record): the day is read
 * once per record by a held list's index (runQuery) and by filterTest below per call. A date range is the
 * Lagos days from `from` to `to`, inclusive (YYYY-MM-DD compares as text); an unreadable date is in none.
 */
function transactionTest(filters: Readonly<Record<string, string>>, role: Role): ((r: TxFields, day: string | null) => boolean) | null {
  const { service, status } = filters;
  const range = transactionRange(filters);
  const bounded = !isAllTime(range);
  const { from, to } = range;
  const lagos = role === 'lagos';
  if (!service && !status && !bounded && !lagos) return null;
  return (r, day) =>
    (!lagos || lagosVisible(r)) &&
    (!service || r.transaction_services === service) &&
    (!status || r.status === status) &&
    (!bounded || (day !== null && (from === '' || day >= from) && (to === '' || day <= to)));
}

/** The record test of a list's filters (null: every record). */
export function filterTest(list: ListName, filters: Readonly<Record<string, string>>, role: Role): ((r: never) => boolean) | null {
  switch (list) {
    case 'trips': {
      const s = filters.status;
      return s ? ((r: TripFields) => rideFilterOf(rideStatusKind(r.status)) === s) as (r: never) => boolean : null;
    }
    case 'drivers': {
      const s = filters.stage;
      return s ? ((r: DriverFields) => driverStageOf(r) === s) as (r: never) => boolean : null;
    }
    case 'riders':
      return null;
    case 'transactions': {
      const test = transactionTest(filters, role);
      return test ? ((r: TxFields) => test(r, lagosDay(r.createdAt))) as (r: never) => boolean : null;
    }
  }
}

// ---- Figures ----------------------------------------------------------------------------------

/** The volume chart's days: the selected range, or the last 30 days when it is All time or open at one end. */
export function chartRange(range: DayRange, now: number = Date.now()): DayRange {
  if (range.from && range.to) return range;
  return presetRange('30d', now);
}

export interface RiderFigures {
  total: number;
  verified: number;
  unverified: number;
  completed: number;
}

/** The riders' cards (docs/product.md §2): everyone, verified, unverified and completed profiles. */
export function riderFigures(riders: readonly Pick<Rider, 'isVerified' | 'isCompleted'>[]): RiderFigures {
  let verified = 0;
  let completed = 0;
  for (const r of riders) {
    if (r.isVerified === true) verified++;
    if (r.isCompleted === true) completed++;
  }
  return { total: riders.length, verified, unverified: riders.length - verified, completed };
}

export type DriverFigures = Record<DriverStage, number> & { total: number };

/** The drivers' cards, tabs and chart: drivers per stage. */
export function driverFigures(drivers: readonly Pick<Driver, 'isVerified' | 'kycSubmitted' | 'kycVerified'>[]): DriverFigures {
  const out: DriverFigures = { total: drivers.length, emailUnverified: 0, emailVerified: 0, kycSubmitted: 0, kycApproved: 0 };
  for (const d of drivers) out[driverStageOf(d)]++;
  return out;
}

export interface TransactionFigures {
  count: number;
  /** Naira sums; an unreadable amount counts as 0. */
  amount: number;
  keroCommission: number;
  lagosCommission: number;
  /** The volume chart: its days (the range, or the last 30 days), the sum per day and the count per day. */
  volume: { days: string[]; amounts: number[]; counts: number[] };
}

// Plain numbers: the mock's wire records and the parsed ones (whose amounts are `Naira`) are both counted.
type TxFigureFields = { amount: number | null; keroCommission: number | null; lagosCommission: number | null; createdAt: string | null };

/**
 * The transactions screen's cards and chart over the records the table holds (docs/product.md, "The
 * ledger's figures"): counted and summed in one pass, `add` a part at a time for work in slices.
 * The chart sums the amount for `admin` and the Lagos commission for `lagos`.
 */
export function startTransactionFigures(range: DayRange, role: Role, now: number = Date.now()) {
  const days = daysOf(chartRange(range, now));
  const at = new Map(days.map((d, i) => [d, i]));
  const amounts = new Array<number>(days.length).fill(0);
  const counts = new Array<number>(days.length).fill(0);
  const out = { count: 0, amount: 0, keroCommission: 0, lagosCommission: 0 };
  const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const admin = role === 'admin';
  return {
    add(r: TxFigureFields, day: string | null = lagosDay(r.createdAt)): void {
      out.count++;
      out.amount += num(r.amount);
      out.keroCommission += num(r.keroCommission);
      out.lagosCommission += num(r.lagosCommission);
      const i = day === null ? undefined : at.get(day);
      if (i === undefined) return;
      counts[i]! += 1;
      amounts[i]! += num(admin ? r.amount : r.lagosCommission);
    },
    result(): TransactionFigures {
      const r2 = (n: number) => Math.round(n * 100) / 100;
      return {
        count: out.count,
        amount: r2(out.amount),
        keroCommission: r2(out.keroCommission),
        lagosCommission: r2(out.lagosCommission),
        volume: { days, amounts: amounts.map(r2), counts },
      };
    },
  };
}

export function transactionFigures(list: readonly TxFigureFields[], range: DayRange, role: Role, now?: number): TransactionFigures {
  const f = startTransactionFigures(range, role, now);
  for (const r of list) f.add(r);
  return f.result();
}

// ---- The reference answer ------------------------------------------------------------------

const DEFS = { trips: TRIPS, riders: RIDERS, drivers: DRIVERS, transactions: TRANSACTIONS } as const;

export function listDef(list: ListName): ListDef<never> {
  return DEFS[list] as unknown as ListDef<never>;
}

/**
 * The records a query selects, in order, before paging: role limit and filters, search, sort. The
 * plain reference of docs/api.md's rules; the mock's server mode answers with the same pieces over
 * precomputed keys (mocks/db/query.ts), and client mode with the table's indexes.
 */
export function selectRecords<R>(list: ListName, records: readonly R[], query: Pick<ListQuery, 'q' | 'sort' | 'filters' | 'id'>, role: Role): R[] {
  const def = listDef(list) as unknown as ListDef<R>;
  const test = filterTest(list, query.filters, role) as ((r: R) => boolean) | null;
  const q = normaliseSearch(query.q);
  let rows = records.filter((r) => (!test || test(r)) && (q === '' || searchText(def, r).includes(q)) && (!query.id || def.id(r) === query.id));
  const s = query.sort ? def.sort[query.sort.id] : undefined;
  if (s && query.sort) {
    const order = orderByKeys(rows.map((r) => s.key(r)), query.sort.desc);
    const sorted = new Array<R>(rows.length);
    for (let i = 0; i < order.length; i++) sorted[i] = rows[order[i]!]!;
    rows = sorted;
  }
  return rows;
}

// ---- On the wire ----------------------------------------------------------------------------

/** The query as a paged request's parameters (docs/api.md, "Paged lists"); defaults are left out. */
export function toRequestParams(list: ListName, query: ListQuery): Record<string, string> {
  const out: Record<string, string> = { page: String(query.page), limit: String(query.limit) };
  const q = query.q.trim();
  if (q) out.q = q;
  const s = query.sort ? listDef(list).sort[query.sort.id] : undefined;
  if (s && query.sort) {
    out.sort = s.field;
    out.order = query.sort.desc ? 'desc' : 'asc';
  }
  for (const name of Object.keys(LIST_FILTERS[list])) {
    const v = query.filters[name];
    if (v) out[name] = v;
  }
  if (query.id) out.id = query.id;
  return out;
}

export type ParsedRequest = { ok: true; query: ListQuery } | { ok: false; message: string };

const intIn = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
};

/**
 * A paged request's parameters, checked (a 400 message for a wrong one); null when `page` is absent
 * (the whole list is asked for).
 */
export function parseListRequest(list: ListName, params: URLSearchParams): ParsedRequest | null {
  const rawPage = params.get('page');
  if (rawPage === null) return null;
  const page = intIn(rawPage, 1, 1e9);
  if (page === null) return { ok: false, message: 'page must be a whole number of at least 1' };
  const limit = intIn(params.get('limit') ?? '25', 1, LIMIT.export);
  if (limit === null) return { ok: false, message: `limit must be a whole number from 1 to ${LIMIT.export}` };
  const def = listDef(list);
  let sort: ListQuery['sort'] = null;
  const field = params.get('sort');
  if (field !== null && field !== '') {
    const id = sortColumnOf(def, field);
    if (id === undefined) return { ok: false, message: `sort must be one of ${[...new Set(Object.values(def.sort).map((s) => s.field))].join(', ')}` };
    const order = params.get('order') ?? 'asc';
    if (order !== 'asc' && order !== 'desc') return { ok: false, message: 'order must be asc or desc' };
    sort = { id, desc: order === 'desc' };
  }
  const filters: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(LIST_FILTERS[list])) {
    const v = params.get(name);
    if (v === null || v === '') continue;
    const ok = allowed === 'day' ? /^\d{4}-\d{2}-\d{2}$/.test(v) && parseRange(v, '').from === v : allowed.includes(v);
    if (!ok) return { ok: false, message: allowed === 'day' ? `${name} must be a day, YYYY-MM-DD` : `${name} must be one of ${allowed.join(', ')}` };
    filters[name] = v;
  }
  const q = params.get('q') ?? '';
  if (q.length > 200) return { ok: false, message: 'q must be at most 200 characters' };
  return { ok: true, query: { q, sort, page, limit, filters, id: params.get('id') ?? '' } };
}

/** `paging` of a paged answer. */
export interface Paging {
  page: number;
  limit: number;
  /** Records that match `q`, the filters and `id` (and the role's limit), on every page. */
  total: number;
}

// ---- Answering a query over a held list ------------------------------------------------------

/** The records one query selects (role, filters, `id`, search; not sort or page) and their figures. */
interface Selection {
  /** Positions of the selected records, in the list's own order. */
  at: Int32Array;
  figures: TransactionFigures | null;
  /** 1 at each selected position; made when a sort needs it. */
  mark: Uint8Array | null;
}

/**
 * The search texts of a held list, a piece of HAY_PIECE records per string: record `first + i`'s
 * searchText is `text.slice(start[i], start[i + 1])` of its piece. A string per piece instead of one per
 * record: a search is `indexOf` jumps over it (native, no per-record call for records that do not
 * match), and a million records hold a few hundred strings, not a million. The pieces are not joined
 * into one string: the join held the pieces and their copy at once (about 130 MB more at the peak for
 * the ledger at --scale 1700, docs/performance.md, "mock:server at scale").
 */
interface HayPiece {
  text: string;
  /** The position of the piece's first record in the list. */
  first: number;
  start: Int32Array;
}

type Hay = HayPiece[];

/** A hay being built a piece at a time (prepareListIndex with a deadline): the pieces so far. */
interface HayBuild {
  pieces: HayPiece[];
  /** The next record to add. */
  next: number;
}

interface ListIndex {
  /** The search texts, built on the first search (or ahead of it: prepareListIndex). */
  hay: Hay | null;
  hayBuild: HayBuild | null;
  /** Transactions: the Lagos day of each record (date range and chart), built on first use. */
  day: (string | null)[] | null;
  /** The days made so far while `day` is built with a deadline. */
  dayBuild: { day: (string | null)[]; next: number } | null;
  /** Per sort column: the ranks of its keys (either direction's order is a counting sort of them). */
  ranks: Map<string, Ranks>;
  orders: Map<string, Int32Array>;
  /** The latest selections by query, least recently used first. */
  selections: Map<string, Selection>;
  /** Positions by record id (`id=`), made on the first question by id (idPositions). */
  ids: Map<string, number | number[]> | null;
}

/** Selections kept per held list: a screen's pages, sorts and the queries typed on the way. */
const SELECTIONS_KEPT = 12;

const listIndexes = new WeakMap<readonly unknown[], ListIndex>();

function indexOf(records: readonly unknown[]): ListIndex {
  let ix = listIndexes.get(records);
  if (!ix) listIndexes.set(records, (ix = { hay: null, hayBuild: null, day: null, dayBuild: null, ranks: new Map(), orders: new Map(), selections: new Map(), ids: null }));
  return ix;
}

/** Records per piece of the hay: lower-cased a piece at a time. */
const HAY_PIECE = 4096;

/**
 * The hay of a held list, built (or its build carried on) up to `deadline` (a performance.now() time):
 * null when the deadline came first, the rest waiting for the next call.
 */
function buildHay(list: ListName, records: readonly unknown[], ix: ListIndex, deadline = Infinity): Hay | null {
  if (ix.hay) return ix.hay;
  const n = records.length;
  const b = (ix.hayBuild ??= { pieces: [], next: 0 });
  const fields = Object.values(listDef(list).search) as ((r: unknown) => string)[];
  while (b.next < n) {
    const from = b.next;
    const to = Math.min(n, from + HAY_PIECE);
    const raw = new Array<string>(to - from);
    let rawLength = 0;
    for (let i = from; i < to; i++) rawLength += (raw[i - from] = rawSearchText(fields, records[i])).length;
    const text = raw.join('').toLowerCase();
    // A character whose lower case is longer (İ → i̇) moves the starts: then each record's own lower case.
    const grew = text.length !== rawLength;
    const start = new Int32Array(to - from + 1);
    let offset = 0;
    for (let i = from; i < to; i++) {
      start[i - from] = offset;
      offset += grew ? raw[i - from]!.toLowerCase().length : raw[i - from]!.length;
    }
    start[to - from] = offset;
    b.pieces.push({ text, first: from, start });
    b.next = to;
    if (b.next < n && performance.now() >= deadline) return null;
  }
  ix.hay = b.pieces;
  ix.hayBuild = null;
  return ix.hay;
}

function hayOf(list: ListName, records: readonly unknown[], ix: ListIndex): Hay {
  return buildHay(list, records, ix)!;
}

/**
 * Positions of the records whose search text contains `q` (normalised, not empty), ascending: in each
 * piece `indexOf` finds the next match, the record holding it is found by walking `start`, and the
 * search goes on at the next record. A match that runs past its record's end (only a `q` holding `\0`
 * can) is none.
 */
function searchMatches(hay: Hay, q: string): Int32Array {
  const total = hay.length ? hay[hay.length - 1]!.first + hay[hay.length - 1]!.start.length - 1 : 0;
  let out = new Int32Array(Math.min(total, 4096));
  let count = 0;
  for (const { text, first, start } of hay) {
    const n = start.length - 1;
    let i = 0;
    let at = text.indexOf(q);
    while (at !== -1) {
      while (start[i + 1]! <= at) i++;
      if (at + q.length > start[i + 1]!) {
        at = text.indexOf(q, at + 1);
        continue;
      }
      if (count === out.length) {
        const grown = new Int32Array(Math.min(total, out.length * 2));
        grown.set(out);
        out = grown;
      }
      out[count++] = first + i++;
      at = i < n ? text.indexOf(q, start[i]!) : -1;
    }
  }
  return out.subarray(0, count);
}

/** Whether record `i`'s search text holds `q` (normalised, not empty), as searchMatches finds it. */
function hayHas(hay: Hay, i: number, q: string): boolean {
  const { text, first, start } = hay[Math.floor(i / HAY_PIECE)]!;
  const k = i - first;
  const at = text.indexOf(q, start[k]!);
  return at !== -1 && at + q.length <= start[k + 1]!;
}

/**
 * The positions of each record id of a held list, made on the first question by id: a record link
 * (`id=`) then reads its records instead of a pass over the list (about 200–500 ms at a million
 * records). Made on demand, not ahead: for the ledger at a million records it costs about 1 s once and
 * 50 MB, and made ahead for every list it added 100 MB to the mock server's peak memory
 * (docs/performance.md, "mock:server at scale"). Ids repeat only in broken data: then all their
 * positions, ascending.
 */
function idPositions(list: ListName, records: readonly unknown[], ix: ListIndex): Map<string, number | number[]> {
  if (ix.ids) return ix.ids;
  const idOf = listDef(list).id as (r: unknown) => string | null;
  const ids = new Map<string, number | number[]>();
  for (let i = 0; i < records.length; i++) {
    const id = idOf(records[i]);
    if (id === null) continue;
    const had = ids.get(id);
    if (had === undefined) ids.set(id, i);
    else if (typeof had === 'number') ids.set(id, [had, i]);
    else had.push(i);
  }
  ix.ids = ids;
  return ids;
}

/**
 * Records per piece while the Lagos days are made with a deadline (prepareListIndex, transactionFiguresOf):
 * small enough that a slice in the page overruns its budget by a few milliseconds at most.
 */
const DAY_PIECE = 2048;

/**
 * The Lagos day of each record, made on first use, or ahead of it up to `deadline` (a performance.now()
 * time): null when the deadline came first, the rest made by the next call.
 */
function daysOfRecords(records: readonly unknown[], ix: ListIndex, deadline = Infinity): (string | null)[] | null {
  if (ix.day) return ix.day;
  const n = records.length;
  const b = (ix.dayBuild ??= { day: new Array<string | null>(n), next: 0 });
  while (b.next < n) {
    const to = Math.min(n, b.next + DAY_PIECE);
    for (let i = b.next; i < to; i++) b.day[i] = lagosDay((records[i] as { createdAt: string | null }).createdAt);
    b.next = to;
    if (b.next < n && performance.now() >= deadline) return null;
  }
  ix.day = b.day;
  ix.dayBuild = null;
  return ix.day;
}

function orderOf(list: ListName, records: readonly unknown[], ix: ListIndex, sort: NonNullable<ListQuery['sort']>): Int32Array | null {
  const s = listDef(list).sort[sort.id];
  if (!s) return null;
  const key = `${sort.id}.${sort.desc ? 'desc' : 'asc'}`;
  let order = ix.orders.get(key);
  if (!order) {
    let ranks = ix.ranks.get(sort.id);
    if (!ranks) ix.ranks.set(sort.id, (ranks = rankKeys(records, s.key as (r: unknown) => SortKey)));
    order = orderByRanks(ranks, sort.desc);
    ix.orders.set(key, order);
  }
  return order;
}

/**
 * Builds a held list's indexes ahead of the first question (the mock server, after it listens): the
 * transactions' Lagos days (every ledger answer's chart reads them), then the search texts, up to
 * `deadline` (a performance.now() time; by default all of them). True once both are built; called again,
 * it carries on where it stopped. A question that comes before builds what it needs of the rest itself.
 */
export function prepareListIndex(list: ListName, records: readonly unknown[], deadline = Infinity): boolean {
  const ix = indexOf(records);
  if (list === 'transactions' && daysOfRecords(records, ix, deadline) === null) return false;
  return buildHay(list, records, ix, deadline) !== null;
}

/** Records between checks of the clock while figures are summed a part at a time. */
const FIGURES_PIECE = 4096;

/**
 * The ledger's figures (cards and chart) over the records at `at` (ascending positions in `records`;
 * null for every record), made up to each `deadline` of `step` (a performance.now() time) and carried on
 * by the next call; `result` once `step` returns true. Client mode counts the rows its table holds with
 * it: the table's own row filter and search chose `at` (one search index of the records, not two), and
 * the Lagos days are this module's, made once per held list.
 */
export function transactionFiguresOf(
  records: readonly TxFigureFields[],
  at: Int32Array | null,
  range: DayRange,
  role: Role,
  now: number = Date.now(),
): { step: (deadline: number) => boolean; readonly result: TransactionFigures | null } {
  const ix = indexOf(records);
  const figures = startTransactionFigures(range, role, now);
  const n = at ? at.length : records.length;
  let j = 0;
  let result: TransactionFigures | null = null;
  return {
    step(deadline) {
      if (result) return true;
      const day = daysOfRecords(records, ix, deadline);
      if (!day) return false;
      while (j < n) {
        const to = Math.min(n, j + FIGURES_PIECE);
        for (; j < to; j++) {
          const i = at ? at[j]! : j;
          figures.add(records[i]!, day[i]!);
        }
        if (j < n && performance.now() >= deadline) return false;
      }
      result = figures.result();
      return true;
    },
    get result() {
      return result;
    },
  };
}

/**
 * The selection of a query: kept from an earlier question, else one pass over the list (with a search:
 * over the records whose text matches, found by searchMatches) with the filters, `id` and the figures.
 */
function selectionOf(list: ListName, records: readonly unknown[], ix: ListIndex, base: string, q: string, query: ListQuery, role: Role, now: number): Selection {
  const key = `${base}\u0000${q}`;
  const kept = ix.selections.get(key);
  if (kept) {
    ix.selections.delete(key);
    ix.selections.set(key, kept);
    return kept;
  }
  const tx = list === 'transactions';
  const day = tx ? daysOfRecords(records, ix)! : null;
  const txTest = tx ? transactionTest(query.filters, role) : null;
  const test = tx ? null : (filterTest(list, query.filters, role) as ((r: unknown) => boolean) | null);
  // The records to look at: those of the id (so no record of another id is looked at), else those the
  // search finds, else all.
  let matches: Int32Array | null;
  if (query.id !== '') {
    const at = idPositions(list, records, ix).get(query.id);
    const hay = q === '' ? null : hayOf(list, records, ix);
    matches = Int32Array.from(at === undefined ? [] : typeof at === 'number' ? [at] : at).filter((i) => hay === null || hayHas(hay, i, q));
  } else matches = q === '' ? null : searchMatches(hayOf(list, records, ix), q);
  const figures = tx ? startTransactionFigures(transactionRange(query.filters), role, now) : null;
  const n = matches ? matches.length : records.length;
  let at = new Int32Array(Math.min(n, 4096));
  let count = 0;
  for (let j = 0; j < n; j++) {
    const i = matches ? matches[j]! : j;
    const r = records[i] as never;
    if (txTest ? !txTest(r, day![i]!) : test && !test(r)) continue;
    if (count === at.length) {
      const grown = new Int32Array(Math.min(n, at.length * 2));
      grown.set(at);
      at = grown;
    }
    at[count++] = i;
    if (figures) figures.add(r, day![i]!);
  }
  const selection: Selection = { at: count === at.length ? at : at.slice(0, count), figures: figures ? figures.result() : null, mark: null };
  ix.selections.set(key, selection);
  if (ix.selections.size > SELECTIONS_KEPT) ix.selections.delete(ix.selections.keys().next().value!);
  return selection;
}

function markOf(selection: Selection, n: number): Uint8Array {
  if (!selection.mark) {
    const mark = new Uint8Array(n);
    for (const i of selection.at) mark[i] = 1;
    selection.mark = mark;
  }
  return selection.mark;
}

export interface QueryAnswer<R> {
  /** The page's records, in order. */
  rows: R[];
  /** Records the query selects on every page. */
  total: number;
  /** Transactions: the figures over the selected records; null for the other lists. */
  figures: TransactionFigures | null;
}

/**
 * A query over a held list, by the rules above. The selection (role's limit, filters, search, `id`, and
 * the figures over it) is made in one pass and kept per query, so another page or sort of it costs a
 * page: unsorted, the page is a slice of it; sorted, a walk of the (cached) sort order over its records
 * up to the page's end. `revision` names the state of records that change in place (the drivers'
 * verification): a new revision is a new selection. The mock's server mode answers with it; client mode
 * counts its cards with it (limit 0).
 */
export function runQuery<R>(list: ListName, records: readonly R[], query: ListQuery, role: Role, now: number = Date.now(), revision = ''): QueryAnswer<R> {
  const ix = indexOf(records);
  const tx = list === 'transactions';
  const filters = Object.entries(query.filters)
    .filter(([, v]) => v)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  // Everything but the search and the page: the chart's days follow today's Lagos day.
  const base = JSON.stringify([revision, role, query.id, tx ? lagosDay(now) : '', filters]);
  const selection = selectionOf(list, records, ix, base, normaliseSearch(query.q), query, role, now);
  const { at } = selection;
  const first = (query.page - 1) * query.limit;
  const end = Math.min(first + query.limit, at.length);
  const rows: R[] = [];
  const order = query.sort && first < end ? orderOf(list, records, ix, query.sort) : null;
  if (first >= end) {
    // An empty page (limit 0: the figures only, or past the last page).
  } else if (!order) {
    for (let k = first; k < end; k++) rows.push(records[at[k]!]!);
  } else if (at.length === records.length) {
    for (let k = first; k < end; k++) rows.push(records[order[k]!]!);
  } else {
    const mark = markOf(selection, records.length);
    let seen = 0;
    for (let j = 0; j < order.length && seen < end; j++) {
      const i = order[j]!;
      if (mark[i] === 0) continue;
      if (seen >= first) rows.push(records[i]!);
      seen++;
    }
  }
  return { rows, total: at.length, figures: selection.figures };
}
