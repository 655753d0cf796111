import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useTableUrlState } from '../url/useUrlState';
import { recordPath } from './RecordLink';
import { useOpenRecord, type OpenRecord } from './useOpenRecord';

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'a1', name: 'Ada' },
  { id: 'b2', name: 'Bola' },
];

let api: { rec: OpenRecord<Row>; back: () => void; setQ: (q: string) => void };

function Probe({ rows, ready }: { rows: Row[]; ready: boolean }) {
  const { state, setState } = useTableUrlState({ open: '' });
  const rec = useOpenRecord({ openId: state.open, setUrl: setState, records: rows, getId: (r) => r.id, ready });
  const navigate = useNavigate();
  const location = useLocation();
  api = { rec, back: () => navigate(-1), setQ: (q) => setState({ q }) };
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      <output data-testid="open">{rec.record?.name ?? (rec.notFound ? 'not found' : '')}</output>
    </>
  );
}

function renderAt(url: string, rows = ROWS, ready = true) {
  return render(
    <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
      <Probe rows={rows} ready={ready} />
    </MemoryRouter>,
  );
}

const url = () => screen.getByTestId('url').textContent;
const shown = () => screen.getByTestId('open').textContent;

describe('useOpenRecord', () => {
  it('open pushes ?open=<id> and finds the record; Back closes it', async () => {
    renderAt('/dashboard/riders?q=ad');
    act(() => api.rec.open('a1'));
    await waitFor(() => expect(url()).toBe('/dashboard/riders?q=ad&open=a1'));
    expect(shown()).toBe('Ada');
    act(() => api.back());
    await waitFor(() => expect(url()).toBe('/dashboard/riders?q=ad'));
    expect(shown()).toBe('');
  });

  it('close after open steps back over the entry (no extra history), keeping the other parameters', async () => {
    renderAt('/dashboard/riders?page=2');
    act(() => api.rec.open('b2'));
    await waitFor(() => expect(shown()).toBe('Bola'));
    act(() => api.rec.close());
    await waitFor(() => expect(url()).toBe('/dashboard/riders?page=2'));
    // Back now leaves the screen: the dialog's entry was consumed, not stacked.
    act(() => api.back());
    await waitFor(() => expect(url()).toBe('/start'));
  });

  it('a loaded link opens its record; closing it drops the parameter in place', async () => {
    renderAt('/dashboard/riders?open=b2');
    expect(shown()).toBe('Bola');
    expect(api.rec.link).toBe(`${window.location.origin}/dashboard/riders?open=b2`);
    act(() => api.rec.close());
    await waitFor(() => expect(url()).toBe('/dashboard/riders'));
    act(() => api.back());
    await waitFor(() => expect(url()).toBe('/start'));
  });

  it('an unknown id is "not found" only once the list has loaded', () => {
    const { rerender } = renderAt('/dashboard/riders?open=zz', [], false);
    expect(api.rec.notFound).toBe(false);
    rerender(
      <MemoryRouter initialEntries={['/start', '/dashboard/riders?open=zz']} initialIndex={1}>
        <Probe rows={ROWS} ready />
      </MemoryRouter>,
    );
    expect(shown()).toBe('not found');
  });

  it('finds the record in fresh data after a refresh (looked up by id)', () => {
    const { rerender } = renderAt('/dashboard/riders?open=a1');
    expect(shown()).toBe('Ada');
    rerender(
      <MemoryRouter initialEntries={['/start', '/dashboard/riders?open=a1']} initialIndex={1}>
        <Probe rows={[{ id: 'a1', name: 'Ada Okafor' }]} ready />
      </MemoryRouter>,
    );
    expect(shown()).toBe('Ada Okafor');
  });

  it('a keystroke then an open in quick succession both survive (one update chain)', async () => {
    renderAt('/dashboard/riders');
    act(() => {
      api.setQ('bo');
      api.rec.open('b2');
    });
    await waitFor(() => expect(url()).toBe('/dashboard/riders?q=bo&open=b2'));
  });

  it('recordPath builds the role console path with the id encoded', () => {
    expect(recordPath('admin', 'rides', 'r 1')).toBe('/dashboard/rides?open=r%201');
    expect(recordPath('lagos', 'drivers', 'd1')).toBe('/dashboard/lagos/drivers?open=d1');
  });
});
