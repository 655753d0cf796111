import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { describeRange, type DayRange } from '../../lib/dateRange';
import { formatNaira } from '../../lib/format';
import { Chart } from '../../ui/Chart';
import { tokens } from '../../ui/theme/tokens';
import { chartRange, dayLabel, type DailyVolume } from './range';
import { naira } from '../../lib/money';

/** The chart's values are daily sums of naira amounts. */
const chartNaira = (v: number) => formatNaira(naira(v));

const Note = styled.span`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

export interface VolumeChartProps {
  /**
   * Per day of the chart's days: the amount (admin) or Lagos commission (lagos) and the count, over the
   * records the table holds (src/lib/listQuery.ts `transactionFigures`); null while they are counted.
   */
  volume: DailyVolume | null;
  /** The server's figures came unreadable (docs/api.md, "Paged lists"): nothing to chart, not "Loading…". */
  unreadable?: boolean;
  range: DayRange;
  /** Lagos admins see no amounts: their bars are the Lagos commission per day. */
  admin: boolean;
}

const NO_DAYS: readonly string[] = [];
const NO_VALUES: readonly number[] = [];

/**
 * "Volume per day": amount (bars) and count (line) per Lagos day of the range, or of the last 30 days.
 * Memoised: the screen re-renders for every keystroke and sort (they live in the URL); the chart only
 * when its rows or range change.
 */
export const VolumeChart = memo(function VolumeChart({ volume, unreadable = false, range, admin }: VolumeChartProps) {
  const days = chartRange(range);
  const defaulted = days !== range;
  const categories = useMemo(() => volume?.days.map(dayLabel) ?? NO_DAYS, [volume]);
  return (
    <Chart
      title="Volume per day"
      orientation="vertical"
      categories={categories}
      emptyText={volume || unreadable ? undefined : 'Loading…'}
      categoryLabel="Day"
      series={{ label: admin ? 'Amount' : 'Lagos Commission', values: volume?.amounts ?? NO_VALUES, format: chartNaira }}
      line={{ label: 'Transactions', values: volume?.counts ?? NO_VALUES }}
      actions={<Note>{defaulted ? `Last 30 days (${describeRange(days)})` : describeRange(days)}</Note>}
    />
  );
});
