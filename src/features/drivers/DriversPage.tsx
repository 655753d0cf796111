import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { tokens } from '../../ui/theme/tokens';
import { errorMessage } from '../../lib/api/client';
import { permissionsFor, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNumber, PLACEHOLDER } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Driver } from '../../lib/schemas';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { oneOf, useTableUrlState } from '../../shared/url/useUrlState';
import { DRIVERS_MESSAGES, useDrivers, useVerifyDriver, type VerifyDecision } from './api';
import { driverColumns } from './columns';
import { DriverDetails } from './DriverDetails';
import { groupByStage, STAGE_LABELS, STAGES, type StageBuckets } from './model';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[6]};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
`;

const TABS_ID = 'driver-stages';
const EMPTY: Driver[] = [];
const NO_BUCKETS: StageBuckets = { emailUnverified: [], emailVerified: [], kycSubmitted: [], kycApproved: [] };

interface OpenDriver {
  driver: Driver;
  mode: 'view' | 'review';
}

/**
 * Spec §2 Drivers: five cards, four onboarding-stage tabs, a table per stage and "Driver Details",
 * where an admin approves or rejects a KYC submission.
 */
export default function DriversPage({ role }: { role: Role }) {
  const permissions = permissionsFor(role);
  const { data, error, isLoading, mutate } = useDrivers();
  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState({ tab: oneOf(STAGES, 'emailUnverified') });
  const stage = state.tab;
  const [open, setOpen] = useState<OpenDriver | null>(null);

  const close = useCallback(() => setOpen(null), []);
  const afterDecision = useCallback(() => {
    void mutate();
    setOpen(null);
  }, [mutate]);
  const { verify, pending } = useVerifyDriver(afterDecision);

  const drivers = data ?? EMPTY;
  const buckets = useMemo(() => (data ? groupByStage(data) : NO_BUCKETS), [data]);
  const onReview = useCallback((d: Driver) => setOpen({ driver: d, mode: 'review' }), []);
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
    const id = open?.driver._id;
    if (id) void verify(id, decision);
  };

  return (
    <>
      <title>{'Drivers · Kero'}</title>
      <PageHeader
        title="Drivers"
        description={role === 'lagos' ? 'Drivers on the road in Lagos' : 'Driver onboarding, from sign-up to KYC approval'}
      />
      <Stack>
        <StatGrid columns={5}>
          <StatCard label="Total Drivers" value={shown(drivers.length)} loading={isLoading} tone="accent" />
          <StatCard label="Email Unverified" value={shown(buckets.emailUnverified.length)} loading={isLoading} tone="warning" />
          <StatCard label="Email Verified" value={shown(buckets.emailVerified.length)} loading={isLoading} tone="info" />
          <StatCard label="KYC Submitted" value={shown(buckets.kycSubmitted.length)} loading={isLoading} tone="neutral" />
          <StatCard label="KYC Approved" value={shown(buckets.kycApproved.length)} loading={isLoading} tone="success" />
        </StatGrid>
        <Panel>
          <Tabs
            id={TABS_ID}
            controlsPanel
            aria-label="Driver stages"
            value={stage}
            onChange={(tab) => setState({ tab, page: 1, sort: null })}
            items={STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s], count: data ? buckets[s].length : undefined }))}
          />
          <TabPanel baseId={TABS_ID} value={stage}>
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
                // KYC Submitted rows open through the Review action only (spec §2).
                onRowClick={stage === 'kycSubmitted' ? undefined : (d) => setOpen({ driver: d, mode: 'view' })}
                toolbar={<DisplaySwitchBar keys={switchKeys} />}
              />
            )}
          </TabPanel>
        </Panel>
      </Stack>
      <DriverDetails
        driver={open?.driver ?? null}
        mode={open?.mode ?? 'view'}
        onClose={close}
        canApprove={permissions.approve}
        showWalletBalance={permissions.walletBalance}
        switches={switches}
        pending={pending}
        onDecide={onDecide}
      />
    </>
  );
}
