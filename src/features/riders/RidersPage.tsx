import { useCallback, useMemo } from 'react';
import { DataTable } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Stack } from '../../ui/Layout';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshStatus } from '../../ui/RefreshStatus';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { errorMessage } from '../../lib/api/client';
import { permissionsFor, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNumber, PLACEHOLDER } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Rider } from '../../lib/schemas';
import { useCsvExport } from '../../shared/export/useCsvExport';
import { RecordNotFound } from '../../shared/records/RecordNotFound';
import { useOpenRecord } from '../../shared/records/useOpenRecord';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { RIDERS_MESSAGES, useRiders } from './api';
import { riderColumns } from './columns';
import { riderCounts } from './model';
import { RiderDetails } from './RiderDetails';

const EMPTY: Rider[] = [];

const riderId = (r: Rider) => r._id;

/** docs/product.md §2 Riders: cards, display switches, a searchable, sortable table and the "Rider Details" dialog. */
export default function RidersPage({ role }: { role: Role }) {
  const permissions = permissionsFor(role);
  const { data, error, isLoading, mutate, updatedAt, refresh, refreshing } = useRiders();
  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState({ open: '' });

  const riders = data ?? EMPTY;
  const record = useOpenRecord({ openId: state.open, setUrl: setState, records: riders, getId: riderId, ready: !!data });
  const { open } = record;
  const onRowClick = useCallback(
    (r: Rider) => {
      if (r._id) open(r._id);
    },
    [open],
  );
  const onExport = useCsvExport<Rider>('riders');
  const columns = useMemo(() => riderColumns(switches, permissions.walletBalance), [switches, permissions.walletBalance]);

  const counts = useMemo(() => riderCounts(riders), [riders]);
  const shown = (n: number) => (data ? formatNumber(n) : PLACEHOLDER);
  const switchKeys: DisplaySwitch[] = permissions.walletBalance ? ['email', 'phone', 'walletBalance'] : ['email', 'phone'];

  return (
    <>
      <title>{'Riders · Kero'}</title>
      <PageHeader
        title="Riders"
        description={role === 'lagos' ? 'Riders using Kero in Lagos' : 'Everyone who rides with Kero'}
        actions={<RefreshStatus updatedAt={updatedAt} onRefresh={() => void refresh()} refreshing={refreshing} />}
      />
      <Stack gap={6}>
        <StatGrid columns={4}>
          <StatCard label="Total Riders" value={shown(counts.total)} loading={isLoading} tone="accent" />
          <StatCard label="Verified Riders" value={shown(counts.verified)} loading={isLoading} tone="success" />
          <StatCard label="Unverified Riders" value={shown(counts.unverified)} loading={isLoading} tone="warning" />
          <StatCard label="Completed Profiles" value={shown(counts.completed)} loading={isLoading} tone="info" />
        </StatGrid>
        {error && !data ? (
          <ErrorPanel
            title="Riders could not be loaded"
            message={errorMessage(error, RIDERS_MESSAGES.error)}
            onRetry={() => void mutate()}
          />
        ) : (
          <DataTable
            {...table}
            data={riders}
            columns={columns}
            getRowId={(r, i) => r._id ?? `row-${i}`}
            caption="Riders"
            loading={isLoading}
            emptyText="No riders found"
            pageSize={10}
            pagination="pages"
            serialColumn={{ header: 'S/N' }}
            searchPlaceholder="Search riders..."
            searchLabel="Search riders"
            onRowClick={onRowClick}
            onExport={onExport}
            toolbar={<DisplaySwitchBar keys={switchKeys} />}
          />
        )}
      </Stack>
      {record.notFound && <RecordNotFound kind="rider" id={record.openId} onClose={record.close} />}
      <RiderDetails
        rider={record.record}
        onClose={record.close}
        link={record.link}
        showWalletBalance={permissions.walletBalance}
        switches={switches}
      />
    </>
  );
}
