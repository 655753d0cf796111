/**
 * The transactions screen's date range (docs/product.md, "Date range"): Lagos days, both ends inclusive,
 * the figures of the rows in range, and the volume per day for the chart.
 */
import { daysOf, inRange, isAllTime, type DayRange } from '../../lib/dateRange';
import { isDay, lagosDay } from '../../lib/lagosTime';
import type { Transaction } from '../../lib/schemas';

/** The range's rows: all of them for All time (the same array, so the table's caches hold). */
export function recordsInRange(list: readonly Transaction[], range: DayRange): readonly Transaction[] {
  if (isAllTime(range)) return list;
  const test = inRange(range);
  return list.filter((t) => test(t.createdAt));
}

export interface RangeFigures {
  count: number;
  amount: number;
  keroCommission: number;
  lagosCommission: number;
}

/** Sums over the rows in range (unreadable amounts count as 0), for the "in range" cards. */
export function rangeFigures(list: readonly Transaction[]): RangeFigures {
  const out: RangeFigures = { count: list.length, amount: 0, keroCommission: 0, lagosCommission: 0 };
  for (const t of list) {
    out.amount += t.amount ?? 0;
    out.keroCommission += t.keroCommission ?? 0;
    out.lagosCommission += t.lagosCommission ?? 0;
  }
  return out;
}

export { chartRange } from '../../lib/listQuery';

export interface DailyVolume {
  days: string[];
  /** Sum of `value` per day (naira). */
  amounts: number[];
  counts: number[];
}

/** Per Lagos day of `range` (at most 366 days): the sum of `value` and the number of transactions. */
export function volumePerDay(list: readonly Transaction[], range: DayRange, value: (t: Transaction) => number | null): DailyVolume {
  const v = startVolume(range, value);
  v.add(list, 0, list.length);
  return v.result();
}

/** volumePerDay a part of the list at a time (`add` the records [from, to)), for work in slices. */
export function startVolume(range: DayRange, value: (t: Transaction) => number | null) {
  const days = daysOf(range);
  const at = new Map(days.map((d, i) => [d, i]));
  const amounts = new Array<number>(days.length).fill(0);
  const counts = new Array<number>(days.length).fill(0);
  return {
    add(list: readonly Transaction[], from: number, to: number): void {
      for (let k = from; k < to; k++) {
        const t = list[k]!;
        const day = lagosDay(t.createdAt);
        const i = day === null ? undefined : at.get(day);
        if (i === undefined) continue;
        counts[i]! += 1;
        const v = value(t);
        if (typeof v === 'number' && Number.isFinite(v)) amounts[i]! += v;
      }
    },
    result: (): DailyVolume => ({ days, amounts, counts }),
  };
}

/** "23 Nov" for a chart axis (the year is in the range note). */
const dayLabelFmt = new Intl.DateTimeFormat('en-NG', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** A day that is not YYYY-MM-DD (the answer's schema refuses one) is shown as it came, never thrown on. */
export function dayLabel(day: string): string {
  return isDay(day) ? dayLabelFmt.format(new Date(`${day}T00:00:00.000Z`)) : day;
}

/** The screen's tab and status filter narrowed to the range (null: every row). */
export function withRange(
  filter: { key: string; test: (t: Transaction) => boolean } | null,
  range: DayRange,
): { key: string; test: (t: Transaction) => boolean } | null {
  if (isAllTime(range)) return filter;
  const inDays = inRange(range);
  const key = `${filter?.key ?? 'all'}|${range.from}..${range.to}`;
  return filter ? { key, test: (t) => filter.test(t) && inDays(t.createdAt) } : { key, test: (t) => inDays(t.createdAt) };
}
