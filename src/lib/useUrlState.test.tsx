import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { formatSort, oneOf, parseSort, sortParam, useTableUrlState, useUrlState, type SetUrlState } from './useUrlState';

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

describe('useUrlState after Back', () => {
  it('builds on the URL shown, not on an update made before Back', () => {
    renderAt('/x?page=2');
    act(() => api.set({ page: 3 }));
    act(() => api.back());
    act(() => api.set({ q: 'ada' }, { replace: true }));
    expect(search()).toBe('?page=2&q=ada');
  });
});
