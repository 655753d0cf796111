import { formatNaira, formatNumber } from '../../lib/format';
import { addDays, lagosDay } from '../../lib/lagosTime';
import type { TransactionFigures } from '../../lib/listQuery';
import type { Role } from '../../lib/role';
import type { Transaction } from '../../lib/schemas';
import { cardHref, type CardTone } from './model';
import { naira } from '../../lib/money';

/**
 * The figures of the dashboard's "Today" panel (docs/product.md §2 Dashboard, "Today"): one function
 * over the transactions list (client mode) and one over the paged answers' aggregates (server mode),
 * both giving the same `DayFigures`. Days are Lagos days (Africa/Lagos).
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

/**
 * Server mode: one day's figures from two paged answers' `figures` (docs/api.md, "Paged lists"): the
 * day's successful transactions (their sums) and its failed ones (their count).
 */
export function dayFromAggregates(success: Pick<TransactionFigures, 'amount' | 'keroCommission' | 'lagosCommission'>, failed: Pick<TransactionFigures, 'count'>): DayFigures {
  return { volume: success.amount, keroCommission: success.keroCommission, lagosCommission: success.lagosCommission, failed: failed.count };
}

/** One figure of the panel: what it reads, how it is written, which transactions it opens. */
export interface TodayCard {
  metric: keyof DayFigures;
  label: string;
  tone: CardTone;
  /** The status filter of the list it opens: the sums count successful payments, `failed` the failed ones. */
  status: 'success' | 'failed';
  money: boolean;
  /** A rise is good news (money in) or bad news (failed payments). */
  upIsGood: boolean;
}

const CARDS: readonly TodayCard[] = [
  { metric: 'volume', label: 'Transaction volume', tone: 'info', status: 'success', money: true, upIsGood: true },
  { metric: 'keroCommission', label: 'Kero commission', tone: 'success', status: 'success', money: true, upIsGood: true },
  { metric: 'lagosCommission', label: 'Lagos commission', tone: 'warning', status: 'success', money: true, upIsGood: true },
  { metric: 'failed', label: 'Failed payments', tone: 'danger', status: 'failed', money: false, upIsGood: false },
];

/** The panel's figures for a role: the `lagos` role sees the Lagos commission only (docs/product.md §6). */
export function todayCards(role: Role): readonly TodayCard[] {
  return role === 'lagos' ? CARDS.filter((c) => c.metric === 'lagosCommission') : CARDS;
}

/** The figure as shown: naira for sums, a count for failed payments; "—" when unknown. */
export function formatFigure(card: TodayCard, value: number | null | undefined): string {
  return card.money ? formatNaira(value == null ? value : naira(value)) : formatNumber(value);
}

/** The transactions of that Lagos day the figure counts, in the role's console. */
export function todayHref(card: TodayCard, role: Role, day: string): string {
  const q = new URLSearchParams({ from: day, to: day, status: card.status });
  return cardHref({ list: `transactions?${q.toString()}` }, role);
}

const percentFmt = new Intl.NumberFormat('en-NG', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'never' });
const signed = (n: number, text: string) => (n > 0 ? `+${text}` : n < 0 ? `\u2212${text}` : text);

/**
 * The change from yesterday as read: a percentage ("+12.6%"), or the difference when yesterday was 0
 * ("+₦4,500.00", "+3"); "No change" when equal. Its tone says whether it is good news.
 */
export function describeChange(card: TodayCard, current: number, previous: number): { text: string; direction: 'up' | 'down' | 'flat'; tone: 'success' | 'danger' | 'neutral' } {
  const { delta, percent } = change(current, previous);
  // Sums are rounded to the kobo: a difference below it is no change.
  if (Math.abs(delta) < 0.005) return { text: 'No change', direction: 'flat', tone: 'neutral' };
  const direction = delta > 0 ? 'up' : 'down';
  const good = (delta > 0) === card.upIsGood;
  const magnitude = Math.abs(delta);
  const text =
    percent === null
      ? signed(delta, card.money ? formatNaira(naira(magnitude)) : formatNumber(magnitude))
      : signed(delta, percentFmt.format(percent / 100));
  return { text, direction, tone: good ? 'success' : 'danger' };
}
