// What a list screen shows, read the same way in client and server mode (docs/architecture.md, "Two
// modes"): the modes tests of the list screens render a screen against the seeded mock in each mode for
// the same URL and compare what they see.
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetListModes, type ListMode } from '../lib/api/paging';
import { PLACEHOLDER } from '../lib/format';
import type { Role } from '../lib/role';
import { renderScreen } from './renderScreen';

export interface ScreenUnderTest {
  element: ReactElement;
  path: string;
  role: Role;
  /** The table's accessible name for this URL. */
  table: string | RegExp;
  /** The cards' labels (each card is a group named by its label). */
  cards: readonly string[];
  /** Anything else that must match (tab counts, a chart's summary), read once the table has settled. */
  extra?: () => string[];
}

export interface Seen {
  rows: string[];
  cards: string[];
  extra: string[];
  showing: string;
  dialog: string;
}

/** Renders the screen at `path + query` in `mode`, waits for its rows and cards, and reads them. */
export async function look(mode: ListMode, s: ScreenUnderTest, query: string): Promise<Seen> {
  resetListModes(mode);
  const { unmount } = renderScreen(s.element, { path: s.path, url: `${s.path}${query}`, role: s.role });
  const table = await screen.findByRole('table', { name: s.table }, { timeout: 15000 });
  const cards = () => s.cards.map((label) => screen.getByRole('group', { name: label }).textContent ?? '');
  await waitFor(
    () => {
      expect(table).not.toHaveAttribute('aria-busy');
      expect(within(table).queryAllByRole('row').length).toBeGreaterThan(1);
      for (const c of cards()) expect(c).not.toMatch(new RegExp(`${PLACEHOLDER}|Loading`));
    },
    { timeout: 15000 },
  );
  if (query.includes('open=')) await screen.findByRole('dialog', {}, { timeout: 15000 });
  const seen: Seen = {
    rows: within(table).getAllByRole('row').slice(1).map((r) => r.textContent ?? ''),
    cards: cards(),
    extra: s.extra?.() ?? [],
    showing: screen.queryByText(/^Showing /)?.textContent ?? '',
    dialog: screen.queryByRole('dialog')?.textContent ?? '',
  };
  unmount();
  return seen;
}

/** Each URL in both modes: the same rows in the same order, cards, extras, "Showing …" and dialog. */
export async function expectSameInBothModes(make: (query: string) => ScreenUnderTest, queries: readonly string[]): Promise<void> {
  for (const query of queries) {
    const client = await look('client', make(query), query);
    const server = await look('server', make(query), query);
    expect(server, `${make(query).role} ${query}`).toEqual(client);
    expect(client.showing, query).toMatch(/^Showing /);
    if (query.includes('open=')) expect(client.dialog, query).not.toMatch(/^$| not found/);
  }
}
