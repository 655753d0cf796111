import { koboToNaira, type Kobo, type Naira } from './money';
/** Shown wherever a value is missing or unreadable. */
export const PLACEHOLDER = '—';
/** Shown where a display switch hides a value. */
export const MASK = '••••••';

const nairaFmt = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const numberFmt = new Intl.NumberFormat('en-NG');
const dateTimeFmt = new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });
const dateFmt = new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium' });

function finite(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** Naira amount with two decimals, e.g. ₦4,500.00. */
export function formatNaira(amount: Naira | null | undefined): string {
  return finite(amount) ? nairaFmt.format(amount) : PLACEHOLDER;
}

/** Amount held in kobo (rides, riders) shown in naira: divided by 100. */
export function formatKobo(kobo: Kobo | null | undefined): string {
  return finite(kobo) ? nairaFmt.format(koboToNaira(kobo)) : PLACEHOLDER;
}

export function formatNumber(n: number | null | undefined): string {
  return finite(n) ? numberFmt.format(n) : PLACEHOLDER;
}

function toDate(v: string | number | Date | null | undefined): Date | null {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Local date and time in Lagos. */
export function formatDateTime(v: string | number | Date | null | undefined): string {
  const d = toDate(v);
  return d ? dateTimeFmt.format(d) : PLACEHOLDER;
}

export function formatDate(v: string | number | Date | null | undefined): string {
  const d = toDate(v);
  return d ? dateFmt.format(d) : PLACEHOLDER;
}

/** Text or the placeholder. */
export function orPlaceholder(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return PLACEHOLDER;
  const s = String(v).trim();
  return s === '' ? PLACEHOLDER : s;
}

/** Ride id shortened to its first 8 characters plus an ellipsis (docs/product.md §9). */
export function shortId(id: string | null | undefined): string {
  if (!id) return PLACEHOLDER;
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/** Distance in meters, e.g. 12,850 m. */
export function formatMeters(m: number | null | undefined): string {
  return finite(m) ? `${numberFmt.format(Math.round(m))} m` : PLACEHOLDER;
}

const unitFmt = (unit: 'minute' | 'hour' | 'day') => new Intl.NumberFormat('en-NG', { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 });
const waitedFmt = { minute: unitFmt('minute'), hour: unitFmt('hour'), day: unitFmt('day') };

/**
 * How long since `since`, in whole days (a day or more), else hours, else minutes: "4 days", "1 hour".
 * The placeholder for a missing or future date.
 */
export function formatWaited(since: string | number | Date | null | undefined, now: number = Date.now()): string {
  const d = toDate(since);
  if (!d) return PLACEHOLDER;
  const minutes = Math.floor((now - d.getTime()) / 60_000);
  if (minutes < 0) return PLACEHOLDER;
  if (minutes < 60) return waitedFmt.minute.format(minutes);
  if (minutes < 24 * 60) return waitedFmt.hour.format(Math.floor(minutes / 60));
  return waitedFmt.day.format(Math.floor(minutes / (24 * 60)));
}
