import type { DataTableColumn } from '../../ui/DataTable';
import { formatDateTime, formatNaira } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Transaction } from '../../lib/schemas';
import { emailColumn, fullText, TextBadge, TextCell, TwoLineFigure } from '../../shared/table/text';
import { TRANSACTIONS } from '../../lib/listQuery';
import { partyEmail, serviceLabel, statusBadge, typeLabel } from './model';
import type { Naira } from '../../lib/money';

// Search and sort values come from the list's query definition (src/lib/listQuery.ts), which a paging backend also follows.
const { search: S, sort: O } = TRANSACTIONS;

export function StatusBadge({ status }: { status: string | null }) {
  const b = statusBadge(status);
  return b ? <TextBadge tone={b.tone} dot text={b.text} /> : <TextCell value={null} />;
}

const amount = (v: Naira | null) => formatNaira(v);
/** Amounts export as plain naira with two decimals (the ledger holds naira, no division). */
const money = (value: (t: Transaction) => number | null) => ({ type: 'money' as const, value });

export interface ColumnOptions {
  role: Role;
  /** Display switch: e-mails shown (else masked). */
  showEmail: boolean;
  /** Display switch: commission columns shown (else masked). */
  showCommissions: boolean;
}

/**
 * docs/product.md §2 columns. Admin: every amount; lagos: no Amount, Charges, Settled Amount or Kero Commission
 * (left out, not masked), and a Lagos Commission column instead. Narration and bank name are not
 * columns but are searchable through the Reference column.
 */
export function transactionColumns({ role, showEmail, showCommissions }: ColumnOptions): DataTableColumn<Transaction>[] {
  const admin = role === 'admin';
  return [
    // The id with its reference under it, and the service with its type: each value whole on one line,
    // so that twelve columns fit beside the sidebar at 1366px (docs/product.md §2, "No cut figures").
    {
      id: 'transactionId',
      header: 'Transaction ID',
      width: '176px',
      card: 'primary',
      cell: (t) => <TwoLineFigure main={t.transaction_id} detail={t.reference} />,
      cellTitle: (t) => [fullText(t.transaction_id), fullText(t.reference)].filter(Boolean).join(' · '),
      sortValue: O.transactionId.key,
      searchValue: (t) => `${S.transaction_id(t)}\u0000${S.reference(t)}\u0000${S.narration(t)}\u0000${S.bank_name(t)}`,
      exportAs: { type: 'text', value: (t) => t.transaction_id },
      exportAlso: [{ header: 'Reference', exportAs: { type: 'text', value: (t) => t.reference } }],
    },
    emailColumn('party', 'User/Driver', partyEmail, { masked: !showEmail, sortValue: O.party.key, searchValue: S.email }),
    {
      id: 'service',
      header: 'Service',
      width: '112px',
      cell: (t) => <TwoLineFigure main={serviceLabel(t.transaction_services)} detail={typeLabel(t.transaction_type)} />,
      sortValue: O.service.key,
      exportAs: { type: 'text', value: (t) => serviceLabel(t.transaction_services) },
      exportAlso: [{ header: 'Type', exportAs: { type: 'text', value: (t) => typeLabel(t.transaction_type) } }],
    },
    { id: 'amount', header: 'Amount', width: '100px', align: 'end', cell: (t) => amount(t.amount), sortValue: O.amount.key, hidden: !admin, exportAs: money((t) => t.amount) },
    { id: 'charges', header: 'Charges', width: '88px', align: 'end', cell: (t) => amount(t.charges), sortValue: O.charges.key, hidden: !admin, exportAs: money((t) => t.charges) },
    {
      id: 'settledAmount',
      width: '100px',
      header: 'Settled Amount',
      align: 'end',
      cell: (t) => amount(t.settled_amount),
      sortValue: O.settledAmount.key,
      hidden: !admin,
      exportAs: money((t) => t.settled_amount),
    },
    {
      id: 'keroCommission',
      width: '92px',
      header: 'Kero Commission',
      align: 'end',
      cell: (t) => amount(t.keroCommission),
      sortValue: O.keroCommission.key,
      masked: !showCommissions,
      hidden: !admin,
      exportAs: money((t) => t.keroCommission),
    },
    {
      id: 'lagosCommission',
      width: '112px',
      header: 'Lagos Commission',
      align: 'end',
      cell: (t) => amount(t.lagosCommission),
      sortValue: O.lagosCommission.key,
      masked: !showCommissions,
      hidden: admin,
      exportAs: money((t) => t.lagosCommission),
    },
    {
      id: 'status',
      width: '96px',
      header: 'Status',
      cell: (t) => <StatusBadge status={t.status} />,
      sortValue: O.status.key,
      exportAs: { type: 'text', value: (t) => statusBadge(t.status)?.text ?? null },
    },
    { id: 'date', header: 'Date', width: '152px', cell: (t) => formatDateTime(t.createdAt), sortValue: O.date.key, exportAs: { type: 'date', value: (t) => t.createdAt } },
  ];
}
