import { describe, expect, it } from 'vitest';
import type { Trip } from '../../lib/schemas';
import { filterOf, rideRowFilter, rideStatusKind, rideStatusLabel, toRideRows } from './model';

const trip = (rideId: string | null, status: string | null) => ({ rideId, status }) as Trip;

describe('rides model', () => {
  it('reads statuses case-insensitively, both spellings of cancelled, anything else as unknown', () => {
    expect(rideStatusKind(' Completed ')).toBe('completed');
    expect(rideStatusKind('canceled')).toBe('cancelled');
    expect(rideStatusKind('rejected')).toBe('rejected');
    expect(rideStatusKind('teleported')).toBe('unknown');
    expect(rideStatusKind(null)).toBe('unknown');
  });

  it('labels known statuses and shows unknown ones as sent', () => {
    expect(rideStatusLabel('pending', 'PENDING')).toBe('Pending');
    expect(rideStatusLabel('unknown', ' teleported ')).toBe('teleported');
    expect(rideStatusLabel('unknown', ' ')).toBeNull();
  });

  it('files rejected rides under Cancelled and unknown ones under All Rides only', () => {
    expect(filterOf('rejected')).toBe('cancelled');
    expect(filterOf('unknown')).toBeNull();
  });

  it('gives every row a unique key, even when ids repeat or are missing', () => {
    const rows = toRideRows([trip('r1', 'completed'), trip('r1', 'pending'), trip(null, null)]);
    expect(rows.map((r) => r.key)).toEqual(['r1', 'r1#1', 'ride-2']);
    expect(rows.map((r) => r.kind)).toEqual(['completed', 'pending', 'unknown']);
  });

  it('turns the status filter into the table row filter', () => {
    expect(rideRowFilter('all')).toBeNull();
    const cancelled = rideRowFilter('cancelled')!;
    const rows = toRideRows([trip('a', 'rejected'), trip('b', 'completed'), trip('c', 'canceled')]);
    expect(rows.filter(cancelled.test).map((r) => r.key)).toEqual(['a', 'c']);
    expect(cancelled.key).toBe('cancelled');
  });
});
