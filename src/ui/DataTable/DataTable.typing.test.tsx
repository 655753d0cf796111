// The search reaches the owner (the URL) once typing pauses, as one change; the rows follow every key at
// once (src/ui/DataTable/useTableState.ts). Fake timers stand for the pause.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type DataTableProps } from './DataTable';
import { makePeople, peopleColumns, type Person, PeopleTable } from './DataTable.fixtures';
import { SEARCH_QUIET_MS } from './useTableState';

const people = makePeople(83);
const columns = peopleColumns();
const target = people[40]!;

function setup(props: Partial<DataTableProps<Person>> = {}) {
  const onStateChange = vi.fn();
  render(
    <>
      <PeopleTable
        data={people}
        columns={columns}
        onStateChange={onStateChange}
        {...props}
      />
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
type Call = [patch: Record<string, unknown>, options: { replace: boolean; draft?: boolean }];
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
    expect(writes(onStateChange)).toEqual([[{ search: target.email, page: 1 }, { replace: true }]]);
    // No draft after the write.
    const seen = calls(onStateChange).length;
    act(() => void vi.advanceTimersByTime(SEARCH_QUIET_MS));
    expect(calls(onStateChange)).toHaveLength(seen);
  });

  it('writes a waiting search before a sort, in order, after the frame that shows the sort', () => {
    const { onStateChange, box } = setup({ search: '', sort: null, page: 1 });
    type(box, 'a');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    act(() => void vi.advanceTimersByTime(120));
    expect(writes(onStateChange).map(([patch]) => patch)).toEqual([{ search: 'a', page: 1 }, { sort: { id: 'name', desc: false }, page: 1 }]);
  });

  it('writes a waiting search at once when focus leaves the table', () => {
    const { onStateChange, box } = setup({ search: '', sort: null, page: 1 });
    type(box, 'ik');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(searches(onStateChange)).toEqual([[{ search: 'ik', page: 1 }, { replace: true }]]);
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
    const { onStateChange, box } = setup({ data: rows, search: '', sort: null, page: 1, server: { total: people.length, busy: false } });
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(writes(onStateChange)).toEqual([[{ sort: { id: 'name', desc: false }, page: 1 }, { replace: false, urgent: true }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(writes(onStateChange).at(-1)).toEqual([{ page: 2 }, { replace: false, urgent: true }]);
    const before = writes(onStateChange).length;
    fireEvent.change(box, { target: { value: 'a' } });
    expect(writes(onStateChange)).toHaveLength(before);
    act(() => void vi.advanceTimersByTime(120));
    expect(writes(onStateChange).at(-1)).toEqual([{ search: 'a', page: 1 }, { replace: true }]);
    expect(drafts(onStateChange)).toEqual([]);
  });

  it("server paging: the rows on screen keep their page's serial numbers until the next page's answer", () => {
    const rows = people.slice(0, 10);
    const { onStateChange } = setup({ data: rows, search: '', sort: null, page: 1, pageSize: 10, serialColumn: { header: 'S/N' }, server: { total: people.length, busy: false, page: 1 } });
    const serials = () => bodyRows().map((r) => r.cells[0]!.textContent);
    expect(serials()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(writes(onStateChange).at(-1)?.[0]).toEqual({ page: 2 });
    // Asked for, not yet answered: still page 1's rows, so still page 1's numbers.
    expect(serials()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });
});
