import useSWR from 'swr';
import { requestList } from '../../lib/api/list';
import { learnListMode, listMode } from '../../lib/api/paging';
import { addDays, lagosDay } from '../../lib/lagosTime';
import { lagosVisible, toRequestParams } from '../../lib/listQuery';
import type { Role } from '../../lib/role';
import type { Transaction } from '../../lib/schemas';
import { DASHBOARD_REFRESH_MS, TODAY_KEY } from './api';
import { dayFromAggregates, todayFigures, type TodayFigures } from './today';

const LEDGER = '/admin/get-all-transactions';

/** The answer carried `paging` but no `figures`: the panel cannot tell the day's sums. */
export class MissingFiguresError extends Error {
  constructor() {
    super('The ledger answer carried no figures');
  }
}

function ask(day: string, status: 'success' | 'failed') {
  const filters = { status, from: day, to: day };
  return requestList(LEDGER, 'transactions', { query: toRequestParams('transactions', { q: '', sort: null, page: 1, limit: 1, filters, id: '' }) });
}

function fromLedger(rows: readonly Transaction[], role: Role, now: number): TodayFigures {
  // The lagos role counts only its own records (docs/product.md §2 lagos mode), as its ledger screen does.
  return todayFigures(role === 'lagos' ? rows.filter(lagosVisible) : rows, now);
}

/**
 * Today's and yesterday's figures (docs/product.md §2 Dashboard, "Today"). Client mode: over the whole
 * ledger. Server mode: from the aggregates (`figures`) of four one-record pages (each day's successful
 * and failed transactions); a backend that answers the first with the whole list is in client mode.
 */
export async function fetchTodayFigures(role: Role, now: number): Promise<TodayFigures> {
  if (listMode('transactions') === 'client') {
    const whole = await requestList(LEDGER, 'transactions');
    return fromLedger(whole.data.data, role, now);
  }
  const today = lagosDay(now) ?? '';
  const yesterday = addDays(today, -1);
  const first = await ask(today, 'success');
  if (!first.data.paging) {
    learnListMode('transactions', false);
    return fromLedger(first.data.data, role, now);
  }
  learnListMode('transactions', true);
  const [todayFailed, yesterdaySuccess, yesterdayFailed] = await Promise.all([ask(today, 'failed'), ask(yesterday, 'success'), ask(yesterday, 'failed')]);
  const f = [first, todayFailed, yesterdaySuccess, yesterdayFailed].map((a) => a.data.figures);
  if (!f[0] || !f[1] || !f[2] || !f[3]) throw new MissingFiguresError();
  return { today, yesterday, current: dayFromAggregates(f[0], f[1]), previous: dayFromAggregates(f[2], f[3]) };
}

/**
 * The panel's read: silent (the dashboard's own toasts speak for the screen), fresh every 30 s with the
 * dashboard's figures, and again when the Lagos day changes (the day is part of the key).
 */
export function useTodayFigures(role: Role) {
  const day = lagosDay(Date.now()) ?? '';
  return useSWR([TODAY_KEY, role, day], () => fetchTodayFigures(role, Date.now()), {
    refreshInterval: DASHBOARD_REFRESH_MS,
    revalidateOnFocus: true,
  });
}
