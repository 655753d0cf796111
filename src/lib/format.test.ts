import { describe, expect, it } from 'vitest';
import { formatDateTime, formatKobo, formatMeters, formatNaira, orPlaceholder, PLACEHOLDER, shortId } from './format';

describe('formatters', () => {
  it('formats naira with two decimals and divides kobo by 100', () => {
    expect(formatNaira(4500)).toMatch(/^₦\s?4,500\.00$/);
    expect(formatKobo(450000)).toMatch(/^₦\s?4,500\.00$/);
    expect(formatNaira(15400.5)).toMatch(/15,400\.50$/);
  });
  it('shows the placeholder for missing or non-finite values', () => {
    expect(formatNaira(null)).toBe(PLACEHOLDER);
    expect(formatKobo(Number.NaN)).toBe(PLACEHOLDER);
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
