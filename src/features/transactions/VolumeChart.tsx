import { memo, useMemo } from 'react';
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

/**
 * "Volume per day": amount (bars) and count (line) per Lagos day of the range, or of the last 30 days.
 * Memoised: the screen re-renders for every keystroke and sort (they live in the URL); the chart only
 * when its rows or range change.
 */
export const VolumeChart = memo(function VolumeChart({ records, range, admin }: VolumeChartProps) {
  const days = chartRange(range);
  const defaulted = days !== range;
  const volume = useMemo(() => volumePerDay(records, days, admin ? amount : lagos), [records, days.from, days.to, admin]); // eslint-disable-line react-hooks/exhaustive-deps
  const categories = useMemo(() => volume.days.map(dayLabel), [volume]);
  return (
    <Chart
      title="Volume per day"
      orientation="vertical"
      categories={categories}
      categoryLabel="Day"
      series={{ label: admin ? 'Amount' : 'Lagos Commission', values: volume.amounts, format: formatNaira }}
      line={{ label: 'Transactions', values: volume.counts }}
      actions={<Note>{defaulted ? `Last 30 days (${describeRange(days)})` : describeRange(days)}</Note>}
    />
  );
});
