/**
 * The transactions screen's "Date range" filter (docs/product.md, "Date range"): presets and custom days,
 * Lagos days, both ends inclusive, carried in the URL as `from` and `to` (YYYY-MM-DD).
 */
import { addDays, isDay, lagosDay, lagosMidnight, toEpoch } from './lagosTime';

export type RangePreset = 'all' | 'today' | '7d' | '30d' | 'month' | 'custom';

export const RANGE_PRESETS: readonly { value: RangePreset; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'month', label: 'This month' },
  { value: 'custom', label: 'Custom' },
];

/** Lagos days, inclusive; an empty end is open (no lower or no upper bound). */
export interface DayRange {
  from: string;
  to: string;
}

export const ALL_TIME: DayRange = { from: '', to: '' };

/** The days a preset covers on the given moment's Lagos day; `all` and `custom` give no bounds. */
export function presetRange(preset: RangePreset, now: number = Date.now()): DayRange {
  const today = lagosDay(now) ?? '';
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    default:
      return ALL_TIME;
  }
}

/** Reads `from`/`to` from the URL: invalid days are dropped, swapped ends put in order. */
export function parseRange(from: string | null | undefined, to: string | null | undefined): DayRange {
  const f = isDay(from) ? from : '';
  const t = isDay(to) ? to : '';
  return f && t && f > t ? { from: t, to: f } : { from: f, to: t };
}

export function isAllTime(range: DayRange): boolean {
  return range.from === '' && range.to === '';
}

/** Which preset a range is on this day (for the select), else `custom`. */
export function presetOf(range: DayRange, now: number = Date.now()): RangePreset {
  if (isAllTime(range)) return 'all';
  for (const p of ['today', '7d', '30d', 'month'] as const) {
    const r = presetRange(p, now);
    if (r.from === range.from && r.to === range.to) return p;
  }
  return 'custom';
}

/** [start, end) in epoch ms: Lagos midnight of `from` up to Lagos midnight after `to`. */
export function rangeBounds(range: DayRange): { start: number; end: number } {
  return {
    start: range.from ? lagosMidnight(range.from) : Number.NEGATIVE_INFINITY,
    end: range.to ? lagosMidnight(addDays(range.to, 1)) : Number.POSITIVE_INFINITY,
  };
}

/** A predicate for records' dates; unreadable dates fall outside every bounded range. */
export function inRange(range: DayRange): (date: string | number | null | undefined) => boolean {
  if (isAllTime(range)) return () => true;
  const { start, end } = rangeBounds(range);
  return (date) => {
    const ms = toEpoch(date);
    return ms !== null && ms >= start && ms < end;
  };
}

/** The most days a range's chart shows: its last 366 (docs/api.md, "Paged lists": the volume's days). */
export const CHART_DAYS_MAX = 366;

/** Every day of a bounded range, oldest first (at most `limit`, counted back from the end). */
export function daysOf(range: DayRange, limit = CHART_DAYS_MAX): string[] {
  if (!range.from || !range.to) return [];
  const days: string[] = [];
  for (let d = range.to; d >= range.from && days.length < limit; d = addDays(d, -1)) days.push(d);
  return days.reverse();
}

/** Human text of a range for "in range" notes, e.g. "1 Nov 2026 – 23 Nov 2026". */
const describeFmt = new Intl.DateTimeFormat('en-NG', { timeZone: 'UTC', dateStyle: 'medium' });

export function describeRange(range: DayRange): string {
  const fmt = (day: string) => describeFmt.format(new Date(`${day}T00:00:00.000Z`));
  if (isAllTime(range)) return 'All time';
  if (range.from && range.to) return range.from === range.to ? fmt(range.from) : `${fmt(range.from)} – ${fmt(range.to)}`;
  return range.from ? `From ${fmt(range.from)}` : `Until ${fmt(range.to)}`;
}
