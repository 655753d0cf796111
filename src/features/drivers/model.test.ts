import { describe, expect, it } from 'vitest';
import type { Driver } from '../../lib/schemas';
import { dateKey } from '../../lib/listQuery';
import { driverName, groupByStage, stageOf, vehicleYear } from './model';

const flags = (isVerified: boolean | null, kycSubmitted: boolean | null, kycVerified: boolean | null) => ({ isVerified, kycSubmitted, kycVerified });

describe('drivers model', () => {
  it('derives the onboarding stage from the flags, a missing flag counting as false', () => {
    expect(stageOf(flags(null, true, true))).toBe('emailUnverified');
    expect(stageOf(flags(true, null, null))).toBe('emailVerified');
    expect(stageOf(flags(true, true, false))).toBe('kycSubmitted');
    expect(stageOf(flags(true, true, true))).toBe('kycApproved');
  });

  it('groups drivers by stage, keeping the server order', () => {
    const a = { _id: 'a', ...flags(true, true, false) } as Driver;
    const b = { _id: 'b', ...flags(false, false, false) } as Driver;
    const c = { _id: 'c', ...flags(true, true, false) } as Driver;
    const buckets = groupByStage([a, b, c]);
    expect(buckets.kycSubmitted.map((d) => d._id)).toEqual(['a', 'c']);
    expect(buckets.emailUnverified.map((d) => d._id)).toEqual(['b']);
    expect(buckets.kycApproved).toEqual([]);
  });

  it('names a driver from the parts present, or null', () => {
    expect(driverName({ firstname: 'Tunde', lastname: 'Bakare' })).toBe('Tunde Bakare');
    expect(driverName({ firstname: ' ', lastname: 'Bakare' })).toBe('Bakare');
    expect(driverName({ firstname: null, lastname: null })).toBeNull();
  });

  it('sorts vehicle years as numbers when they read as numbers, dates as times', () => {
    expect(vehicleYear({ vehicle: { year: '2019' } } as Driver)).toBe(2019);
    expect(vehicleYear({ vehicle: { year: 'old' } } as Driver)).toBe('old');
    expect(vehicleYear({ vehicle: null } as Driver)).toBeNull();
    expect(dateKey('2026-01-02T00:00:00.000Z')).toBe(Date.UTC(2026, 0, 2));
    expect(dateKey(null)).toBeNull();
  });
});
