import { describe, expect, it } from 'vitest';
import { pageSelection, selectPage, selectRows } from './selection';

const page = ['a', 'b', 'c', 'd', 'e'];

describe('selection', () => {
  it('says whether all, some or none of the page is selected (other pages do not count)', () => {
    expect(pageSelection(new Set(), page)).toBe('none');
    expect(pageSelection(new Set(['x', 'y']), page)).toBe('none');
    expect(pageSelection(new Set(['b']), page)).toBe('some');
    expect(pageSelection(new Set(page), page)).toBe('all');
  });

  it('select-all adds or removes the page only, keeping other pages’ rows', () => {
    expect([...selectPage(new Set(['x', 'b']), page, true)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'x']);
    expect([...selectPage(new Set(['x', 'b']), page, false)]).toEqual(['x']);
  });

  it('a row alone, or with an anchor on the page the range between them in either direction', () => {
    expect([...selectRows(new Set(), page, 2, true, null)]).toEqual(['c']);
    expect([...selectRows(new Set(), page, 3, true, 'b')].sort()).toEqual(['b', 'c', 'd']);
    expect([...selectRows(new Set(), page, 0, true, 'c')].sort()).toEqual(['a', 'b', 'c']);
    // A range that unticks unticks every row in it.
    expect([...selectRows(new Set(page), page, 4, false, 'c')].sort()).toEqual(['a', 'b']);
    // An anchor no longer on the page (the page changed): the row alone.
    expect([...selectRows(new Set(), page, 1, true, 'zz')]).toEqual(['b']);
  });
});
