import { describe, expect, it } from 'vitest';
import { daysOf, describeRange, inRange, parseRange, presetOf, presetRange, rangeBounds } from './dateRange';
import { addDays, isDay, lagosDay, lagosIso, lagosMidnight } from './lagosTime';

// 23:30 UTC on 30 Nov is already 1 Dec in Lagos (UTC+1).
const lateNov30 = Date.parse('2026-11-30T23:30:00.000Z');

describe('lagosTime', () => {
  it('puts moments on Lagos days', () => {
    expect(lagosDay(lateNov30)).toBe('2026-12-01');
    expect(lagosDay('2026-11-30T22:59:59.999Z')).toBe('2026-11-30');
    expect(lagosDay('2026-11-30T23:00:00.000Z')).toBe('2026-12-01');
    expect(lagosDay('garbage')).toBeNull();
    expect(lagosDay(8.64e15)).toBeNull();
    expect(lagosIso('2026-11-01T18:22:05.000Z')).toBe('2026-11-01T19:22:05+01:00');
  });

  it('finds Lagos midnight and validates days', () => {
    expect(new Date(lagosMidnight('2026-11-01')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay(undefined)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('dateRange', () => {
  it('computes presets on the Lagos day, both ends inclusive', () => {
    expect(presetRange('today', lateNov30)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('7d', lateNov30)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(presetRange('30d', lateNov30)).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(presetRange('month', lateNov30)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('month', Date.parse('2026-11-23T12:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(presetRange('all', lateNov30)).toEqual({ from: '', to: '' });
  });

  it('reads the URL defensively', () => {
    expect(parseRange('2026-11-01', '2026-11-05')).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    expect(parseRange('2026-11-05', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    expect(parseRange('yesterday', '2026-13-01')).toEqual({ from: '', to: '' });
    expect(parseRange(null, '2026-11-05')).toEqual({ from: '', to: '2026-11-05' });
  });

  it('maps a range back to its preset, else custom', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(presetOf({ from: '', to: '' }, now)).toBe('all');
    expect(presetOf({ from: '2026-11-23', to: '2026-11-23' }, now)).toBe('today');
    expect(presetOf({ from: '2026-11-17', to: '2026-11-23' }, now)).toBe('7d');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-23' }, now)).toBe('month');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-03' }, now)).toBe('custom');
  });

  it('includes both Lagos day edges and nothing outside', () => {
    const test = inRange({ from: '2026-11-01', to: '2026-11-01' });
    expect(test('2026-10-31T23:00:00.000Z')).toBe(true); // 00:00 on 1 Nov in Lagos
    expect(test('2026-10-31T22:59:59.999Z')).toBe(false); // 23:59:59.999 on 31 Oct
    expect(test('2026-11-01T22:59:59.999Z')).toBe(true); // 23:59:59.999 on 1 Nov
    expect(test('2026-11-01T23:00:00.000Z')).toBe(false); // 00:00 on 2 Nov
    expect(test(null)).toBe(false);
    expect(test('not a date')).toBe(false);
    expect(inRange({ from: '', to: '' })('not a date')).toBe(true);
    expect(inRange({ from: '2026-11-01', to: '' })('2030-01-01T00:00:00Z')).toBe(true);
    const { start, end } = rangeBounds({ from: '2026-11-01', to: '2026-11-30' });
    expect(end - start).toBe(30 * 86_400_000);
  });

  it('lists the days of a range for a per-day chart', () => {
    expect(daysOf({ from: '2026-11-29', to: '2026-12-02' })).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daysOf({ from: '', to: '2026-12-02' })).toEqual([]);
    expect(daysOf({ from: '2000-01-01', to: '2026-12-02' }, 3)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('describes a range in words', () => {
    expect(describeRange({ from: '2026-11-01', to: '2026-11-05' })).toBe('1 Nov 2026 – 5 Nov 2026');
    expect(describeRange({ from: '', to: '' })).toBe('All time');
  });
});
