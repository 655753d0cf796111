import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../../lib/api/client';
import { formatNumber } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { DashboardData } from '../../lib/schemas';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Stack } from '../../ui/Layout';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshStatus } from '../../ui/RefreshStatus';
import { StatCard, StatGrid, StatPanel } from '../../ui/StatCard';
import { DASHBOARD_MESSAGES, isTodayKey, useDashboard } from './api';
import { cardHref, COMPARISON, driverCards, rideCards, weeklyCards, type CardSpec } from './model';
import type { NavLinkProps } from '../../ui/Sidebar';

/** The router's link for the cards (src/ui knows no router). */
function CardLink({ href, ...rest }: NavLinkProps) {
  return <Link to={href} {...rest} />;
}

// The charts load after the figures: the console's first screen stays within its script budget.
const RideCharts = lazy(() => import('./RideCharts').then((m) => ({ default: m.RideCharts })));
// So does "Today": it reads the ledger, whose decoder the first screen does not load.
const TodayPanel = lazy(() => import('./TodayPanel').then((m) => ({ default: m.TodayPanel })));


function Cards({ cards, data, loading, role }: { cards: CardSpec[]; data: DashboardData | undefined; loading: boolean; role: Role }) {
  return cards.map((c) => (
    <StatCard
      key={c.label}
      label={c.label}
      tone={c.tone}
      loading={loading}
      value={formatNumber(data ? c.value(data) : null)}
      comparison={COMPARISON}
      href={cardHref(c, role)}
      linkComponent={CardLink}
    />
  ));
}

/** The console's overview (docs/product.md §2 Dashboard); the Lagos console shows the same counts. */
export default function DashboardPage({ role }: { role: Role }) {
  const { data, error, isLoading, mutate, updatedAt, refresh, refreshing } = useDashboard();
  const loading = isLoading && !data;
  const failed = !!error && !data;
  const { mutate: mutateAny } = useSWRConfig();
  const onRefresh = () => {
    void refresh();
    void mutateAny(isTodayKey);
  };

  return (
    <>
      <title>{'Dashboard · Kero'}</title>
      <PageHeader
        title="Dashboard"
        description={role === 'lagos' ? 'Lagos overview' : 'Drivers and rides at a glance'}
        actions={<RefreshStatus updatedAt={updatedAt} onRefresh={onRefresh} refreshing={refreshing} />}
      />
      {/* One error pattern on every screen: the error panel with Try again, and the cards stay in place showing —. */}
      <Stack gap={8}>
        {failed && (
          <ErrorPanel
            title="Dashboard data could not be loaded"
            message={errorMessage(error, DASHBOARD_MESSAGES.error)}
            onRetry={() => void mutate()}
          />
        )}
        <StatGrid role="group" aria-label="Drivers">
          <Cards cards={driverCards} data={data} loading={loading} role={role} />
        </StatGrid>
        <StatPanel title="Ride Statistics">
          <Cards cards={rideCards} data={data} loading={loading} role={role} />
        </StatPanel>
        <StatPanel title="This Week Statistics">
          <Cards cards={weeklyCards} data={data} loading={loading} role={role} />
        </StatPanel>
        <Suspense fallback={null}>
          <TodayPanel role={role} />
        </Suspense>
        {data && (
          <Suspense fallback={null}>
            <RideCharts data={data} />
          </Suspense>
        )}
      </Stack>
    </>
  );
}
