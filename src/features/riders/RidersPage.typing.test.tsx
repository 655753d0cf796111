// Typing in server mode (docs/architecture.md, "Two modes"): a request at most every 150 ms per list, a
// newer query aborts the older request, an outdated answer is never painted, and the rows keep the last
// answer, marked busy, until the new one arrives. Driven on the riders screen against the mock backend.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { riders } from '../../../mocks/db/store';
import RidersPage from './RidersPage';
import { resetListModes } from '../../lib/api/paging';
import { runQuery } from '../../lib/listQuery';
import { renderScreen } from '../../testing/renderScreen';
import { SEARCH_SPACING_MS } from '../../shared/data/useListQuery';

const PATH = '/dashboard/riders';

interface Sent {
  q: string;
  at: number;
  signal: AbortSignal;
}

describe('server mode while typing', () => {
  it('spaces the requests, aborts the older request, never paints an outdated answer and keeps the last rows busy', async () => {
    resetListModes('server');
    const sent: Sent[] = [];
    let hold: Promise<void> | null = null;
    server.use(
      http.get('*/api/admin/users/', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        sent.push({ q, at: performance.now(), signal: request.signal });
        if (hold && q !== '') await hold;
        // Nothing returned: the mock backend answers.
        return undefined;
      }),
    );
    // When each search left: timed at the fetch call (the handler above runs after the request's trip
    // through the interceptor, a few milliseconds later and by a varying amount).
    const left: { q: string; at: number }[] = [];
    const realFetch = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname.endsWith('/api/admin/users/')) left.push({ q: url.searchParams.get('q') ?? '', at: performance.now() });
      return realFetch(input, init);
    });
    const { user } = renderScreen(<RidersPage role="admin" />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Riders' });
    const rows = () => within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    await waitFor(() => {
      expect(table).not.toHaveAttribute('aria-busy');
      expect(rows().length).toBe(10);
    });
    const first = rows();

    // The first letter's answer is held: the rows stay, marked busy.
    let release!: () => void;
    hold = new Promise<void>((r) => (release = r));
    const box = screen.getByPlaceholderText('Search riders...');
    const word = riders()[3]!.email!.slice(0, 6);
    await user.type(box, word[0]!);
    await waitFor(() => expect(sent.map((s) => s.q)).toContain(word[0]));
    const held = sent.find((s) => s.q === word[0])!;
    // The request leaves during the render that reads the new search (useListQuery), before React commits
    // it: the busy mark comes with that commit.
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(rows()).toEqual(first);

    // The rest of the word: the held request is aborted, and only the final query is painted.
    await user.type(box, word.slice(1));
    await waitFor(() => expect(sent.at(-1)?.q).toBe(word));
    await waitFor(() => expect(held.signal.aborted).toBe(true));
    release();
    const want = runQuery('riders', riders(), { q: word, sort: null, page: 1, limit: 10, filters: {}, id: '' }, 'admin').rows.map((r) => r.email);
    await waitFor(() => {
      expect(table).not.toHaveAttribute('aria-busy');
      expect(rows().map((r) => want.some((e) => r?.includes(e!)))).toEqual(want.map(() => true));
    });
    expect(rows()).toHaveLength(want.length);

    // At most one request per 150 ms while typing, fewer requests than keys.
    fetchSpy.mockRestore();
    const typed = left.filter((s) => s.q !== '');
    expect(typed.map((s) => s.q)).toEqual(sent.filter((s) => s.q !== '').map((s) => s.q));
    for (let i = 1; i < typed.length; i++) expect(typed[i]!.at - typed[i - 1]!.at).toBeGreaterThanOrEqual(SEARCH_SPACING_MS - 5);
    expect(typed.length).toBeLessThan(word.length);
  }, 60_000);
});
