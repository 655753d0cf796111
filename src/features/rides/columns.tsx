import styled from 'styled-components';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { PLACEHOLDER, formatKobo, formatNumber, orPlaceholder, shortId } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import type { DataTableColumn } from '../../ui/DataTable';
import { RIDE_STATUS_TONE } from './rideStatus';
import type { RideRow } from './rideRows';

/**
 * A long status the server made up is cut inside its badge (the badge is a flex pill, so the
 * column's own clipping would cut it without an ellipsis); the full text is the badge's title.
 */
const StatusText = styled.span`
  min-width: 0;
  max-width: 150px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Hover title of a clipped name: the full name, none for the placeholder. */
const nameTitle = (v: string | null) => v?.trim() ?? '';

const meters = (m: number | null) => (m === null ? null : Math.round(m));

export interface RideColumnOptions {
  /** Fare and commission columns exist at all (admin console only; spec §6). */
  showMoney: boolean;
  switches: Pick<DisplaySwitches, 'rideId' | 'fare' | 'commissions'>;
}

/** Spec §2's ride columns (the serial number comes from the table's `serialColumn`). */
export function rideColumns({ showMoney, switches }: RideColumnOptions): DataTableColumn<RideRow>[] {
  return [
    {
      id: 'rideId',
      header: 'Ride ID',
      cell: (r) => (r.trip.rideId ? <span title={r.trip.rideId}>{shortId(r.trip.rideId)}</span> : PLACEHOLDER),
      sortValue: (r) => r.trip.rideId,
      searchValue: (r) => r.trip.rideId ?? '',
      masked: !switches.rideId,
    },
    {
      id: 'driver',
      header: 'Driver',
      cell: (r) => orPlaceholder(r.trip.driverName),
      maxWidth: '150px',
      cellTitle: (r) => nameTitle(r.trip.driverName),
      sortValue: (r) => r.trip.driverName,
      searchValue: (r) => r.trip.driverName ?? '',
    },
    {
      id: 'rider',
      header: 'Rider',
      cell: (r) => orPlaceholder(r.trip.riderName),
      maxWidth: '150px',
      cellTitle: (r) => nameTitle(r.trip.riderName),
      sortValue: (r) => r.trip.riderName,
      searchValue: (r) => r.trip.riderName ?? '',
    },
    {
      id: 'distance',
      header: 'Distance (m)',
      align: 'end',
      cell: (r) => formatNumber(meters(r.trip.distance)),
      sortValue: (r) => r.trip.distance,
    },
    {
      id: 'fare',
      header: 'Fare',
      align: 'end',
      cell: (r) => formatKobo(r.trip.fare),
      sortValue: (r) => r.trip.fare,
      masked: !switches.fare,
      hidden: !showMoney,
    },
    {
      id: 'keroCommission',
      header: 'Kero Commission',
      align: 'end',
      cell: (r) => formatKobo(r.trip.keroCommission),
      sortValue: (r) => r.trip.keroCommission,
      masked: !switches.commissions,
      hidden: !showMoney,
    },
    {
      id: 'lagosCommission',
      header: 'Lagos Commission',
      align: 'end',
      cell: (r) => formatKobo(r.trip.lagosCommission),
      sortValue: (r) => r.trip.lagosCommission,
      masked: !switches.commissions,
      hidden: !showMoney,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) =>
        r.statusLabel === null ? (
          PLACEHOLDER
        ) : (
          <Badge tone={RIDE_STATUS_TONE[r.kind]} title={r.statusLabel}>
            <StatusText>{r.statusLabel}</StatusText>
          </Badge>
        ),
      sortValue: (r) => r.statusLabel,
      // The table searches only its columns; the start and end addresses (no column of their own)
      // ride along with the status so "Search rides..." finds them too.
      searchValue: (r) => `${r.statusLabel ?? ''}\u0000${r.trip.startAddress ?? ''}\u0000${r.trip.endAddress ?? ''}`,
    },
  ];
}
