import { filterTest, lagosVisible } from '../../lib/listQuery';
import type { Transaction } from '../../lib/schemas';

/** Service tabs (docs/product.md §2) and their wire values (docs/product.md §3). */
export const SERVICE_TABS = [
  { value: 'all', label: 'All Services' },
  { value: 'fund_transfer', label: 'Fund Transfer' },
  { value: 'fund_account', label: 'Fund Account' },
  { value: 'user_fare_payment', label: 'User Fare' },
  { value: 'driver_fare_payment', label: 'Driver Fare' },
] as const;
export type ServiceFilter = (typeof SERVICE_TABS)[number]['value'];
export const SERVICE_VALUES = SERVICE_TABS.map((t) => t.value) as ServiceFilter[];

/** Status dropdown (docs/product.md §2) and its wire values. */
export const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  { value: 'success', label: 'Successful' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
] as const;
export type StatusFilter = (typeof STATUS_OPTIONS)[number]['value'];
export const STATUS_VALUES = STATUS_OPTIONS.map((o) => o.value) as StatusFilter[];

// Maps, not object literals: a server value such as "__proto__" or "toString" must not find
// Object.prototype's members (docs/security.md, "Sessions and bad data").
const SERVICE_LABELS: ReadonlyMap<string, string> = new Map([
  ['fund_transfer', 'Fund Transfer'],
  ['fund_account', 'Fund Account'],
  ['user_fare_payment', 'User Fare'],
  ['driver_fare_payment', 'Driver Fare'],
]);

/** Human label of a service; an unknown value is shown as sent, a missing one as null. */
export function serviceLabel(service: string | null): string | null {
  if (service === null || service.trim() === '') return null;
  return SERVICE_LABELS.get(service) ?? service;
}

const TYPE_LABELS: ReadonlyMap<string, string> = new Map([
  ['credit', 'Credit'],
  ['debit', 'Debit'],
]);

export function typeLabel(type: string | null): string | null {
  if (type === null || type.trim() === '') return null;
  return TYPE_LABELS.get(type) ?? type;
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/** Badge tone and text of a status: known values get a tone and a capitalised word, anything else is neutral and raw. */
export function statusBadge(status: string | null): { tone: StatusTone; text: string } | null {
  if (status === null || status.trim() === '') return null;
  switch (status) {
    case 'success':
      return { tone: 'success', text: 'Success' };
    case 'pending':
      return { tone: 'warning', text: 'Pending' };
    case 'failed':
      return { tone: 'danger', text: 'Failed' };
    default:
      return { tone: 'neutral', text: status };
  }
}

/** Who the transaction belongs to: the user's or the driver's e-mail. */
export function party(t: Transaction): { kind: 'User' | 'Driver' | null; email: string | null } {
  if (t.user_id) return { kind: 'User', email: t.user_id.email };
  if (t.driver_id) return { kind: 'Driver', email: t.driver_id.email };
  return { kind: null, email: null };
}

export function partyEmail(t: Transaction): string | null {
  return t.user_id?.email ?? t.driver_id?.email ?? null;
}

/** docs/product.md §2 lagos mode: only records whose lagosCommission is above 0. */
export function lagosRecords(list: readonly Transaction[]): Transaction[] {
  return list.filter(lagosVisible);
}

export function sumLagosCommission(list: readonly Transaction[]): number {
  let sum = 0;
  for (const t of list) sum += t.lagosCommission ?? 0;
  return sum;
}

/** Service tab and status dropdown combined (docs/product.md §4: "service and status filters combine"). */
export function filterTransactions(list: readonly Transaction[], service: ServiceFilter, status: StatusFilter): readonly Transaction[] {
  const f = transactionFilter(service, status);
  return f ? list.filter(f.test) : list;
}

/** The service tab and status filter as the table's row filter (null: every row). */
export function transactionFilter(service: ServiceFilter, status: StatusFilter): { key: string; test: (t: Transaction) => boolean } | null {
  if (service === 'all' && status === 'all') return null;
  const filters = { ...(service === 'all' ? {} : { service }), ...(status === 'all' ? {} : { status }) };
  return { key: `${service}|${status}`, test: filterTest('transactions', filters, 'admin') as (t: Transaction) => boolean };
}

/** Epoch milliseconds of the creation date, for sorting. */
export function createdAtTime(t: Transaction): number | null {
  if (!t.createdAt) return null;
  const ms = Date.parse(t.createdAt);
  return Number.isNaN(ms) ? null : ms;
}
