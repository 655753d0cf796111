import { describe, expect, it } from 'vitest';
import type { Driver } from '../../lib/schemas';
import { nextSubmission } from './reviewNext';

const d = (id: string) => ({ _id: id }) as Driver;
const list = [d('a'), d('b'), d('c')];

describe('nextSubmission', () => {
  it('takes the one that followed the decided driver once the list has reloaded without it', () => {
    expect(nextSubmission([d('a'), d('c')], { id: 'b', index: 1 })?._id).toBe('c');
  });
  it('skips the decided driver while the list still holds it', () => {
    expect(nextSubmission(list, { id: 'b', index: 1 })?._id).toBe('c');
  });
  it('goes back to the last one when the decided driver was last, and to none when nothing is left', () => {
    expect(nextSubmission([d('a'), d('b')], { id: 'c', index: 2 })?._id).toBe('b');
    expect(nextSubmission([d('c')], { id: 'c', index: 0 })).toBeNull();
    expect(nextSubmission([], { id: 'c', index: 0 })).toBeNull();
  });
});
