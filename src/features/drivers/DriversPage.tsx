import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { Switch, SwitchGroup } from '../../ui/Switch';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { tokens } from '../../ui/theme/tokens';
import { errorMessage } from '../../lib/api/client';
import { DISPLAY_SWITCH_LABELS, permissionsFor, useDisplaySwitches, type DisplaySwitch, type DisplaySwitches } from '../../lib/displaySwitches';
import { formatDate, formatNaira, formatNumber, PLACEHOLDER } from '../../lib/format';
import type { Driver } from '../../lib/schemas';
import { oneOf, useTableUrlState } from '../../shared/url/useUrlState';
import { DRIVERS_MESSAGES, useDrivers, useVerifyDriver, type VerifyDecision } from './api';
import { TextCell, TwoLineCell } from './cells';
import { DriverDetails } from './DriverDetails';
import { driverName, groupByStage, STAGE_LABELS, STAGES, type Stage, type StageBuckets } from './stages';

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

const time = (iso: string | null) => (iso ? Date.parse(iso) : null);
const yearOf = (d: Driver) => {
  const y = d.vehicle?.year;
  if (y === null || y === undefined || y === '') return null;
  const n = Number(y);
  return Number.isFinite(n) ? n : String(y);
};

interface ColumnOptions {
  switches: DisplaySwitches;
  walletBalance: boolean;
  /** Adds the Review action (KYC Submitted only). */
  onReview: ((d: Driver) => void) | null;
}

/** Spec §2's columns for one stage. */
function stageColumns(stage: Stage, { switches, walletBalance, onReview }: ColumnOptions): DataTableColumn<Driver>[] {
  const name: DataTableColumn<Driver> = {
    id: 'name',
    header: 'Name',
    cell: (d) => <TextCell value={driverName(d)} />,
    sortValue: (d) => driverName(d),
    searchValue: (d) => driverName(d) ?? '',
  };
  const email: DataTableColumn<Driver> = {
    id: 'email',
    header: 'Email',
    cell: (d) => <TextCell value={d.email} />,
    sortValue: (d) => d.email,
    searchValue: (d) => d.email ?? '',
    masked: !switches.email,
  };
  const phone: DataTableColumn<Driver> = {
    id: 'phone',
    header: 'Phone',
    cell: (d) => <TextCell value={d.phone} />,
    sortValue: (d) => d.phone,
    searchValue: (d) => d.phone ?? '',
    masked: !switches.phone,
  };
  const registered: DataTableColumn<Driver> = {
    id: 'registered',
    header: 'Registration Date',
    cell: (d) => formatDate(d.createdAt),
    sortValue: (d) => time(d.createdAt),
  };
  const plate: DataTableColumn<Driver> = {
    id: 'plate',
    header: 'Vehicle Number',
    cell: (d) => <TextCell value={d.vehicle?.licensePlate} />,
    sortValue: (d) => d.vehicle?.licensePlate,
    searchValue: (d) => d.vehicle?.licensePlate ?? '',
  };
  const type: DataTableColumn<Driver> = {
    id: 'type',
    header: 'Vehicle Type',
    cell: (d) => <TextCell value={d.vehicle?.type ?? d.vehicle?.model} />,
    sortValue: (d) => d.vehicle?.type ?? d.vehicle?.model,
    searchValue: (d) => `${d.vehicle?.type ?? ''} ${d.vehicle?.model ?? ''}`,
  };

  switch (stage) {
    case 'emailUnverified':
      return [
        name,
        email,
        phone,
        registered,
        {
          id: 'status',
          header: 'Status',
          cell: () => (
            <Badge tone="warning">
              Email Unverified
            </Badge>
          ),
        },
      ];
    case 'emailVerified':
      return [
        name,
        email,
        phone,
        plate,
        type,
        { id: 'year', header: 'Year', cell: (d) => <TextCell value={yearOf(d)} />, sortValue: yearOf, align: 'end' },
        registered,
        {
          id: 'kyc',
          header: 'KYC Status',
          cell: () => (
            <Badge tone="neutral">
              Not Submitted
            </Badge>
          ),
        },
      ];
    case 'kycSubmitted':
      return [
        plate,
        type,
        name,
        email,
        phone,
        {
          id: 'status',
          header: 'Status',
          cell: () => (
            <Badge tone="accent">
              On Review
            </Badge>
          ),
        },
        {
          id: 'actions',
          header: 'Actions',
          hidden: !onReview,
          cell: (d) => (
            <Button size="sm" variant="secondary" aria-label={`Review ${driverName(d) ?? 'driver'}`} onClick={() => onReview?.(d)}>
              Review
            </Button>
          ),
        },
      ];
    case 'kycApproved':
      return [
        {
          id: 'vehicle',
          header: 'Vehicle',
          cell: (d) => <TwoLineCell main={d.vehicle?.licensePlate} detail={d.vehicle?.model} />,
          sortValue: (d) => d.vehicle?.licensePlate,
          searchValue: (d) => `${d.vehicle?.licensePlate ?? ''} ${d.vehicle?.model ?? ''}`,
        },
        name,
        email,
        phone,
        { id: 'trips', header: 'Trips', cell: (d) => formatNumber(d.tripsCount), sortValue: (d) => d.tripsCount, align: 'end' },
        {
          id: 'rating',
          header: 'Rating',
          cell: (d) => (d.rating === null ? PLACEHOLDER : formatNumber(d.rating)),
          sortValue: (d) => d.rating,
          align: 'end',
        },
        {
          id: 'walletBalance',
          header: 'Wallet Balance',
          cell: (d) => formatNaira(d.walletBalance),
          sortValue: (d) => d.walletBalance,
          align: 'end',
          masked: !switches.walletBalance,
          hidden: !walletBalance,
        },
      ];
  }
}

interface OpenDriver {
  driver: Driver;
  mode: 'view' | 'review';
}

/**
 * Spec §2 Drivers: five cards, four onboarding-stage tabs, a table per stage and "Driver Details",
 * where an admin approves or rejects a KYC submission.
 */
export default function DriversPage({ role }: { role: 'admin' | 'lagos' }) {
  const permissions = permissionsFor(role);
  const { data, error, isLoading, mutate } = useDrivers();
  const [switches, setSwitch] = useDisplaySwitches();
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
      stageColumns(stage, {
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
                toolbar={
                  <SwitchGroup label="Show columns">
                    {switchKeys.map((k) => (
                      <Switch key={k} size="sm" label={DISPLAY_SWITCH_LABELS[k]} checked={switches[k]} onChange={(on) => setSwitch(k, on)} />
                    ))}
                  </SwitchGroup>
                }
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
