import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../testing/renderScreen';
import { ApiError } from '../../lib/api/client';
import type { DataTableColumn } from '../../ui/DataTable';
import { ListScreen, type ListScreenProps, type ListScreenRead } from './ListScreen';

interface Row {
  id: string;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (r) => r.name, searchValue: (r) => r.name }];
const ROWS: Row[] = [
  { id: 'a', name: 'Ada' },
  { id: 'b', name: 'Bola' },
];

function read(over: Partial<ListScreenRead> = {}): ListScreenRead {
  return { data: undefined, error: undefined, isLoading: false, updatedAt: null, refreshing: false, refresh: vi.fn(), mutate: vi.fn(), ...over };
}

function Screen(props: Partial<ListScreenProps<Row>> & { list: ListScreenRead }) {
  return (
    <ListScreen<Row>
      title="Things"
      screen="things"
      noun="things"
      cards={[
        { label: 'Total Things', value: props.list.data ? '2' : '—', tone: 'accent' },
        { label: 'Good Things', value: props.list.data ? '1' : '—', tone: 'success' },
      ]}
      errorFallback="Error fetching things"
      table={{ data: ROWS, columns, getRowId: (r) => r.id, caption: 'Things', emptyText: 'No things' }}
      {...props}
    />
  );
}

const show = (props: Parameters<typeof Screen>[0]) => renderScreen(<Screen {...props} />, { path: '/things' });

afterEach(() => vi.restoreAllMocks());

describe('ListScreen', () => {
  it('shows skeleton cards and a busy table while the first read loads', () => {
    show({ list: read({ isLoading: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('group', { name: 'Good Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the table and the figures once the data is there; refresh reads again', async () => {
    const list = read({ data: { things: ROWS }, updatedAt: Date.now() });
    const { user } = show({ list });
    const total = screen.getByRole('group', { name: 'Total Things' });
    expect(total).not.toHaveAttribute('aria-busy');
    expect(total).toHaveTextContent('2');
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByRole('cell', { name: 'Bola' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveAttribute('placeholder', 'Search things...');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(list.refresh).toHaveBeenCalledTimes(1);
  });

  it('puts the error panel in the list’s place when the first read fails: server message, cards at "—", Try again', async () => {
    const list = read({ error: new ApiError('http', 500, 'Database is down') });
    const { user } = show({ list });
    expect(screen.getByRole('heading', { name: 'Things could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('group', { name: 'Total Things' })).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.mutate).toHaveBeenCalledTimes(1);
  });

  it('uses the screen’s fallback when the server sent no message, and keeps the list when a later read fails', () => {
    const first = show({ list: read({ error: new Error('boom') }) });
    expect(screen.getByText('Error fetching things')).toBeInTheDocument();
    first.unmount();
    show({ list: read({ error: new Error('boom'), data: { things: ROWS } }) });
    expect(screen.queryByRole('heading', { name: 'Things could not be loaded' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
  });

  it('wraps the error panel or the table in the frame slot, telling it which', () => {
    const frame = (list: ReactNode, failed: boolean) => <section aria-label={failed ? 'Failed frame' : 'List frame'}>{list}</section>;
    const ok = show({ list: read({ data: {} }), frame });
    expect(within(screen.getByRole('region', { name: 'List frame' })).getByRole('table')).toBeInTheDocument();
    ok.unmount();
    show({ list: read({ error: new Error('x') }), frame });
    expect(within(screen.getByRole('region', { name: 'Failed frame' })).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders the details slot, and "not found" for a link’s record the list does not hold', async () => {
    const close = vi.fn();
    const { user } = show({
      list: read({ data: {} }),
      details: <p>Details of Ada</p>,
      record: { kind: 'thing', openId: 'zz-9', notFound: true, close },
    });
    expect(screen.getByText('Details of Ada')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Thing not found' });
    expect(dialog).toHaveTextContent('No thing with the id zz-9 is in this list.');
    // The footer's Close (the dialog's corner button has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('pages on the server when the read carries a total, and offers export only with an exporter', () => {
    const onExport = vi.fn(() => Promise.resolve());
    const first = show({ list: read({ data: {}, total: 57, busy: true }), exporter: { onExport, progress: { done: 1000, total: 3000, cancel: () => {} } } });
    expect(screen.getByText(/Showing 2 of 57 results/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByText(/^Exporting 1,000 of 3,000/)).toBeInTheDocument();
    first.unmount();
    show({ list: read({ data: {} }) });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
