import { useCallback, useMemo } from 'react';
import { DataTable } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Stack } from '../../ui/Layout';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { errorMessage } from '../../lib/api/client';
import { permissionsFor, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNumber, PLACEHOLDER } from '../../lib/format';
import { riderFigures, type ListQuery } from '../../lib/listQuery';
import type { Role } from '../../lib/role';
import type { Rider } from '../../lib/schemas';
import { querySort, useListRecord } from '../../shared/data/useListQuery';
import { ExportProgressBar } from '../../shared/export/ExportProgressBar';
import { useListExport } from '../../shared/export/useServerCsvExport';
import { RecordNotFound } from '../../shared/records/RecordNotFound';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { useStoredColumnLayout } from '../../shared/table/useStoredColumnLayout';
import { ListHeaderActions } from '../../shared/views/ListHeaderActions';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { fetchRiders, RIDERS_KEY, RIDERS_MESSAGES, useRiders, type RidersData } from './api';
import { riderColumns } from './columns';
import { RiderDetails } from './RiderDetails';

const EMPTY: Rider[] = [];
/** docs/product.md §2: ten riders a page. */
const PAGE_SIZE = 10;
const NO_FILTERS = {};

const riderId = (r: Rider) => r._id;
const rowsOf = (d: RidersData) => d.riders;
const getRowId = (r: Rider, i: number) => r._id ?? `row-${i}`;

/** docs/product.md §2 Riders: cards, display switches, a searchable, sortable table and the "Rider Details" dialog. */
export default function RidersPage({ role }: { role: Role }) {
  const permissions = permissionsFor(role);
  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState({ open: '' });
  const columnLayout = useStoredColumnLayout('riders');
  const columns = useMemo(() => riderColumns(switches, permissions.walletBalance), [switches, permissions.walletBalance]);

  // The table's query (docs/api.md, "Paged lists"): a paging backend answers it; client mode holds every rider.
  const query: ListQuery = { q: table.search, sort: querySort(columns, table.sort), page: table.page, limit: PAGE_SIZE, filters: NO_FILTERS, id: '' };
  const { data, error, isLoading, mutate, updatedAt, refresh, refreshing, server, busy } = useRiders(query);

  const riders = data?.riders ?? EMPTY;
  const record = useListRecord({ key: RIDERS_KEY, fetcher: fetchRiders, rowsOf, data, server, openId: state.open, setUrl: setState, records: riders, getId: riderId });
  const { open } = record;
  const onRowClick = useCallback(
    (r: Rider) => {
      if (r._id) open(r._id);
    },
    [open],
  );
  const { onExport, progress } = useListExport('riders', 'riders', fetchRiders, rowsOf, query, server);
  const total = server ? data?.paging?.total : undefined;
  const serverProp = useMemo(() => (total === undefined ? null : { total, busy }), [total, busy]);

  // The cards count every rider: the paged answer's figures, or the same count over the list held.
  const counted = useMemo(() => (data && !server ? riderFigures(data.riders) : null), [data, server]);
  const counts = server ? (data?.figures ?? null) : counted;
  const shown = (n: number | undefined) => (counts && n !== undefined ? formatNumber(n) : PLACEHOLDER);
  const switchKeys: DisplaySwitch[] = permissions.walletBalance ? ['email', 'phone', 'walletBalance'] : ['email', 'phone'];
  const loading = isLoading && !data;

  return (
    <>
      <title>{'Riders · Kero'}</title>
      <PageHeader
        title="Riders"
        description={role === 'lagos' ? 'Riders using Kero in Lagos' : 'Everyone who rides with Kero'}
        actions={<ListHeaderActions screen="riders" exportable updatedAt={updatedAt} onRefresh={() => void refresh()} refreshing={refreshing} />}
      />
      <Stack gap={6}>
        <StatGrid columns={4} compactOnPhone>
          <StatCard label="Total Riders" value={shown(counts?.total)} loading={loading} tone="accent" />
          <StatCard label="Verified Riders" value={shown(counts?.verified)} loading={loading} tone="success" />
          <StatCard label="Unverified Riders" value={shown(counts?.unverified)} loading={loading} tone="warning" />
          <StatCard label="Completed Profiles" value={shown(counts?.completed)} loading={loading} tone="info" />
        </StatGrid>
        {error && !data ? (
          <ErrorPanel
            title="Riders could not be loaded"
            message={errorMessage(error, RIDERS_MESSAGES.error)}
            onRetry={() => void mutate()}
          />
        ) : (
          <>
            <ExportProgressBar progress={progress} />
            <DataTable
              {...table}
              data={riders}
              server={serverProp}
              columns={columns}
              getRowId={getRowId}
              columnLayout={columnLayout}
              caption="Riders"
              loading={loading}
              emptyText="No riders found"
              pageSize={PAGE_SIZE}
              pagination="pages"
              serialColumn={{ header: 'S/N' }}
              searchPlaceholder="Search riders..."
              searchLabel="Search riders"
              onRowClick={onRowClick}
              onExport={onExport}
              toolbar={<DisplaySwitchBar keys={switchKeys} />}
            />
          </>
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
