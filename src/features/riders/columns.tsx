import { Badge } from '../../ui/Badge';
import type { DataTableColumn } from '../../ui/DataTable';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { formatDate, formatKobo, PLACEHOLDER } from '../../lib/format';
import type { Rider } from '../../lib/schemas';
import { emailColumn, textColumn } from '../../shared/table/text';
import { RIDERS } from '../../lib/listQuery';

// Search and sort values come from the list's query definition (src/lib/listQuery.ts), which a paging backend also follows.
const { search: S, sort: O } = RIDERS;

function yesNo(value: boolean | null, yes: string, no: string) {
  if (value === null) return PLACEHOLDER;
  return value ? <Badge tone="success">{yes}</Badge> : <Badge tone="warning">{no}</Badge>;
}

/** docs/product.md §2's rider columns; the balance column exists only where `walletBalance` (admin, §6). */
export function riderColumns(switches: DisplaySwitches, walletBalance: boolean): DataTableColumn<Rider>[] {
  return [
    textColumn('name', 'Name', (r) => r.fullname, { card: 'primary', sortValue: O.name.key, searchValue: S.fullname }),
    emailColumn('email', 'Email', (r) => r.email, { masked: !switches.email, sortValue: O.email.key, searchValue: S.email }),
    textColumn('phone', 'Phone', (r) => r.phone, { masked: !switches.phone, width: '148px', sortValue: O.phone.key, searchValue: S.phone }),
    { id: 'verified', header: 'Verified', width: '108px', cell: (r) => yesNo(r.isVerified, 'Verified', 'Unverified'), sortValue: O.verified.key, exportAs: { type: 'boolean', value: (r) => r.isVerified } },
    {
      id: 'profile',
      width: '116px',
      header: 'Profile Complete',
      cell: (r) => yesNo(r.isCompleted, 'Complete', 'Incomplete'),
      sortValue: O.profile.key,
      exportAs: { type: 'boolean', value: (r) => r.isCompleted },
    },
    {
      id: 'balance',
      width: '124px',
      header: 'Balance',
      cell: (r) => formatKobo(r.walletBalance),
      sortValue: O.balance.key,
      align: 'end',
      masked: !switches.walletBalance,
      hidden: !walletBalance,
      // Kobo (docs/product.md §9): exported as naira with two decimals.
      exportAs: { type: 'money', value: (r) => (r.walletBalance === null ? null : r.walletBalance / 100) },
    },
    { id: 'joined', header: 'Joined Date', width: '116px', cell: (r) => formatDate(r.createdAt), sortValue: O.joined.key, exportAs: { type: 'date', value: (r) => r.createdAt } },
  ];
}
