import styled from 'styled-components';
import type { DataTableColumn } from '../../ui/DataTable';
import { Badge } from '../../ui/Badge';
import { tokens } from '../../ui/theme/tokens';
import { PLACEHOLDER, formatDateTime, formatNaira, orPlaceholder } from '../../lib/format';
import type { Transaction } from '../../lib/schemas';
import { createdAtTime, partyEmail, serviceLabel, statusBadge, typeLabel } from './model';

// Server strings can be very long: clip them visually (the full text stays in the title tooltip).
const Clip = styled.span`
  display: inline-block;
  max-width: 220px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  &[data-size='sm'] { max-width: 140px; }
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

function Text({ value, size }: { value: string | null; size?: 'sm' }) {
  const text = orPlaceholder(value);
  if (text === PLACEHOLDER) return <Muted>{PLACEHOLDER}</Muted>;
  return (
    <Clip title={text} data-size={size}>
      {text}
    </Clip>
  );
}

export function StatusBadge({ status }: { status: string | null }) {
  const b = statusBadge(status);
  if (!b) return <Muted>{PLACEHOLDER}</Muted>;
  return (
    <Badge tone={b.tone} dot title={b.text}>
      <Clip data-size="sm">{b.text}</Clip>
    </Badge>
  );
}

const amount = (v: number | null) => formatNaira(v);
/** Amounts export as plain naira with two decimals (the ledger holds naira, no division). */
const money = (value: (t: Transaction) => number | null) => ({ type: 'money' as const, value });

export interface ColumnOptions {
  role: 'admin' | 'lagos';
  /** Display switch: e-mails shown (else masked). */
  showEmail: boolean;
  /** Display switch: commission columns shown (else masked). */
  showCommissions: boolean;
}

/**
 * Spec §2 columns. Admin: every amount; lagos: no Amount, Charges, Settled Amount or Kero Commission
 * (left out, not masked), and a Lagos Commission column instead. Narration and bank name are not
 * columns but are searchable through the Reference column.
 */
export function transactionColumns({ role, showEmail, showCommissions }: ColumnOptions): DataTableColumn<Transaction>[] {
  const admin = role === 'admin';
  return [
    {
      id: 'transactionId',
      header: 'Transaction ID',
      cell: (t) => <Text value={t.transaction_id} />,
      sortValue: (t) => t.transaction_id,
      searchValue: (t) => t.transaction_id ?? '',
      exportAs: { type: 'text', value: (t) => t.transaction_id },
    },
    {
      id: 'reference',
      header: 'Reference',
      cell: (t) => <Text value={t.reference} size="sm" />,
      sortValue: (t) => t.reference,
      searchValue: (t) => `${t.reference ?? ''}\u0000${t.narration ?? ''}\u0000${t.bank_name ?? ''}`,
      exportAs: { type: 'text', value: (t) => t.reference },
    },
    {
      id: 'party',
      header: 'User/Driver',
      cell: (t) => <Text value={partyEmail(t)} />,
      sortValue: partyEmail,
      searchValue: (t) => partyEmail(t) ?? '',
      masked: !showEmail,
      exportAs: { type: 'text', value: partyEmail },
    },
    {
      id: 'service',
      header: 'Service',
      cell: (t) => <Text value={serviceLabel(t.transaction_services)} size="sm" />,
      sortValue: (t) => serviceLabel(t.transaction_services),
      exportAs: { type: 'text', value: (t) => serviceLabel(t.transaction_services) },
    },
    {
      id: 'type',
      header: 'Type',
      cell: (t) => <Text value={typeLabel(t.transaction_type)} size="sm" />,
      sortValue: (t) => t.transaction_type,
      exportAs: { type: 'text', value: (t) => typeLabel(t.transaction_type) },
    },
    { id: 'amount', header: 'Amount', align: 'end', cell: (t) => amount(t.amount), sortValue: (t) => t.amount, hidden: !admin, exportAs: money((t) => t.amount) },
    { id: 'charges', header: 'Charges', align: 'end', cell: (t) => amount(t.charges), sortValue: (t) => t.charges, hidden: !admin, exportAs: money((t) => t.charges) },
    {
      id: 'settledAmount',
      header: 'Settled Amount',
      align: 'end',
      cell: (t) => amount(t.settled_amount),
      sortValue: (t) => t.settled_amount,
      hidden: !admin,
      exportAs: money((t) => t.settled_amount),
    },
    {
      id: 'keroCommission',
      header: 'Kero Commission',
      align: 'end',
      cell: (t) => amount(t.keroCommission),
      sortValue: (t) => t.keroCommission,
      masked: !showCommissions,
      hidden: !admin,
      exportAs: money((t) => t.keroCommission),
    },
    {
      id: 'lagosCommission',
      header: 'Lagos Commission',
      align: 'end',
      cell: (t) => amount(t.lagosCommission),
      sortValue: (t) => t.lagosCommission,
      masked: !showCommissions,
      hidden: admin,
      exportAs: money((t) => t.lagosCommission),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => <StatusBadge status={t.status} />,
      sortValue: (t) => t.status,
      exportAs: { type: 'text', value: (t) => statusBadge(t.status)?.text ?? null },
    },
    { id: 'date', header: 'Date', cell: (t) => formatDateTime(t.createdAt), sortValue: createdAtTime, exportAs: { type: 'date', value: (t) => t.createdAt } },
  ];
}
