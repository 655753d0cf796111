import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');

describe('relativeTime', () => {
  it('reads recent moments, and future ones, as just now', () => {
    expect(relativeTime(NOW, NOW)).toBe('just now');
    expect(relativeTime(NOW - 44_000, NOW)).toBe('just now');
    expect(relativeTime(NOW + 60_000, NOW)).toBe('just now');
  });
  it('counts minutes, hours and days', () => {
    expect(relativeTime(NOW - 60_000, NOW)).toBe('1 minute ago');
    expect(relativeTime(NOW - 5 * 60_000, NOW)).toBe('5 minutes ago');
    expect(relativeTime(NOW - 2 * 3_600_000, NOW)).toBe('2 hours ago');
    expect(relativeTime(NOW - 3 * 86_400_000, NOW)).toBe('3 days ago');
  });
});
