import { describe, expect, it } from 'vitest';
import { act, configure, fireEvent, getConfig, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPath, MemoryRouter, Router, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, useLocation, useNavigate, type To } from 'react-router-dom';
import { UrlRouter } from './UrlRouter';
// An integration test of the pair: the URL state feeding the design system's table.
import { DataTable } from '../../ui/DataTable';
import { makePeople, peopleColumns, type Person } from '../../ui/DataTable/DataTable.fixtures';
import { LIMITS } from '../../lib/limits';
import { formatSort, oneOf, parseSort, sortParam, URL_VALUE_MAX, useTableUrlState, useUrlState, type SetUrlState } from './useUrlState';

const stages = ['emailUnverified', 'emailVerified', 'kycSubmitted', 'kycApproved'] as const;
const spec = { q: '', sort: sortParam, page: 1, tab: oneOf(stages, 'emailUnverified'), mine: false };

let api: {
  state: ReturnType<typeof useUrlState<typeof spec>>[0];
  set: SetUrlState<typeof spec>;
  back: () => void;
};

function Probe() {
  const [state, set] = useUrlState(spec);
  const navigate = useNavigate();
  const location = useLocation();
  api = { state, set, back: () => navigate(-1) };
  return <output data-testid="search">{location.search}</output>;
}

function renderAt(url: string) {
  // A first entry before the one under test, so Back has somewhere to go.
  render(
    <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
      <Probe />
    </MemoryRouter>,
  );
}

const search = () => screen.getByTestId('search').textContent;

describe('parseSort / formatSort', () => {
  it('reads column.asc and column.desc, anything else is no sort', () => {
    expect(parseSort('fare.desc')).toEqual({ id: 'fare', desc: true });
    expect(parseSort('driver.name.asc')).toEqual({ id: 'driver.name', desc: false });
    expect(parseSort('fare')).toBeNull();
    expect(parseSort('fare.up')).toBeNull();
    expect(formatSort({ id: 'fare', desc: false })).toBe('fare.asc');
    expect(formatSort(null)).toBeNull();
  });
});

describe('useUrlState', () => {
  it('gives defaults for an empty query', () => {
    renderAt('/dashboard/drivers');
    expect(api.state).toEqual({ q: '', sort: null, page: 1, tab: 'emailUnverified', mine: false });
  });

  it('parses typed values from the URL', () => {
    renderAt('/dashboard/drivers?q=ada&sort=name.desc&page=3&tab=kycApproved&mine=true');
    expect(api.state).toEqual({ q: 'ada', sort: { id: 'name', desc: true }, page: 3, tab: 'kycApproved', mine: true });
  });

  it('reads unreadable values as defaults', () => {
    renderAt('/x?page=abc&sort=nonsense&tab=hacked&mine=maybe');
    expect(api.state).toEqual({ q: '', sort: null, page: 1, tab: 'emailUnverified', mine: false });
  });

  it('caps every value read from the URL like typed input (q at the search limit)', () => {
    const long = 'a'.repeat(5000);
    renderAt(`/x?q=${long}&sort=${'b'.repeat(500)}.desc&page=${'9'.repeat(400)}`);
    expect(api.state.q).toBe('a'.repeat(LIMITS.search));
    // Cut before it is read: the sort's ".desc" is beyond the limit, so there is no sort.
    expect(api.state.sort).toBeNull();
    expect(String(api.state.page).length).toBeLessThanOrEqual(LIMITS.search + 10);
    expect(URL_VALUE_MAX).toBe(LIMITS.search);
  });

  it('writes values, leaves defaults out of the URL, and keeps unknown parameters', () => {
    renderAt('/x?other=1');
    act(() => api.set({ q: 'lekki', page: 2, sort: { id: 'fare', desc: true } }));
    expect(search()).toBe('?other=1&q=lekki&page=2&sort=fare.desc');
    act(() => api.set({ page: 1, sort: null, q: '' }));
    expect(search()).toBe('?other=1');
    act(() => api.set({ tab: 'kycSubmitted' }));
    expect(api.state.tab).toBe('kycSubmitted');
    expect(search()).toBe('?other=1&tab=kycSubmitted');
  });

  it('pushes by default so Back restores the previous view', () => {
    renderAt('/x?page=2');
    act(() => api.set({ page: 3 }));
    expect(api.state.page).toBe(3);
    act(() => api.back());
    expect(api.state.page).toBe(2);
  });

  it('replaces for keystrokes so Back skips them', () => {
    renderAt('/x?page=2');
    act(() => api.set({ page: 3 }));
    act(() => api.set({ q: 'a', page: 1 }, { replace: true }));
    act(() => api.set({ q: 'ad' }, { replace: true }));
    expect(search()).toBe('?q=ad');
    act(() => api.back());
    expect(search()).toBe('?page=2');
  });

  it('applies successive updates in one tick on top of each other', () => {
    renderAt('/x');
    act(() => {
      api.set({ q: 'a' }, { replace: true });
      api.set({ page: 4 });
    });
    expect(api.state).toMatchObject({ q: 'a', page: 4 });
  });
});

describe('useTableUrlState', () => {
  let table: ReturnType<typeof useTableUrlState<{ tab: ReturnType<typeof oneOf<(typeof stages)[number]>> }>>;
  function TableProbe() {
    table = useTableUrlState({ tab: oneOf(stages, 'emailUnverified') });
    const location = useLocation();
    return <output data-testid="search">{location.search}</output>;
  }

  it('maps DataTable state to q, sort and page, plus extra parameters', () => {
    render(
      <MemoryRouter initialEntries={['/x?q=ada&page=2&tab=kycApproved']}>
        <TableProbe />
      </MemoryRouter>,
    );
    expect(table.table).toMatchObject({ search: 'ada', sort: null, page: 2 });
    expect(table.state.tab).toBe('kycApproved');
    act(() => table.table.onStateChange({ search: 'adaeze', page: 1 }, { replace: true }));
    expect(search()).toBe('?q=adaeze&tab=kycApproved');
    act(() => table.table.onStateChange({ sort: { id: 'name', desc: false }, page: 1 }, { replace: false }));
    expect(search()).toBe('?q=adaeze&tab=kycApproved&sort=name.asc');
    expect(table.table.sort).toEqual({ id: 'name', desc: false });
    act(() => table.setState({ tab: 'emailUnverified', page: 1 }));
    expect(search()).toBe('?q=adaeze&sort=name.asc');
  });
});

// A router that renders navigations only when the test says so, to replay the order a browser can
// produce: the history holds our updates at once (as a browser history does), the router renders the
// first while the next ones are still on their way.
describe('useUrlState while the router lags', () => {
  function setupLagging(initial: string) {
    const sent: { search: string; replace: boolean }[] = [];
    let show: (search: string) => void = () => {};
    const held = { pathname: '/x', search: initial, hash: '', state: null, key: 'default' };
    const record = (to: To, replace: boolean) => {
      const search = typeof to === 'string' ? to : (to.search ?? '');
      sent.push({ search, replace });
      held.search = search;
    };
    const navigator = {
      createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
      go: () => {},
      push: (to: To) => record(to, false),
      replace: (to: To) => record(to, true),
      location: held,
    };
    function Lagging() {
      const [search, setSearch] = useState(initial);
      show = setSearch;
      return (
        <Router location={{ pathname: '/x', search }} navigator={navigator}>
          <Probe />
        </Router>
      );
    }
    render(<Lagging />);
    return {
      sent,
      /** The router renders `search` (the history may be further on). */
      show: (search: string) => act(() => show(search)),
      /** Back: the history moves to `search`, and the router renders it. */
      back: (search: string) => {
        held.search = search;
        act(() => show(search));
      },
    };
  }

  it('keeps an update sent after a keystroke when the router renders the keystroke first', () => {
    const { sent, show } = setupLagging('');
    act(() => api.set({ q: 'ikeja' }, { replace: true }));
    act(() => api.set({ tab: 'kycApproved', page: 1 }));
    // The router renders the keystroke alone; the tab change is still on its way.
    show('?q=ikeja');
    act(() => api.set({ q: '', page: 1 }, { replace: true }));
    expect(sent.at(-1)).toEqual({ search: '?tab=kycApproved', replace: true });
    act(() => api.set({ q: 'lekki' }, { replace: true }));
    expect(sent.at(-1)).toEqual({ search: '?tab=kycApproved&q=lekki', replace: true });
  });

  it('takes a navigation it did not make (Back) as the new base', () => {
    const { sent, show, back } = setupLagging('?page=2');
    act(() => api.set({ page: 3 }));
    show('?page=3');
    back('?page=2');
    act(() => api.set({ q: 'ada' }, { replace: true }));
    expect(sent.at(-1)).toEqual({ search: '?page=2&q=ada', replace: true });
  });

  it('sends nothing when an update changes nothing', () => {
    const { sent } = setupLagging('?q=ada');
    act(() => api.set({ q: 'ada', page: 1 }));
    expect(sent).toEqual([]);
  });
});

describe('useUrlState in the browser', () => {
  /** The probe under the console's router over the browser's own history, opened at `url`. */
  function renderInBrowser(url: string) {
    window.history.replaceState(null, '', url);
    render(
      <UrlRouter history={UNSAFE_createBrowserHistory({ v5Compat: true })}>
        <Probe />
      </UrlRouter>,
    );
  }

  it('tells the router of a write the address bar already holds as a draft, without a new entry', () => {
    renderInBrowser('/x?page=2');
    const entries = window.history.length;
    act(() => api.set({ q: 'ab', page: 1 }, { replace: true, draft: true }));
    // The address holds the draft; the router has not rendered it.
    expect(window.location.search).toBe('?q=ab');
    expect(search()).toBe('?page=2');
    act(() => api.set({ q: 'ab', page: 1 }, { replace: true, urgent: true }));
    expect(search()).toBe('?q=ab');
    expect(api.state).toMatchObject({ q: 'ab', page: 1 });
    expect(window.history.length).toBe(entries);
  });

  it('renders an urgent write in the update that makes it, and any other in a transition', () => {
    renderInBrowser('/x');
    act(() => {
      api.set({ page: 2 }, { urgent: true });
      api.set({ q: 'ada' }, { replace: true });
    });
    expect(search()).toBe('?page=2&q=ada');
  });
});

describe('useUrlState after Back', () => {
  it('builds on the URL shown, not on an update made before Back', () => {
    renderAt('/x?page=2');
    act(() => api.set({ page: 3 }));
    act(() => api.back());
    act(() => api.set({ q: 'ada' }, { replace: true }));
    expect(search()).toBe('?page=2&q=ada');
  });
});

// The pair the screens use: a DataTable whose search, sort and page live in the URL. The router
// commits URL changes in a transition, so the box must not wait for the URL (typing "ikeja" once left "a").
describe('DataTable driven by useTableUrlState', () => {
  const people = makePeople(83);
  const columns = peopleColumns();
  let nav: { navigate: ReturnType<typeof useNavigate>; setState: ReturnType<typeof useTableUrlState>['setState'] };

  function UrlTable() {
    const { table, setState } = useTableUrlState({ tab: oneOf(stages, 'emailUnverified') });
    const location = useLocation();
    nav = { navigate: useNavigate(), setState: setState as typeof nav.setState };
    return (
      <>
        <DataTable<Person> {...table} data={people} columns={columns} getRowId={(p) => p.id} caption="Riders" emptyText="No riders found" pageSize={10} />
        <output data-testid="search">{location.search}</output>
        <output data-testid="path">{location.pathname}</output>
      </>
    );
  }

  function renderTable(url = '/riders') {
    // The console's router, over a history in memory.
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/start', url], initialIndex: 1, v5Compat: true });
    render(
      <UrlRouter history={history}>
        <UrlTable />
      </UrlRouter>,
    );
    return screen.getByRole('searchbox', { name: 'Search' });
  }

  const names = () => screen.getAllByRole<HTMLTableRowElement>('row').slice(1).map((r) => r.cells[0]!.textContent);
  const matching = (q: string) => people.filter((p) => [p.name, p.email, p.phone, p.area].some((v) => v.toLowerCase().includes(q)));

  // Testing Library wraps every event in act(), which commits the router's transition before the next
  // key; a browser does not. Without the wrapper the URL lags the keys as it does for a real typist.
  async function withBrowserTiming(run: () => void | Promise<void>) {
    const { eventWrapper } = getConfig();
    configure({ eventWrapper: (cb) => cb() });
    try {
      await run();
    } finally {
      configure({ eventWrapper });
    }
  }

  it('keeps every keystroke of fast typing (no delay between keys) and writes the URL behind it', async () => {
    const box = renderTable('/riders?page=3');
    const user = userEvent.setup({ delay: null });
    await withBrowserTiming(() => user.type(box, 'ikeja'));
    expect(box).toHaveValue('ikeja');
    await waitFor(() => expect(search()).toBe('?q=ikeja'));
    expect(box).toHaveValue('ikeja');
    await waitFor(() => expect(names()).toEqual(matching('ikeja').slice(0, 10).map((p) => p.name)));
    // Keystrokes replace the history entry: Back returns to the entry before the list.
    act(() => void nav.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/start'));
    expect(box).toHaveValue('');
  });

  it('keeps several changes fired in the same tick', async () => {
    const box = renderTable('/riders?page=2');
    // Each change extends what the input holds at that moment, as keys do.
    const key = (edit: (value: string) => string) => fireEvent.change(box, { target: { value: edit((box as HTMLInputElement).value) } });
    await withBrowserTiming(() => {
      for (const ch of 'lekki') key((v) => v + ch);
    });
    expect(box).toHaveValue('lekki');
    await waitFor(() => expect(search()).toBe('?q=lekki'));
    expect(box).toHaveValue('lekki');
    // Deleting back to an earlier value and typing again, also in one tick.
    await withBrowserTiming(() => {
      for (let i = 0; i < 3; i++) key((v) => v.slice(0, -1));
      key((v) => v + 'k');
    });
    expect(box).toHaveValue('lek');
    await waitFor(() => expect(search()).toBe('?q=lek'));
    expect(box).toHaveValue('lek');
  });

  it('follows URL changes it did not make: links, Back, and a reset that clears the search', async () => {
    const box = renderTable('/riders?q=ada');
    expect(box).toHaveValue('ada');
    act(() => void nav.navigate('/riders?q=musa&sort=name.desc'));
    await waitFor(() => expect(box).toHaveValue('musa'));
    const desc = matching('musa').sort((a, b) => b.name.localeCompare(a.name));
    await waitFor(() => expect(names()).toEqual(desc.map((p) => p.name)));
    act(() => void nav.navigate(-1));
    await waitFor(() => expect(box).toHaveValue('ada'));
    const user = userEvent.setup({ delay: null });
    await user.type(box, 'eze');
    await waitFor(() => expect(search()).toBe('?q=adaeze'));
    act(() => nav.setState({ q: '', tab: 'kycApproved', page: 1 }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(search()).toBe('?tab=kycApproved');
  });
});
