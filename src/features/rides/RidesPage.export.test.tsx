// Export in server mode (docs/product.md, "Export"): the file walks the query's pages of 1,000 with
// "Exporting X of Y" and Cancel, and holds the same bytes as client mode's file of the same view.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { configureMockDb, getMockDbOptions, resetMockDb, trips } from '../../../mocks/db/store';
import { runQuery } from '../../lib/listQuery';
import { resetListModes, type ListMode } from '../../lib/api/paging';
import { renderScreen } from '../../testing/renderScreen';
import RidesPage from './RidesPage';

const PATH = '/dashboard/rides';
const VIEW = '?sort=fare.desc&q=a';

let blobs: Blob[];
let scale: number;
beforeEach(() => {
  // Enough rides for a view of more than one export page (1,000 records).
  scale = getMockDbOptions().scale;
  resetMockDb({ scale: scale * 4 });
  blobs = [];
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  configureMockDb({ scale });
});

/** Export pages asked for (limit=1000); `hold` keeps page 2's answer until released. */
function watchExportPages(hold: Promise<void> | null) {
  const pages: string[] = [];
  server.use(
    http.get('*/api/admin/get-all-trips', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('limit') !== '1000') return undefined;
      pages.push(params.get('page') ?? '');
      if (hold && params.get('page') === '2') await hold;
      // Nothing returned: the mock backend answers.
      return undefined;
    }),
  );
  return pages;
}

async function openRides(mode: ListMode) {
  resetListModes(mode);
  const utils = renderScreen(<RidesPage role="admin" />, { path: PATH, url: `${PATH}${VIEW}` });
  const table = await screen.findByRole('table', { name: 'Rides' });
  await waitFor(
    () => {
      expect(table).not.toHaveAttribute('aria-busy');
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    },
    { timeout: 15_000 },
  );
  return utils;
}

async function fileText(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blob.arrayBuffer()));
}

describe('rides export in server mode', () => {
  it('walks the pages with progress and writes the same bytes as client mode', async () => {
    const selected = runQuery('trips', trips(), { q: 'a', sort: null, page: 1, limit: 0, filters: {}, id: '' }, 'admin').total;
    expect(selected).toBeGreaterThan(1000);

    const client = await openRides('client');
    await client.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 30_000 });
    const clientFile = await fileText(blobs[0]!);
    client.unmount();
    // Header and one line per ride of the view.
    expect(clientFile.split('\r\n').filter(Boolean)).toHaveLength(selected + 1);

    let release!: () => void;
    const pages = watchExportPages(new Promise<void>((r) => (release = r)));
    const paged = await openRides('server');
    await paged.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(`Exporting 1,000 of ${selected.toLocaleString('en-NG')}`, {}, { timeout: 20_000 })).toBeInTheDocument();
    release();
    await waitFor(() => expect(blobs).toHaveLength(2), { timeout: 30_000 });
    // Every page of 1,000 once, in order (the view's size follows the seed's scale).
    expect(pages).toEqual(Array.from({ length: Math.ceil(selected / 1000) }, (_, i) => String(i + 1)));
    expect(await fileText(blobs[1]!)).toBe(clientFile);
    await waitFor(() => expect(screen.queryByText(/^Exporting /)).toBeNull());
  }, 120_000);

  it('Cancel stops the walk: no file, no progress', async () => {
    let release!: () => void;
    const pages = watchExportPages(new Promise<void>((r) => (release = r)));
    const { user } = await openRides('server');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const status = (await screen.findByText(/^Exporting 1,000 of /, {}, { timeout: 20_000 })).closest('p')!;
    await user.click(within(status).getByRole('button', { name: 'Cancel' }));
    release();
    await waitFor(() => expect(screen.queryByText(/^Exporting /)).toBeNull());
    // Page 2 was under way when Cancel came: no page after it.
    expect(pages).toEqual(['1', '2']);
    expect(blobs).toHaveLength(0);
  }, 60_000);
});
