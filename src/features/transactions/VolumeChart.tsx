import { memo, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { describeRange, type DayRange } from '../../lib/dateRange';
import { formatNaira } from '../../lib/format';
import type { Transaction } from '../../lib/schemas';
import { Chart } from '../../ui/Chart';
import { tokens } from '../../ui/theme/tokens';
import { runInSlices } from '../../ui/DataTable';
import { chartRange, dayLabel, startVolume, volumePerDay, type DailyVolume } from './range';

const Note = styled.span`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

export interface VolumeChartProps {
  /** The rows the screen shows for its role (lagos: records with a Lagos commission). */
  records: readonly Transaction[];
  range: DayRange;
  /** Lagos admins see no amounts: their bars are the Lagos commission per day. */
  admin: boolean;
}

const amount = (t: Transaction) => t.amount;
const lagos = (t: Transaction) => t.lagosCommission;
const NO_DAYS: readonly string[] = [];
const NO_VALUES: readonly number[] = [];

/** From this many records on, the days are counted in slices after the render (see useVolume). */
const SLICED_FROM = 5_000;
/** Records counted between two checks of a slice's deadline. */
const CHUNK = 1_000;

interface Counted {
  records: readonly Transaction[];
  from: string | undefined;
  to: string | undefined;
  value: (t: Transaction) => number | null;
  volume: DailyVolume;
}

/**
 * volumePerDay for the chart. A big list (60,000 records: 25-30 ms of work, half of the screen's first
 * render with its rows) is counted after the render, in the table's background slices, so neither the
 * first rows nor a key typed meanwhile wait for it (docs/performance.md). Until it is done, the chart
 * keeps what it showed (its own days and bars), or says it is loading; small lists are counted at once.
 */
function useVolume(records: readonly Transaction[], days: DayRange, value: (t: Transaction) => number | null): DailyVolume | null {
  const sliced = records.length >= SLICED_FROM;
  const now = useMemo(() => (sliced ? null : volumePerDay(records, days, value)), [sliced, records, days.from, days.to, value]); // eslint-disable-line react-hooks/exhaustive-deps
  const [counted, setCounted] = useState<Counted | null>(null);
  const current = counted !== null && counted.records === records && counted.from === days.from && counted.to === days.to && counted.value === value;
  useEffect(() => {
    if (!sliced || current) return;
    const v = startVolume(days, value);
    let at = 0;
    return runInSlices(
      (deadline) => {
        while (at < records.length && performance.now() < deadline) {
          const to = Math.min(records.length, at + CHUNK);
          v.add(records, at, to);
          at = to;
        }
        return at >= records.length;
      },
      () => setCounted({ records, from: days.from, to: days.to, value, volume: v.result() }),
      true,
    );
  }, [sliced, current, records, days.from, days.to, value]); // eslint-disable-line react-hooks/exhaustive-deps
  return sliced ? (counted?.volume ?? null) : now;
}

/**
 * "Volume per day": amount (bars) and count (line) per Lagos day of the range, or of the last 30 days.
 * Memoised: the screen re-renders for every keystroke and sort (they live in the URL); the chart only
 * when its rows or range change.
 */
export const VolumeChart = memo(function VolumeChart({ records, range, admin }: VolumeChartProps) {
  const days = chartRange(range);
  const defaulted = days !== range;
  const volume = useVolume(records, days, admin ? amount : lagos);
  const categories = useMemo(() => volume?.days.map(dayLabel) ?? NO_DAYS, [volume]);
  return (
    <Chart
      title="Volume per day"
      orientation="vertical"
      categories={categories}
      emptyText={volume ? undefined : 'Loading…'}
      categoryLabel="Day"
      series={{ label: admin ? 'Amount' : 'Lagos Commission', values: volume?.amounts ?? NO_VALUES, format: formatNaira }}
      line={{ label: 'Transactions', values: volume?.counts ?? NO_VALUES }}
      actions={<Note>{defaulted ? `Last 30 days (${describeRange(days)})` : describeRange(days)}</Note>}
    />
  );
});
