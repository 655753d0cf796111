import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionFigures } from '../../lib/listQuery';
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
  it('shows the figures it is given, one row per day: the sum and the count', async () => {
    const list = Array.from({ length: 300 }, (_, i) => tx(i));
    const volume = transactionFigures(list, RANGE, 'admin').volume;
    render(
      <ThemeModeProvider>
        <VolumeChart volume={volume} range={RANGE} admin />
      </ThemeModeProvider>,
    );
    const rows = await tableOf();
    const expected = volumePerDay(list, RANGE, (t) => t.amount);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.at(-1))).toEqual(expected.counts.map(String));
    expect(rows[0]![0]).toBe('1 Nov');
  });

  it('says Loading… while the figures are counted', () => {
    render(
      <ThemeModeProvider>
        <VolumeChart volume={null} range={RANGE} admin />
      </ThemeModeProvider>,
    );
    expect(within(screen.getByRole('figure', { name: 'Volume per day' })).getByText('Loading…')).toBeInTheDocument();
  });
});
