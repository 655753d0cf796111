// The search reaches the owner (the URL) once typing pauses, as one change; the rows follow every key at
// once (src/ui/DataTable/useTableState.ts). Fake timers stand for the pause. The owner here shows each
// change in the update that tells it, as the console's URL does (src/shared/url/UrlRouter.tsx).
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type DataTableProps, type DataTableState } from './DataTable';
import { makePeople, peopleColumns, type Person, PeopleTable } from './DataTable.fixtures';
import { SEARCH_QUIET_MS } from './useTableState';

const people = makePeople(83);
const columns = peopleColumns();
const target = people[40]!;

type Controlled = Pick<DataTableProps<Person>, 'search' | 'sort' | 'page'>;
/** Someone else's change of the owner's state (Back, a link, a reset), set by the owner below. */
let ownerSets: (patch: Partial<DataTableState>) => void = () => {};

/** An owner that keeps search, sort and page and shows each write (not a draft) in the same update. */
function Owner({ initial, spy, ...props }: Omit<DataTableProps<Person>, 'getRowId' | 'caption' | 'emptyText' | 'columns'> & { initial: Controlled; spy: NonNullable<DataTableProps<Person>['onStateChange']> }) {
  const [state, setState] = useState(initial);
  ownerSets = (patch) => setState((s) => ({ ...s, ...patch }));
  return (
    <PeopleTable
      {...props}
      {...state}
      columns={columns}
      onStateChange={(patch, options) => {
        spy(patch, options);
        if (!options.draft) setState((s) => ({ ...s, ...patch }));
      }}
    />
  );
}

function setup(initial: Controlled, props: Partial<DataTableProps<Person>> = {}) {
  const onStateChange = vi.fn();
  render(
    <>
      <Owner data={people} initial={initial} spy={onStateChange} {...props} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onStateChange, box: screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }) };
}

/** Types `text` after what the box holds, a key at a time, `gap` ms apart (fake time). */
function type(box: HTMLInputElement, text: string, gap = 0) {
  act(() => box.focus());
  [...text].forEach((ch, i) => {
    if (gap && i > 0) act(() => void vi.advanceTimersByTime(gap));
    fireEvent.change(box, { target: { value: box.value + ch } });
  });
}

const bodyRows = () => screen.getAllByRole<HTMLTableRowElement>('row').slice(1);
type Call = [patch: Record<string, unknown>, options: { replace: boolean; draft?: boolean; urgent?: boolean }];
const calls = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls as Call[];
/** The changes written for good (not a keystroke's draft). */
const writes = (spy: ReturnType<typeof vi.fn>) => calls(spy).filter(([, o]) => !o.draft);
const drafts = (spy: ReturnType<typeof vi.fn>) => calls(spy).filter(([, o]) => o.draft);
const searches = (spy: ReturnType<typeof vi.fn>) => writes(spy).filter(([patch]) => patch.search !== undefined);

describe('DataTable search and its owner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each key at once, drafts it in its event, and writes the run of keys once typing pauses', () => {
    const { onStateChange, box } = setup({ search: '', sort: null, page: 3 });
    type(box, target.email, 50);
    // The rows follow the keys; the owner has only drafts so far, the latest typed text last.
    expect(box).toHaveValue(target.email);
    expect(bodyRows().map((r) => r.textContent)).toEqual([expect.stringContaining(target.email)]);
    expect(writes(onStateChange)).toEqual([]);
    act(() => void vi.advanceTimersByTime(20));
    expect(drafts(onStateChange).length).toBeGreaterThan(1);
    expect(drafts(onStateChange).at(-1)).toEqual([{ search: target.email, page: 1 }, { replace: true, draft: true }]);

    act(() => void vi.advanceTimersByTime(SEARCH_QUIET_MS - 21));
    expect(writes(onStateChange)).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(writes(onStateChange)).toEqual([[{ search: target.email, page: 1 }, { replace: true, urgent: true }]]);
    // The owner shows it from the same update: the box and the rows stay as typed.
    expect(box).toHaveValue(target.email);
    expect(bodyRows().map((r) => r.textContent)).toEqual([expect.stringContaining(target.email)]);
    // No draft after the write.
    const seen = calls(onStateChange).length;
    act(() => void vi.advanceTimersByTime(SEARCH_QUIET_MS));
    expect(calls(onStateChange)).toHaveLength(seen);
  });

  it('writes a waiting search with a sort as one change (a history push), after the frame that shows the sort', () => {
    const { onStateChange, box } = setup({ search: '', sort: null, page: 1 });
    type(box, 'a');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(writes(onStateChange)).toEqual([]);
    act(() => void vi.advanceTimersByTime(120));
    expect(writes(onStateChange)).toEqual([[{ search: 'a', page: 1, sort: { id: 'name', desc: false } }, { replace: false, urgent: true }]]);
    expect(box).toHaveValue('a');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    // Nothing is left to write.
    act(() => void vi.advanceTimersByTime(SEARCH_QUIET_MS * 2));
    expect(writes(onStateChange)).toHaveLength(1);
  });

  it('writes a waiting search at once when focus leaves the table', () => {
    const { onStateChange, box } = setup({ search: '', sort: null, page: 1 });
    type(box, 'ik');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(searches(onStateChange)).toEqual([[{ search: 'ik', page: 1 }, { replace: true, urgent: true }]]);
    expect(box).toHaveValue('ik');
  });

  it('gives a waiting search up when the owner changes the search first (a link, a reset), and writes nothing', () => {
    const { onStateChange, box } = setup({ search: '', sort: null, page: 1 });
    type(box, 'yaba');
    act(() => ownerSets({ search: 'lekki', page: 1 }));
    expect(box).toHaveValue('lekki');
    act(() => void vi.advanceTimersByTime(SEARCH_QUIET_MS * 2));
    expect(searches(onStateChange)).toEqual([]);
    expect(box).toHaveValue('lekki');
  });

  it('keeps a waiting sort when the owner changes only the page (a tab that returns to page 1)', () => {
    const { onStateChange } = setup({ search: '', sort: null, page: 3 });
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    act(() => ownerSets({ page: 1 }));
    act(() => void vi.advanceTimersByTime(120));
    // The owner's page stands (it moved first); the sort is written.
    expect(writes(onStateChange)).toEqual([[{ sort: { id: 'name', desc: false } }, { replace: false, urgent: true }]]);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps a click that comes between a write and its render (the write renders in its own task)', () => {
    const { onStateChange } = setup({ search: '', sort: null, page: 1 }, { pagination: 'pages' });
    const status = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('[role="status"]')!.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(status()).toBe('Showing 2 of 9 pages');
    // The frame passes and the write to the owner runs, outside React's own work (no act): a click can
    // come before React renders what that task changed, as in a browser.
    vi.advanceTimersByTime(120);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(status()).toBe('Showing 1 of 9 pages');
    act(() => void vi.advanceTimersByTime(120));
    expect(status()).toBe('Showing 1 of 9 pages');
    expect(writes(onStateChange).map(([patch]) => patch)).toEqual([{ page: 2 }, { page: 1 }]);
  });

  it('drops a waiting search when Back shows another entry, and shows the owner’s search', () => {
    const { onStateChange, box } = setup({ search: 'lekki', sort: null, page: 1 });
    fireEvent.change(box, { target: { value: '' } });
    type(box, 'yaba');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    act(() => void vi.advanceTimersByTime(SEARCH_QUIET_MS * 2));
    expect(searches(onStateChange)).toEqual([]);
    expect(box).toHaveValue('lekki');
  });

  it('server paging: writes a sort and a page in their own event, with no timer run, and a key after its frame (the owner fetches the rows)', () => {
    const rows = people.slice(0, 10);
    const { onStateChange, box } = setup({ search: '', sort: null, page: 1 }, { data: rows, server: { total: people.length, busy: false } });
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(writes(onStateChange)).toEqual([[{ sort: { id: 'name', desc: false }, page: 1 }, { replace: false, urgent: true }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(writes(onStateChange).at(-1)).toEqual([{ page: 2 }, { replace: false, urgent: true }]);
    const before = writes(onStateChange).length;
    fireEvent.change(box, { target: { value: 'a' } });
    expect(writes(onStateChange)).toHaveLength(before);
    act(() => void vi.advanceTimersByTime(120));
    expect(writes(onStateChange).at(-1)).toEqual([{ search: 'a', page: 1 }, { replace: true, urgent: true }]);
    expect(drafts(onStateChange)).toEqual([]);
  });

  it("server paging: the rows on screen keep their page's serial numbers until the next page's answer", () => {
    const rows = people.slice(0, 10);
    const { onStateChange } = setup({ search: '', sort: null, page: 1 }, { data: rows, pageSize: 10, serialColumn: { header: 'S/N' }, server: { total: people.length, busy: false, page: 1 } });
    const serials = () => bodyRows().map((r) => r.cells[0]!.textContent);
    expect(serials()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(writes(onStateChange).at(-1)?.[0]).toEqual({ page: 2 });
    // Asked for, not yet answered: still page 1's rows, so still page 1's numbers.
    expect(serials()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });
});
