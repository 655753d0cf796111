import { describe, expect, it } from 'vitest';
import { flagKey, riderFigures } from '../../lib/listQuery';
import type { Rider } from '../../lib/schemas';
import { riderName } from './model';

const rider = (isVerified: boolean | null, isCompleted: boolean | null) => ({ isVerified, isCompleted }) as Rider;

describe('riders model', () => {
  it('counts verified, unverified (anything not verified) and completed riders', () => {
    expect(riderFigures([rider(true, true), rider(false, null), rider(null, true)])).toEqual({ total: 3, verified: 1, unverified: 2, completed: 2 });
    expect(riderFigures([])).toEqual({ total: 0, verified: 0, unverified: 0, completed: 0 });
  });

  it('sorts flags no before yes, missing last', () => {
    expect([flagKey(true), flagKey(false), flagKey(null)]).toEqual([1, 0, null]);
  });

  it('treats a blank name as missing', () => {
    expect(riderName({ fullname: 'Chioma Eze' })).toBe('Chioma Eze');
    expect(riderName({ fullname: '  ' })).toBeNull();
  });
});
