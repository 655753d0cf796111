import { describe, expect, it } from 'vitest';
import { formatDateTime, formatKobo, formatMeters, formatNaira, formatWaited, orPlaceholder, PLACEHOLDER, shortId } from './format';
import { kobo, naira } from './money';

describe('formatters', () => {
  it('formats naira with two decimals and divides kobo by 100', () => {
    expect(formatNaira(naira(4500))).toMatch(/^₦\s?4,500\.00$/);
    expect(formatKobo(kobo(450000))).toMatch(/^₦\s?4,500\.00$/);
    expect(formatNaira(naira(15400.5))).toMatch(/15,400\.50$/);
  });
  it('shows the placeholder for missing or non-finite values', () => {
    expect(formatNaira(null)).toBe(PLACEHOLDER);
    expect(formatKobo(kobo(Number.NaN))).toBe(PLACEHOLDER);
    expect(formatDateTime('not a date')).toBe(PLACEHOLDER);
    expect(orPlaceholder('  ')).toBe(PLACEHOLDER);
    expect(formatMeters(undefined)).toBe(PLACEHOLDER);
  });
  it('shortens ride ids to 8 characters and an ellipsis', () => {
    expect(shortId('66f1c0ffee0123456789abcd')).toBe('66f1c0ff…');
    expect(shortId('abc')).toBe('abc');
    expect(shortId(null)).toBe(PLACEHOLDER);
  });
  it('shows dates in Lagos time', () => {
    // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
    expect(formatDateTime('2026-11-01T23:30:00.000Z')).toMatch(/2 Nov 2026/);
  });
  it('formats meters', () => {
    expect(formatMeters(12850)).toBe('12,850 m');
  });
});

describe('formatWaited', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  it('says days, hours or minutes since, whole units', () => {
    expect(formatWaited('2026-11-16T11:00:00Z', now)).toBe('4 days');
    expect(formatWaited('2026-11-19T12:00:00Z', now)).toBe('1 day');
    expect(formatWaited('2026-11-20T09:30:00Z', now)).toBe('2 hours');
    expect(formatWaited('2026-11-20T11:59:00Z', now)).toBe('1 minute');
  });
  it('shows the placeholder for a missing, unreadable or future date', () => {
    expect(formatWaited(null, now)).toBe(PLACEHOLDER);
    expect(formatWaited('not a date', now)).toBe(PLACEHOLDER);
    expect(formatWaited('2026-11-21T00:00:00Z', now)).toBe(PLACEHOLDER);
  });
});
