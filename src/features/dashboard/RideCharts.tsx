import type { DashboardData } from '../../lib/schemas';
import { Chart, type ChartTone } from '../../ui/Chart';
import { Grid } from '../../ui/Layout';

const STATUSES = ['Completed', 'Active', 'Canceled'];
const TONES: ChartTone[] = ['success', 'info', 'danger'];
// A missing count charts as empty and reads "—" (the chart's rule for values that are no number).
const n = (v: number | null) => v ?? Number.NaN;

/**
 * "Rides by status" (all time) and "This week", beside the dashboard's figures (docs/product.md
 * §12): completed, active and canceled rides from the ride statistics.
 */
export function RideCharts({ data }: { data: DashboardData }) {
  return (
    <Grid gap={6} minColumnWidth="320px">
      <Chart
        title="Rides by status"
        categories={STATUSES}
        categoryLabel="Status"
        series={{ label: 'Rides', values: [n(data.rides.completed), n(data.rides.active), n(data.rides.canceled)] }}
        tones={TONES}
      />
      <Chart
        title="This week"
        categories={STATUSES}
        categoryLabel="Status"
        series={{ label: 'Rides this week', values: [n(data.weeklyRides.completed), n(data.weeklyRides.active), n(data.weeklyRides.canceled)] }}
        tones={TONES}
      />
    </Grid>
  );
}
