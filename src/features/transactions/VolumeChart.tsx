import { memo, useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { describeRange, type DayRange } from '../../lib/dateRange';
import { formatNaira } from '../../lib/format';
import type { Transaction } from '../../lib/schemas';
import { Chart } from '../../ui/Chart';
import { tokens } from '../../ui/theme/tokens';
import { chartRange, dayLabel, volumePerDay } from './range';

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
const NO_RECORDS: readonly Transaction[] = [];

/**
 * "Volume per day": amount (bars) and count (line) per Lagos day of the range, or of the last 30 days.
 * Memoised: the screen re-renders for every keystroke and sort (they live in the URL); the chart only
 * when its rows or range change.
 */
export const VolumeChart = memo(function VolumeChart({ records, range, admin }: VolumeChartProps) {
  const days = chartRange(range);
  const defaulted = days !== range;
  // New rows are counted in a render of their own, after the screen that shows them: the day of each of
  // 60,000 records is half of the screen's first render with the rows (docs/performance.md). Until then
  // the chart keeps what it showed, or says it is loading when that was nothing.
  const counted = useDeferredValue(records, NO_RECORDS);
  const waiting = counted !== records && counted.length === 0 && records.length > 0;
  const volume = useMemo(() => volumePerDay(counted, days, admin ? amount : lagos), [counted, days.from, days.to, admin]); // eslint-disable-line react-hooks/exhaustive-deps
  const categories = useMemo(() => volume.days.map(dayLabel), [volume]);
  return (
    <Chart
      title="Volume per day"
      orientation="vertical"
      categories={waiting ? NO_DAYS : categories}
      emptyText={waiting ? 'Loading…' : undefined}
      categoryLabel="Day"
      series={{ label: admin ? 'Amount' : 'Lagos Commission', values: volume.amounts, format: formatNaira }}
      line={{ label: 'Transactions', values: volume.counts }}
      actions={<Note>{defaulted ? `Last 30 days (${describeRange(days)})` : describeRange(days)}</Note>}
    />
  );
});
