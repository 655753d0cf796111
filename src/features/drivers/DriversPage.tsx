import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Stack } from '../../ui/Layout';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshStatus } from '../../ui/RefreshStatus';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { errorMessage } from '../../lib/api/client';
import { permissionsFor, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNumber, PLACEHOLDER } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Driver } from '../../lib/schemas';
import { useCsvExport } from '../../shared/export/useCsvExport';
import { RecordNotFound } from '../../shared/records/RecordNotFound';
import { useOpenRecord } from '../../shared/records/useOpenRecord';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { oneOf, useTableUrlState } from '../../shared/url/useUrlState';
import { DRIVERS_MESSAGES, useDrivers, useVerifyDriver, type VerifyDecision } from './api';
import { driverColumns } from './columns';
import { DriverDetails } from './DriverDetails';
import { PipelineChart } from './PipelineChart';
import { driverName, groupByStage, STAGE_LABELS, STAGES, stageOf, type StageBuckets } from './model';
import { ReviewNextBar } from './ReviewNextBar';
import { nextSubmission, type Decided } from './reviewNext';

const TABS_ID = 'driver-stages';
const EMPTY: Driver[] = [];
const NO_BUCKETS: StageBuckets = { emailUnverified: [], emailVerified: [], kycSubmitted: [], kycApproved: [] };

const driverId = (d: Driver) => d._id;

/**
 * docs/product.md §2 Drivers: five cards, four onboarding-stage tabs, a table per stage and "Driver Details",
 * where an admin approves or rejects a KYC submission.
 */
export default function DriversPage({ role }: { role: Role }) {
  const permissions = permissionsFor(role);
  const { data, error, isLoading, mutate, updatedAt, refresh, refreshing } = useDrivers();
  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState({ tab: oneOf(STAGES, 'emailUnverified'), open: '' });
  const stage = state.tab;
  const drivers = data ?? EMPTY;
  // Any driver opens by link, whatever the tab; a KYC submission opens for review (docs/product.md §2).
  const record = useOpenRecord({ openId: state.open, setUrl: setState, records: drivers, getId: driverId, ready: !!data });
  const { open, close } = record;
  const openDriver = useCallback(
    (d: Driver) => {
      if (d._id) open(d._id);
    },
    [open],
  );
  const onExport = useCsvExport<Driver>('drivers');

  const verify = useVerifyDriver();
  // The decision just made, for "Review next" (issue 12); the dialog still closes and the list reloads (docs/product.md §4).
  const [decided, setDecided] = useState<Decided | null>(null);

  const buckets = useMemo(() => (data ? groupByStage(data) : NO_BUCKETS), [data]);
  const onReview = useCallback(
    (d: Driver) => {
      setDecided(null);
      openDriver(d);
    },
    [openDriver],
  );
  const next = decided ? nextSubmission(buckets.kycSubmitted, decided) : null;
  const remaining = decided ? buckets.kycSubmitted.filter((d) => d._id !== decided.id).length : 0;
  const columns = useMemo(
    () =>
      driverColumns(stage, {
        switches,
        walletBalance: permissions.walletBalance,
        onReview: permissions.review ? onReview : null,
      }),
    [stage, switches, permissions.walletBalance, permissions.review, onReview],
  );

  const shown = (n: number) => (data ? formatNumber(n) : PLACEHOLDER);
  const switchKeys: DisplaySwitch[] = permissions.walletBalance ? ['email', 'phone', 'walletBalance'] : ['email', 'phone'];
  const label = STAGE_LABELS[stage];

  const onDecide = (decision: VerifyDecision) => {
    const driver = record.record;
    const id = driver?._id;
    if (!driver || !id) return;
    const name = driverName(driver) ?? 'Driver';
    const index = Math.max(0, buckets.kycSubmitted.findIndex((d) => d._id === id));
    void verify.run(id, decision).then((result) => {
      if (!result.ok) return;
      setDecided({ id, name, index, decision });
      close();
    });
  };

  return (
    <>
      <title>{'Drivers · Kero'}</title>
      <PageHeader
        title="Drivers"
        description={role === 'lagos' ? 'Drivers on the road in Lagos' : 'Driver onboarding, from sign-up to KYC approval'}
        actions={<RefreshStatus updatedAt={updatedAt} onRefresh={() => void refresh()} refreshing={refreshing} />}
      />
      <Stack gap={6}>
        <StatGrid columns={5}>
          <StatCard label="Total Drivers" value={shown(drivers.length)} loading={isLoading} tone="accent" />
          <StatCard label="Email Unverified" value={shown(buckets.emailUnverified.length)} loading={isLoading} tone="warning" />
          <StatCard label="Email Verified" value={shown(buckets.emailVerified.length)} loading={isLoading} tone="info" />
          <StatCard label="KYC Submitted" value={shown(buckets.kycSubmitted.length)} loading={isLoading} tone="neutral" />
          <StatCard label="KYC Approved" value={shown(buckets.kycApproved.length)} loading={isLoading} tone="success" />
        </StatGrid>
        {data && <PipelineChart stages={STAGES.map((s) => STAGE_LABELS[s])} counts={STAGES.map((s) => buckets[s].length)} />}
        <Stack gap={4}>
          <Tabs
            id={TABS_ID}
            controlsPanel
            aria-label="Driver stages"
            value={stage}
            onChange={(tab) => setState({ tab, page: 1, sort: null })}
            items={STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s], count: data ? buckets[s].length : undefined }))}
          />
          <TabPanel baseId={TABS_ID} value={stage}>
            {decided && stage === 'kycSubmitted' && !record.openId && (
              <ReviewNextBar decided={decided} remaining={remaining} onReviewNext={() => next && onReview(next)} onDismiss={() => setDecided(null)} />
            )}
            {error && !data ? (
              <ErrorPanel
                title="Drivers could not be loaded"
                message={errorMessage(error, DRIVERS_MESSAGES.error)}
                onRetry={() => void mutate()}
              />
            ) : (
              <DataTable
                {...table}
                data={buckets[stage]}
                columns={columns}
                getRowId={(d, i) => d._id ?? `row-${i}`}
                caption={`${label} drivers`}
                loading={isLoading}
                emptyText={`No ${label} drivers found`}
                pageSize={10}
                pagination="results"
                searchPlaceholder="Search drivers..."
                searchLabel="Search drivers"
                // KYC Submitted rows open through the Review action only (docs/product.md §2).
                onRowClick={stage === 'kycSubmitted' ? undefined : openDriver}
                onExport={onExport}
                toolbar={<DisplaySwitchBar keys={switchKeys} />}
              />
            )}
          </TabPanel>
        </Stack>
      </Stack>
      {record.notFound && <RecordNotFound kind="driver" id={record.openId} onClose={close} />}
      <DriverDetails
        driver={record.record}
        mode={record.record && stageOf(record.record) === 'kycSubmitted' ? 'review' : 'view'}
        onClose={close}
        link={record.link}
        canApprove={permissions.approve}
        showWalletBalance={permissions.walletBalance}
        switches={switches}
        pending={verify.pendingArgs?.[1] ?? null}
        onDecide={onDecide}
      />
    </>
  );
}
