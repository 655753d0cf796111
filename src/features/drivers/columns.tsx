import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import type { DataTableColumn } from '../../ui/DataTable';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { formatDate, formatNaira, formatNumber, PLACEHOLDER } from '../../lib/format';
import type { Driver } from '../../lib/schemas';
import { emailColumn, fullText, textColumn, TEXT_WIDTH, TwoLineText } from '../../shared/table/text';
import { DRIVERS } from '../../lib/listQuery';
import { driverName, type Stage } from './model';

// Search and sort values come from the list's query definition (src/lib/listQuery.ts), which a paging backend
// also follows. Every tab searches the same fields: the vehicle's ride along with the name.
const { search: S, sort: O } = DRIVERS;

export interface DriverColumnOptions {
  switches: DisplaySwitches;
  /** The wallet balance column exists at all (admin console only; docs/product.md §6). */
  walletBalance: boolean;
  /** Adds the Review action (KYC Submitted only). */
  onReview: ((d: Driver) => void) | null;
}

/** A column whose badge is the same on every row of the stage. */
const badgeColumn = (id: string, header: string, tone: 'warning' | 'neutral' | 'accent', text: string): DataTableColumn<Driver> => ({
  id,
  header,
  width: '136px',
  cell: () => <Badge tone={tone}>{text}</Badge>,
  exportAs: { type: 'text', value: () => text },
});

/** docs/product.md §2's columns for one onboarding stage. */
export function driverColumns(stage: Stage, { switches, walletBalance, onReview }: DriverColumnOptions): DataTableColumn<Driver>[] {
  const name = textColumn<Driver>('name', 'Name', driverName, {
    card: 'primary',
    sortValue: O.name.key,
    searchValue: (d) => `${S.name(d)}\u0000${S.licensePlate(d)}\u0000${S.vehicleType(d)}\u0000${S.vehicleModel(d)}`,
  });
  const email = emailColumn<Driver>('email', 'Email', (d) => d.email, { masked: !switches.email, sortValue: O.email.key, searchValue: S.email });
  const phone = textColumn<Driver>('phone', 'Phone', (d) => d.phone, { masked: !switches.phone, width: '148px', sortValue: O.phone.key, searchValue: S.phone });
  const registered: DataTableColumn<Driver> = {
    id: 'registered',
    header: 'Registration Date',
    width: '120px',
    cell: (d) => formatDate(d.createdAt),
    sortValue: O.registered.key,
    exportAs: { type: 'date', value: (d) => d.createdAt },
  };
  const plate = textColumn<Driver>('plate', 'Vehicle Number', (d) => d.vehicle?.licensePlate, { width: '112px', sortValue: O.plate.key, searchValue: undefined });
  const type = textColumn<Driver>('type', 'Vehicle Type', (d) => d.vehicle?.type ?? d.vehicle?.model, { width: '104px', sortValue: O.type.key, searchValue: undefined });

  switch (stage) {
    case 'emailUnverified':
      return [name, email, phone, registered, badgeColumn('status', 'Status', 'warning', 'Email Unverified')];
    case 'emailVerified':
      return [
        name,
        email,
        phone,
        plate,
        type,
        textColumn<Driver>('year', 'Year', (d) => d.vehicle?.year, { sortValue: O.year.key, searchValue: undefined, align: 'end', maxWidth: TEXT_WIDTH.narrow, width: '64px' }),
        registered,
        badgeColumn('kyc', 'KYC Status', 'neutral', 'Not Submitted'),
      ];
    case 'kycSubmitted':
      return [
        plate,
        type,
        name,
        email,
        phone,
        badgeColumn('status', 'Status', 'accent', 'On Review'),
        {
          id: 'actions',
          header: 'Actions',
          width: '104px',
          card: 'actions',
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
          width: '144px',
          cell: (d) => <TwoLineText main={d.vehicle?.licensePlate} detail={d.vehicle?.model} />,
          maxWidth: TEXT_WIDTH.narrow,
          cellTitle: (d) => [fullText(d.vehicle?.licensePlate), fullText(d.vehicle?.model)].filter(Boolean).join(' · '),
          sortValue: O.vehicle.key,
          exportAs: { type: 'text', value: (d) => [d.vehicle?.licensePlate, d.vehicle?.model].filter(Boolean).join(' ') || null },
        },
        name,
        email,
        phone,
        { id: 'trips', header: 'Trips', width: '72px', cell: (d) => formatNumber(d.tripsCount), sortValue: O.trips.key, align: 'end', exportAs: { type: 'number', value: (d) => d.tripsCount } },
        {
          id: 'rating',
          header: 'Rating',
          width: '72px',
          cell: (d) => (d.rating === null ? PLACEHOLDER : formatNumber(d.rating)),
          sortValue: O.rating.key,
          align: 'end',
          exportAs: { type: 'number', value: (d) => d.rating },
        },
        {
          id: 'walletBalance',
          header: 'Wallet Balance',
          width: '124px',
          cell: (d) => formatNaira(d.walletBalance),
          sortValue: O.walletBalance.key,
          align: 'end',
          masked: !switches.walletBalance,
          hidden: !walletBalance,
          // Driver wallet balances are naira already (docs/product.md §9).
          exportAs: { type: 'money', value: (d) => d.walletBalance },
        },
      ];
  }
}
