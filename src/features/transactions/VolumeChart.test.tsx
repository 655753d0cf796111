import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '../../lib/schemas';
import { ThemeModeProvider } from '../../ui/theme';
import { volumePerDay } from './range';
import { VolumeChart } from './VolumeChart';

const tx = (i: number): Transaction =>
  ({
    _id: `t${i}`, transaction_id: null, reference: null, user_id: null, driver_id: null, amount: (i % 7) + 0.5, settled_amount: null,
    charges: null, keroCommission: 1, lagosCommission: i % 3, transaction_services: null, transaction_type: null, status: null,
    createdAt: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:30:00.000Z`, narration: null,
    trip_id: null, account_no: null, bank_name: null,
  }) as Transaction;

const RANGE = { from: '2026-11-01', to: '2026-11-20' };

/** The chart's table view: one row per day, [day, amount, count] as shown. */
async function tableOf(): Promise<string[][]> {
  const figure = screen.getByRole('figure', { name: 'Volume per day' });
  await userEvent.click(within(figure).getByRole('button', { name: 'View as table' }));
  return within(figure)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('VolumeChart', () => {
  it('counts a big list after its render, in slices, with the same figures as counting it at once', async () => {
    const big = Array.from({ length: 12_000 }, (_, i) => tx(i));
    render(
      <ThemeModeProvider>
        <VolumeChart records={big} range={RANGE} admin />
      </ThemeModeProvider>,
    );
    // The render that shows the rows does not count them: the chart says so, then shows the days.
    expect(within(screen.getByRole('figure', { name: 'Volume per day' })).getByText('Loading…')).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'Volume per day' });
    await waitFor(() => expect(within(figure).queryByText('Loading…')).not.toBeInTheDocument(), { timeout: 4000 });
    const sliced = await tableOf();

    const expected = volumePerDay(big, RANGE, (t) => t.amount);
    expect(sliced).toHaveLength(expected.days.length);
    expect(sliced.map((r) => r.at(-1))).toEqual(expected.counts.map(String));
  });

  it('counts a small list in its render', () => {
    render(
      <ThemeModeProvider>
        <VolumeChart records={[tx(0), tx(1)]} range={RANGE} admin />
      </ThemeModeProvider>,
    );
    expect(within(screen.getByRole('figure', { name: 'Volume per day' })).queryByText('Loading…')).not.toBeInTheDocument();
  });
});
