import styled from 'styled-components';
import { errorMessage } from '../../lib/api/client';
import { formatNumber } from '../../lib/format';
import type { DashboardData } from '../../lib/schemas';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard, StatGrid, StatPanel, type StatTone } from '../../ui/StatCard';
import { tokens } from '../../ui/theme';
import { DASHBOARD_MESSAGES, useDashboard } from './api';

/** Spec §9: the comparison against the last 24 hours is a fixed 0. */
const COMPARISON = 0;

interface CardSpec {
  label: string;
  tone: StatTone;
  value: (d: DashboardData) => number | null;
}

const driverCards: CardSpec[] = [
  { label: 'Approved Drivers', tone: 'success', value: (d) => d.drivers.approved },
  { label: 'Unapproved Drivers', tone: 'warning', value: (d) => d.drivers.unapproved },
  // Spec §3: Active Drivers is displayed from the approved count.
  { label: 'Active Drivers', tone: 'info', value: (d) => d.drivers.approved },
  { label: 'New Drivers This Week', tone: 'accent', value: (d) => d.drivers.joinedThisWeek },
];

// rides.pending is held but not displayed (spec §3).
const rideCards: CardSpec[] = [
  { label: 'Total Rides', tone: 'accent', value: (d) => d.rides.total },
  { label: 'Completed Rides', tone: 'success', value: (d) => d.rides.completed },
  { label: 'Active Rides', tone: 'info', value: (d) => d.rides.active },
  { label: 'Canceled Rides', tone: 'danger', value: (d) => d.rides.canceled },
];

const weeklyCards: CardSpec[] = [
  { label: 'Total This Week', tone: 'accent', value: (d) => d.weeklyRides.total },
  { label: 'Completed This Week', tone: 'success', value: (d) => d.weeklyRides.completed },
  { label: 'Active This Week', tone: 'info', value: (d) => d.weeklyRides.active },
  { label: 'Canceled This Week', tone: 'danger', value: (d) => d.weeklyRides.canceled },
];

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[8]};
`;

function Cards({ cards, data, loading }: { cards: CardSpec[]; data: DashboardData | undefined; loading: boolean }) {
  return cards.map((c) => (
    <StatCard
      key={c.label}
      label={c.label}
      tone={c.tone}
      loading={loading}
      value={data ? formatNumber(c.value(data)) : null}
      comparison={COMPARISON}
    />
  ));
}

/** The console's overview (spec §2 Dashboard); the Lagos console shows the same counts. */
export default function DashboardPage({ role }: { role: 'admin' | 'lagos' }) {
  const { data, error, isLoading, mutate } = useDashboard();
  const loading = isLoading && !data;
  const failed = !!error && !data;

  return (
    <>
      <title>{'Dashboard · Kero'}</title>
      <PageHeader title="Dashboard" description={role === 'lagos' ? 'Lagos overview' : 'Drivers and rides at a glance'} />
      {failed ? (
        <ErrorPanel
          title="Dashboard data could not be loaded"
          message={errorMessage(error, DASHBOARD_MESSAGES.error)}
          onRetry={() => void mutate()}
        />
      ) : (
        <Stack>
          <StatGrid role="group" aria-label="Drivers">
            <Cards cards={driverCards} data={data} loading={loading} />
          </StatGrid>
          <StatPanel title="Ride Statistics">
            <Cards cards={rideCards} data={data} loading={loading} />
          </StatPanel>
          <StatPanel title="This Week Statistics">
            <Cards cards={weeklyCards} data={data} loading={loading} />
          </StatPanel>
        </Stack>
      )}
    </>
  );
}
