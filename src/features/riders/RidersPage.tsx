import { useCallback, useMemo } from 'react';
import { permissionsFor, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNumber } from '../../lib/format';
import { riderFigures, type ListQuery } from '../../lib/listQuery';
import type { Role } from '../../lib/role';
import type { Rider } from '../../lib/schemas';
import { querySort, useListRecord } from '../../shared/data/useListQuery';
import { useListExport } from '../../shared/export/useServerCsvExport';
import { ListScreen } from '../../shared/list/ListScreen';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { fetchRiders, RIDERS_KEY, RIDERS_MESSAGES, RIDERS_PAGE_SIZE as PAGE_SIZE, RIDERS_URL, ridersQueryOf, useRiders, type RidersData } from './api';
import { riderColumns } from './columns';
import { RiderDetails } from './RiderDetails';

const EMPTY: Rider[] = [];

const riderId = (r: Rider) => r._id;
const rowsOf = (d: RidersData) => d.riders;
const getRowId = (r: Rider, i: number) => r._id ?? `row-${i}`;

/** docs/product.md §2 Riders: cards, display switches, a searchable, sortable table and the "Rider Details" dialog. */
export default function RidersPage({ role }: { role: Role }) {
  const permissions = permissionsFor(role);
  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState(RIDERS_URL);
  const columns = useMemo(() => riderColumns(switches, permissions.walletBalance), [switches, permissions.walletBalance]);

  // The table's query (docs/api.md, "Paged lists"): a paging backend answers it; client mode holds every
  // rider. The same function makes the console's early read of this screen (startRidersEarly).
  const urlQuery = ridersQueryOf(state);
  const query: ListQuery = { ...urlQuery, sort: querySort(columns, urlQuery.sort) };
  const read = useRiders(query);
  const { data, server } = read;

  const riders = data?.riders ?? EMPTY;
  const record = useListRecord({ key: RIDERS_KEY, fetcher: fetchRiders, rowsOf, data, server, openId: state.open, setUrl: setState, records: riders, getId: riderId });
  const { open } = record;
  const onRowClick = useCallback(
    (r: Rider) => {
      if (r._id) open(r._id);
    },
    [open],
  );
  const exporter = useListExport('riders', 'riders', fetchRiders, rowsOf, query, server);

  // The cards count every rider: the paged answer's figures, or the same count over the list held.
  const counted = useMemo(() => (data && !server ? riderFigures(data.riders) : null), [data, server]);
  const counts = server ? (data?.figures ?? null) : counted;
  const switchKeys: DisplaySwitch[] = permissions.walletBalance ? ['email', 'phone', 'walletBalance'] : ['email', 'phone'];

  return (
    <ListScreen
      title="Riders"
      description={role === 'lagos' ? 'Riders using Kero in Lagos' : 'Everyone who rides with Kero'}
      screen="riders"
      noun="riders"
      list={read}
      cards={[
        { label: 'Total Riders', value: formatNumber(counts?.total), tone: 'accent' },
        { label: 'Verified Riders', value: formatNumber(counts?.verified), tone: 'success' },
        { label: 'Unverified Riders', value: formatNumber(counts?.unverified), tone: 'warning' },
        { label: 'Completed Profiles', value: formatNumber(counts?.completed), tone: 'info' },
      ]}
      errorFallback={RIDERS_MESSAGES.error}
      exporter={exporter}
      table={{
        ...table,
        data: riders,
        columns,
        getRowId,
        caption: 'Riders',
        emptyText: 'No riders found',
        pageSize: PAGE_SIZE,
        pagination: 'pages',
        serialColumn: { header: 'S/N' },
        onRowClick,
        toolbar: <DisplaySwitchBar keys={switchKeys} />,
      }}
      record={{ ...record, kind: 'rider' }}
      details={
        <RiderDetails rider={record.record} onClose={record.close} link={record.link} showWalletBalance={permissions.walletBalance} switches={switches} />
      }
    />
  );
}
