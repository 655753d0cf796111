import { describe, expect, it } from 'vitest';
import { change, dayFromAggregates, describeChange, formatFigure, todayCards, todayFigures, todayHref } from './today';
import { naira } from '../../lib/money';

// 20 Nov 2026, 10:00 in Lagos (UTC+1).
const NOW = Date.parse('2026-11-20T09:00:00Z');
const row = (createdAt: string | null, status: string | null, amount: number | null, kero = 0, lagos = 0) => ({
  createdAt,
  status,
  amount: amount === null ? null : naira(amount),
  keroCommission: naira(kero),
  lagosCommission: naira(lagos),
});

describe('todayFigures (Lagos days)', () => {
  it('sums successful volume and commissions and counts failed payments, today beside yesterday', () => {
    const f = todayFigures(
      [
        row('2026-11-20T08:00:00Z', 'success', 1000, 150, 30),
        row('2026-11-20T08:30:00Z', 'success', 500, 75, 30),
        row('2026-11-20T08:40:00Z', 'failed', 9999, 999, 30),
        row('2026-11-20T08:50:00Z', 'pending', 700, 70, 30),
        row('2026-11-19T12:00:00Z', 'success', 2000, 300, 30),
        row('2026-11-19T13:00:00Z', 'failed', 100),
        row('2026-11-19T14:00:00Z', 'failed', 100),
        row('2026-11-18T12:00:00Z', 'success', 5000, 500, 30),
      ],
      NOW,
    );
    expect(f.today).toBe('2026-11-20');
    expect(f.yesterday).toBe('2026-11-19');
    expect(f.current).toEqual({ volume: 1500, keroCommission: 225, lagosCommission: 60, failed: 1 });
    expect(f.previous).toEqual({ volume: 2000, keroCommission: 300, lagosCommission: 30, failed: 2 });
  });

  it('cuts days at Lagos midnight, not UTC midnight', () => {
    // 23:30 UTC on the 19th is 00:30 on the 20th in Lagos; 22:30 UTC is still the 19th there.
    const f = todayFigures([row('2026-11-19T23:30:00Z', 'success', 10), row('2026-11-19T22:30:00Z', 'success', 20)], NOW);
    expect(f.current.volume).toBe(10);
    expect(f.previous.volume).toBe(20);
  });

  it('counts unreadable dates and amounts as nothing', () => {
    const f = todayFigures([row(null, 'success', 10), row('not a date', 'success', 10), row('2026-11-20T08:00:00Z', 'success', null)], NOW);
    expect(f.current).toEqual({ volume: 0, keroCommission: 0, lagosCommission: 0, failed: 0 });
  });
});

describe('change', () => {
  it('gives the difference and the percentage from yesterday', () => {
    expect(change(150, 100)).toEqual({ delta: 50, percent: 50 });
    expect(change(50, 100)).toEqual({ delta: -50, percent: -50 });
    expect(change(5, 0)).toEqual({ delta: 5, percent: null });
  });
});

describe('the panel\'s cards', () => {
  const [volume, kero, lagos, failed] = todayCards('admin');

  it('admins see four figures; the lagos role the Lagos commission only', () => {
    expect(todayCards('admin').map((c) => c.label)).toEqual(['Transaction volume', 'Kero commission', 'Lagos commission', 'Failed payments']);
    expect(todayCards('lagos').map((c) => c.label)).toEqual(['Lagos commission']);
  });

  it('each opens that day\'s transactions with its status, in the role\'s console', () => {
    expect(todayHref(volume!, 'admin', '2026-11-20')).toBe('/dashboard/transactions?from=2026-11-20&to=2026-11-20&status=success');
    expect(todayHref(failed!, 'admin', '2026-11-20')).toBe('/dashboard/transactions?from=2026-11-20&to=2026-11-20&status=failed');
    expect(todayHref(lagos!, 'lagos', '2026-11-20')).toBe('/dashboard/lagos/transactions?from=2026-11-20&to=2026-11-20&status=success');
  });

  it('writes sums in naira and failed payments as a count', () => {
    expect(formatFigure(kero!, 1234.5)).toBe('₦1,234.50');
    expect(formatFigure(failed!, 1234)).toBe('1,234');
    expect(formatFigure(volume!, null)).toBe('—');
  });

  it('describes the change: a percentage, the difference after a zero day, and its tone', () => {
    expect(describeChange(volume!, 1126, 1000)).toEqual({ text: '+12.6%', direction: 'up', tone: 'success' });
    expect(describeChange(volume!, 881, 1000)).toEqual({ text: '\u221211.9%', direction: 'down', tone: 'danger' });
    expect(describeChange(volume!, 4500, 0)).toEqual({ text: '+₦4,500.00', direction: 'up', tone: 'success' });
    // More failed payments is bad news.
    expect(describeChange(failed!, 7, 3)).toEqual({ text: '+133.3%', direction: 'up', tone: 'danger' });
    expect(describeChange(failed!, 0, 2)).toEqual({ text: '\u2212100%', direction: 'down', tone: 'success' });
    expect(describeChange(failed!, 3, 0)).toEqual({ text: '+3', direction: 'up', tone: 'danger' });
    expect(describeChange(kero!, 10, 10)).toEqual({ text: 'No change', direction: 'flat', tone: 'neutral' });
    expect(describeChange(kero!, 0.1 + 0.2, 0.3)).toEqual({ text: 'No change', direction: 'flat', tone: 'neutral' });
  });

  it('server mode: a day from the aggregates of its successful and failed pages', () => {
    expect(dayFromAggregates({ amount: 1500, keroCommission: 225, lagosCommission: 60 }, { count: 4 })).toEqual({
      volume: 1500,
      keroCommission: 225,
      lagosCommission: 60,
      failed: 4,
    });
  });
});
