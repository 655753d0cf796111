/**
 * Calendar days and times in Lagos (Africa/Lagos), the console's one time zone (docs/product.md §9 and
 * "Date range"). Pure functions over epoch milliseconds; the offset comes from Intl, asked once per hour.
 */

const offsetFmt = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', timeZoneName: 'longOffset' });
const offsetCache = new Map<number, number>();

/** Minutes Lagos is ahead of UTC at this moment (60 for West Africa Time). */
export function lagosOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  let minutes = offsetCache.get(hour);
  if (minutes === undefined) {
    const name = offsetFmt.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
    if (offsetCache.size > 10_000) offsetCache.clear();
    offsetCache.set(hour, minutes);
  }
  return minutes;
}

/** Epoch ms of a date-ish value, or null when it is no readable date (or outside years 0000–9999). */
export function toEpoch(v: string | number | Date | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const ms = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(v);
  if (!Number.isFinite(ms)) return null;
  const year = new Date(ms).getUTCFullYear();
  return year >= 0 && year <= 9999 ? ms : null;
}

function shifted(ms: number): Date {
  return new Date(ms + lagosOffsetMinutes(ms) * 60_000);
}

/** ISO 8601 in Lagos time with its offset, e.g. `2026-11-01T19:22:05+01:00`; null if unreadable. */
export function lagosIso(v: string | number | Date | null | undefined): string | null {
  const ms = toEpoch(v);
  if (ms === null) return null;
  const local = shifted(ms);
  if (local.getUTCFullYear() > 9999) return null;
  const offset = lagosOffsetMinutes(ms);
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local.toISOString().slice(0, 19)}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** Epoch ms of 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z: toEpoch's years, without a Date. */
const MIN_MS = -62_167_219_200_000;
const MAX_MS = 253_402_300_799_999;
const DAY_MS = 86_400_000;
/** Per UTC day number: the offset when it is the same at the day's first and last hour, else null. */
const dayOffsetCache = new Map<number, number | null>();
/** Per day number: its YYYY-MM-DD. */
const dayNames = new Map<number, string>();

/**
 * `lagosOffsetMinutes(ms)`, asked once per UTC day instead of once per hour when the offset does not
 * change that day (it never does in Lagos): a list of 60,000 records spans thousands of hours, and each
 * new hour was one Intl call.
 */
function offsetAt(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  let minutes = dayOffsetCache.get(day);
  if (minutes === undefined) {
    const first = lagosOffsetMinutes(day * DAY_MS);
    minutes = first === lagosOffsetMinutes(day * DAY_MS + DAY_MS - 1) ? first : null;
    if (dayOffsetCache.size > 10_000) dayOffsetCache.clear();
    dayOffsetCache.set(day, minutes);
  }
  return minutes ?? lagosOffsetMinutes(ms);
}

/** The Lagos calendar day (YYYY-MM-DD) of a moment; null if unreadable. */
export function lagosDay(v: string | number | Date | null | undefined): string | null {
  if (v === null || v === undefined || v === '') return null;
  const ms = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(v);
  if (!(ms >= MIN_MS && ms <= MAX_MS)) return null; // toEpoch's rule (NaN fails it too)
  const local = ms + offsetAt(ms) * 60_000;
  if (local > MAX_MS) return null;
  const day = Math.floor(local / DAY_MS);
  let name = dayNames.get(day);
  if (name === undefined) {
    name = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayNames.size > 10_000) dayNames.clear();
    dayNames.set(day, name);
  }
  return name;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isDay(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = DAY_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** Epoch ms of midnight at the start of a Lagos day. */
export function lagosMidnight(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  // The offset at the Lagos midnight itself: first guess with the offset at UTC midnight, then correct.
  const guess = utcMidnight - lagosOffsetMinutes(utcMidnight) * 60_000;
  return utcMidnight - lagosOffsetMinutes(guess) * 60_000;
}

/** The day after, YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
