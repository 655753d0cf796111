import { useCallback, useMemo } from 'react';
import { permissionsFor, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNumber } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Trip, TripsResponse } from '../../lib/schemas';
import type { ListQuery } from '../../lib/listQuery';
import { querySort, useListRecord } from '../../shared/data/useListQuery';
import { useListExport } from '../../shared/export/useServerCsvExport';
import { ListScreen, type ListCard } from '../../shared/list/ListScreen';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { SegmentedControl } from '../../ui/Tabs';
import { fetchTrips, RIDES_KEY, RIDES_MESSAGES, RIDES_PAGE_SIZE as PAGE_SIZE, RIDES_URL, ridesQueryOf, useTrips } from './api';
import { rideColumns } from './columns';
import { RIDE_FILTER_LABELS, RIDE_FILTERS, rideRowFilter, toRideRows, type RideFilter, type RideRow } from './model';
import { RideDetails } from './RideDetails';

/** docs/product.md §9: rides page size. */
const NO_TRIPS: Trip[] = [];

const SERIAL = { header: 'S/N' };
const MONEY_SWITCHES: DisplaySwitch[] = ['rideId', 'fare', 'commissions'];
const ID_SWITCH: DisplaySwitch[] = ['rideId'];
const filterItems = RIDE_FILTERS.map((value) => ({ value, label: RIDE_FILTER_LABELS[value] }));

const getRowId = (r: RideRow) => r.key;
const rowKey = (r: RideRow) => r.key;
const rowsOf = (d: TripsResponse) => toRideRows(d.trips);

/** docs/product.md §2 Rides Management (admin) and Trips (lagos: no fare or commission columns). */
export default function RidesPage({ role }: { role: Role }) {
  const { rideMoney } = permissionsFor(role);
  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState(RIDES_URL);
  const filter = state.status as RideFilter;
  const { rideId, fare, commissions } = switches;
  const columns = useMemo(() => rideColumns({ showMoney: rideMoney, switches: { rideId, fare, commissions } }), [rideMoney, rideId, fare, commissions]);

  // The table's query (docs/api.md, "Paged lists"): a paging backend answers it; client mode holds every
  // ride. The same function makes the console's early read of this screen (startRidesEarly).
  const urlQuery = ridesQueryOf(state);
  const query: ListQuery = { ...urlQuery, sort: querySort(columns, urlQuery.sort) };
  const read = useTrips(query);
  const { data, server } = read;

  const trips = data?.trips ?? NO_TRIPS;
  const rows = useMemo(() => toRideRows(trips), [trips]);
  // Client mode: the table filters by status itself.
  const rowFilter = useMemo(() => (server ? null : rideRowFilter(filter)), [server, filter]);
  // The ride id is the record's address: a transaction's trip_id links here (docs/product.md, "Links to one record").
  const record = useListRecord({ key: RIDES_KEY, fetcher: fetchTrips, rowsOf, data, server, openId: state.open, setUrl: setState, records: rows, getId: rowKey });
  const { open } = record;
  const onRowClick = useCallback((r: RideRow) => open(r.key), [open]);
  const exporter = useListExport('trips', 'rides', fetchTrips, rowsOf, query, server);

  // Server mode: the filter's render sends its request in the click's event (src/shared/url/urgent.ts).
  const onFilter = useCallback((value: RideFilter) => setState({ status: value, page: 1 }, { urgent: server }), [setState, server]);

  // The table's props change with their own inputs only (ListScreen then leaves the table alone when the
  // screen re-renders for something else).
  // By the search as typed (the URL's follows once typing pauses).
  const emptyText = useCallback((search: string) => (filter === 'all' && search === '' ? 'No rides found' : 'No rides match this filter or search'), [filter]);
  const toolbar = useMemo(
    () => (
      <>
        <SegmentedControl aria-label="Filter rides by status" size="sm" items={filterItems} value={filter} onChange={onFilter} />
        <DisplaySwitchBar keys={rideMoney ? MONEY_SWITCHES : ID_SWITCH} />
      </>
    ),
    [filter, onFilter, rideMoney],
  );
  const tableProps = useMemo(
    () => ({
      ...table,
      data: rows,
      rowFilter,
      columns,
      getRowId,
      caption: 'Rides',
      emptyText,
      onRowClick,
      pageSize: PAGE_SIZE,
      serialColumn: SERIAL,
      filterCount: filter === 'all' ? 0 : 1,
      toolbar,
    }),
    [table, rows, rowFilter, columns, emptyText, onRowClick, filter, toolbar],
  );

  const cards: ListCard[] = [
    { label: 'Total Rides', value: formatNumber(data?.totalTrips), tone: 'accent' },
    { label: 'Completed Rides', value: formatNumber(data?.completedTrips), tone: 'success' },
    { label: 'Pending Rides', value: formatNumber(data?.runningTrips), tone: 'warning' },
    { label: 'Cancelled Rides', value: formatNumber(data?.canceledTrips), tone: 'danger' },
  ];

  return (
    <ListScreen
      title="Rides Management"
      description={role === 'lagos' ? 'Trips in the Lagos console' : undefined}
      screen="rides"
      noun="rides"
      list={read}
      cards={cards}
      cardsLabel="Rides summary"
      errorFallback={RIDES_MESSAGES.error}
      exporter={exporter}
      table={tableProps}
      record={{ ...record, kind: 'ride' }}
      details={
        record.record && (
          <RideDetails
            key={record.record.key}
            ride={record.record}
            onClose={record.close}
            link={record.link}
            showMoney={rideMoney}
            switches={{ rideId, fare, commissions }}
          />
        )
      }
    />
  );
}
