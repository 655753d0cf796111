import type { DataTableColumn } from '../../ui/DataTable';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { PLACEHOLDER, formatKobo, formatNumber, shortId } from '../../lib/format';
import { textColumn, TextBadge } from '../../shared/table/text';
import { TRIPS } from '../../lib/listQuery';
import { RIDE_STATUS_TONE, type RideRow } from './model';

// Search and sort values come from the list's query definition (src/lib/listQuery.ts), which a paging backend also follows.
const { search: S, sort: O } = TRIPS;

const meters = (m: number | null) => (m === null ? null : Math.round(m));

/** Ride amounts are kobo (docs/product.md §9): exported as naira with two decimals. */
const kobo = (value: (r: RideRow) => number | null) => ({
  type: 'money' as const,
  value: (r: RideRow) => {
    const v = value(r);
    return v === null ? null : v / 100;
  },
});

export interface RideColumnOptions {
  /** Fare and commission columns exist at all (admin console only; docs/product.md §6). */
  showMoney: boolean;
  switches: Pick<DisplaySwitches, 'rideId' | 'fare' | 'commissions'>;
}

/** docs/product.md §2's ride columns (the serial number comes from the table's `serialColumn`). */
export function rideColumns({ showMoney, switches }: RideColumnOptions): DataTableColumn<RideRow>[] {
  return [
    {
      id: 'rideId',
      width: '112px',
      header: 'Ride ID',
      cell: (r) => (r.trip.rideId ? <span title={r.trip.rideId}>{shortId(r.trip.rideId)}</span> : PLACEHOLDER),
      sortValue: (r) => O.rideId.key(r.trip),
      searchValue: (r) => S.rideId(r.trip),
      masked: !switches.rideId,
      // The whole id: a spreadsheet row must lead back to its ride.
      exportAs: { type: 'text', value: (r) => r.trip.rideId },
    },
    textColumn('driver', 'Driver', (r) => r.trip.driverName, { sortValue: (r) => O.driver.key(r.trip), searchValue: (r) => S.driverName(r.trip) }),
    textColumn('rider', 'Rider', (r) => r.trip.riderName, { card: 'primary', sortValue: (r) => O.rider.key(r.trip), searchValue: (r) => S.riderName(r.trip) }),
    {
      id: 'distance',
      header: 'Distance (m)',
      width: '104px',
      align: 'end',
      cell: (r) => formatNumber(meters(r.trip.distance)),
      sortValue: (r) => O.distance.key(r.trip),
      exportAs: { type: 'number', value: (r) => meters(r.trip.distance) },
    },
    {
      id: 'fare',
      header: 'Fare',
      width: '116px',
      align: 'end',
      cell: (r) => formatKobo(r.trip.fare),
      sortValue: (r) => O.fare.key(r.trip),
      masked: !switches.fare,
      hidden: !showMoney,
      exportAs: kobo((r) => r.trip.fare),
    },
    {
      id: 'keroCommission',
      header: 'Kero Commission',
      width: '116px',
      align: 'end',
      cell: (r) => formatKobo(r.trip.keroCommission),
      sortValue: (r) => O.keroCommission.key(r.trip),
      masked: !switches.commissions,
      hidden: !showMoney,
      exportAs: kobo((r) => r.trip.keroCommission),
    },
    {
      id: 'lagosCommission',
      header: 'Lagos Commission',
      width: '116px',
      align: 'end',
      cell: (r) => formatKobo(r.trip.lagosCommission),
      sortValue: (r) => O.lagosCommission.key(r.trip),
      masked: !switches.commissions,
      hidden: !showMoney,
      exportAs: kobo((r) => r.trip.lagosCommission),
    },
    {
      id: 'status',
      header: 'Status',
      width: '120px',
      cell: (r) => (r.statusLabel === null ? PLACEHOLDER : <TextBadge tone={RIDE_STATUS_TONE[r.kind]} text={r.statusLabel} />),
      sortValue: (r) => O.status.key(r.trip),
      exportAs: { type: 'text', value: (r) => r.statusLabel },
      // The table searches only its columns; the start and end addresses (no column of their own)
      // ride along with the status so "Search rides..." finds them too.
      searchValue: (r) => `${S.status(r.trip)}\u0000${S.startAddress(r.trip)}\u0000${S.endAddress(r.trip)}`,
    },
  ];
}
