import { addDays, lagosDay } from '../../lib/lagosTime';
import type { Transaction } from '../../lib/schemas';

/**
 * The figures of the dashboard's "Today" panel (the panel itself is still to come): one
 * function over the transactions list, so a server that answers per-day aggregates can feed the same
 * `DayFigures` later without a second computation. Days are Lagos days (Africa/Lagos).
 */

/** One Lagos day's money: successful volume and commissions, and the failed payments. */
export interface DayFigures {
  /** Sum of `amount` over successful transactions. */
  volume: number;
  /** Sum of `keroCommission` over successful transactions. */
  keroCommission: number;
  /** Sum of `lagosCommission` over successful transactions. */
  lagosCommission: number;
  /** Number of failed transactions. */
  failed: number;
}

export interface TodayFigures {
  /** YYYY-MM-DD, Lagos. */
  today: string;
  yesterday: string;
  current: DayFigures;
  previous: DayFigures;
}

type Row = Pick<Transaction, 'amount' | 'keroCommission' | 'lagosCommission' | 'status' | 'createdAt'>;

const empty = (): DayFigures => ({ volume: 0, keroCommission: 0, lagosCommission: 0, failed: 0 });

/** Today's and yesterday's figures (Lagos days) at `now`; unreadable dates and amounts count as nothing. */
export function todayFigures(rows: readonly Row[], now: number): TodayFigures {
  const today = lagosDay(now) ?? '';
  const yesterday = today ? addDays(today, -1) : '';
  const current = empty();
  const previous = empty();
  for (const t of rows) {
    const day = lagosDay(t.createdAt);
    const into = day === today ? current : day === yesterday ? previous : null;
    if (!into) continue;
    if (t.status === 'failed') into.failed += 1;
    else if (t.status === 'success') {
      into.volume += t.amount ?? 0;
      into.keroCommission += t.keroCommission ?? 0;
      into.lagosCommission += t.lagosCommission ?? 0;
    }
  }
  return { today, yesterday, current, previous };
}

/** The change from yesterday: the difference, and the percentage when yesterday was not zero. */
export function change(current: number, previous: number): { delta: number; percent: number | null } {
  return { delta: current - previous, percent: previous === 0 ? null : ((current - previous) / Math.abs(previous)) * 100 };
}
