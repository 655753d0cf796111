// Server mode: a new page of rows (a sort, "Next") re-renders the table, not the cards and the chart; a
// filter tab, whose answer brings new figures, re-renders them (docs/performance.md, "Server mode: after
// the answer"). The cards and the chart count their renders through wrappers of the design system's parts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetListModes } from '../../lib/api/paging';
import { renderScreen } from '../../testing/renderScreen';
import type * as ChartModule from '../../ui/Chart';
import type * as StatCardModule from '../../ui/StatCard';
import TransactionsPage from './TransactionsPage';

const renders = vi.hoisted(() => ({ card: 0, chart: 0 }));

vi.mock('../../ui/StatCard', async (importOriginal) => {
  const ui = await importOriginal<typeof StatCardModule>();
  return {
    ...ui,
    StatCard: (props: Parameters<typeof ui.StatCard>[0]) => {
      renders.card++;
      return <ui.StatCard {...props} />;
    },
  };
});

vi.mock('../../ui/Chart', async (importOriginal) => {
  const ui = await importOriginal<typeof ChartModule>();
  return {
    ...ui,
    Chart: (props: Parameters<typeof ui.Chart>[0]) => {
      renders.chart++;
      return <ui.Chart {...props} />;
    },
  };
});

afterEach(() => resetListModes());

/** The table has settled on rows whose first reference is not `before`; returns the new first row's text. */
async function settled(table: HTMLElement, before: string | null): Promise<string> {
  let first = '';
  await waitFor(
    () => {
      expect(table).not.toHaveAttribute('aria-busy');
      first = within(table).getAllByRole('row')[1]?.textContent ?? '';
      expect(first).not.toBe(before ?? '');
      for (const g of screen.getAllByRole('group').filter((c) => /^Total /.test(c.textContent ?? ''))) expect(g.textContent).not.toMatch(/—|Loading/);
      expect(screen.getByRole('figure', { name: 'Volume per day' }).textContent).not.toMatch(/Loading…/);
    },
    { timeout: 15000 },
  );
  return first;
}

describe('transactions in server mode: what a new page renders', () => {
  it('a sort and "Next" leave the cards and the chart alone; a filter tab renders them with its figures', async () => {
    resetListModes('server');
    const { user } = renderScreen(<TransactionsPage role="admin" />, { path: '/dashboard/transactions' });
    const table = await screen.findByRole('table', { name: 'Transactions Management' });
    let first = await settled(table, null);
    const cards = () => screen.getAllByRole('group').filter((c) => /^Total /.test(c.textContent ?? '')).map((c) => c.textContent);
    const shown = cards();
    const before = { ...renders };

    const amount = within(table).getAllByRole('columnheader').find((h) => h.textContent?.startsWith('Amount'))!;
    await user.click(within(amount).getAllByRole('button')[0]!);
    first = await settled(table, first);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    first = await settled(table, first);
    expect(screen.getByText(/^Showing /)).toBeInTheDocument();
    expect(cards()).toEqual(shown);
    expect(renders).toEqual(before);

    await user.click(screen.getByRole('tab', { name: /^Fund Transfer/ }));
    await settled(table, first);
    expect(cards()).not.toEqual(shown);
    expect(renders.card).toBeGreaterThan(before.card);
    expect(renders.chart).toBeGreaterThan(before.chart);
  });
});
