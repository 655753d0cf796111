import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { Dialog } from '../../ui/Dialog';
import { DetailList, type DetailItem } from '../../ui/DetailList';
import { emailOrNull } from '../../ui/EmailText';
import { MASK, formatDateTime, formatNaira } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Transaction } from '../../lib/schemas';
import { RecordLink } from '../../shared/records/RecordLink';
import { Inline } from '../../ui/Layout';
import { party, serviceLabel, typeLabel } from './model';
import { StatusBadge } from './columns';
import type { Naira } from '../../lib/money';

export interface TransactionDetailsProps {
  transaction: Transaction | null;
  onClose: () => void;
  /** Address of this dialog, for "Copy link". */
  link: string;
  role: Role;
  showEmail: boolean;
  showCommissions: boolean;
}

// DetailList shows its placeholder ("—", read as "Not provided") for null, so missing values pass through as null.
const naira = (v: Naira | null) => (v === null ? null : formatNaira(v));
const textOrNull = (v: string | null) => (v === null || v.trim() === '' ? null : v);

/** Links to the ride, rider and driver the transaction belongs to, where it names them. */
function related(t: Transaction, role: Role) {
  const trip = textOrNull(t.trip_id);
  const user = textOrNull(t.user_id?._id ?? null);
  const driver = textOrNull(t.driver_id?._id ?? null);
  if (!trip && !user && !driver) return null;
  return (
    <Inline as="span" gap={3}>
      {trip && (
        <RecordLink role={role} screen="rides" id={trip}>
          View ride
        </RecordLink>
      )}
      {user && (
        <RecordLink role={role} screen="riders" id={user}>
          View rider
        </RecordLink>
      )}
      {driver && (
        <RecordLink role={role} screen="drivers" id={driver}>
          View driver
        </RecordLink>
      )}
    </Inline>
  );
}

/**
 * "Transaction Details": every field of docs/product.md §3. The display switches mask e-mail and commissions here
 * as in the table; the lagos role does not see the amounts its table leaves out.
 */
export function TransactionDetails({ transaction: t, onClose, link, role, showEmail, showCommissions }: TransactionDetailsProps) {
  const items: DetailItem[] = [];
  if (t) {
    const who = party(t);
    const admin = role === 'admin';
    const commission = (v: Naira | null) => (showCommissions ? naira(v) : MASK);
    items.push(
      { label: 'Transaction ID', value: textOrNull(t.transaction_id) },
      { label: 'Reference', value: textOrNull(t.reference) },
      { label: who.kind ? `${who.kind} Email` : 'User/Driver Email', value: showEmail ? emailOrNull(textOrNull(who.email)) : MASK },
    );
    if (admin) {
      items.push(
        { label: 'Amount', value: naira(t.amount) },
        { label: 'Settled Amount', value: naira(t.settled_amount) },
        { label: 'Charges', value: naira(t.charges) },
        { label: 'Kero Commission', value: commission(t.keroCommission) },
      );
    }
    items.push(
      { label: 'Lagos Commission', value: commission(t.lagosCommission) },
      { label: 'Service', value: serviceLabel(t.transaction_services) },
      { label: 'Type', value: typeLabel(t.transaction_type) },
      { label: 'Status', value: t.status === null ? null : <StatusBadge status={t.status} /> },
      { label: 'Date', value: t.createdAt === null ? null : formatDateTime(t.createdAt) },
      { label: 'Narration', value: textOrNull(t.narration), full: true },
      { label: 'Trip ID', value: textOrNull(t.trip_id) },
      { label: 'Account Number', value: textOrNull(t.account_no) },
      { label: 'Bank Name', value: textOrNull(t.bank_name) },
      { label: 'Related', value: related(t, role), full: true },
    );
  }
  return (
    <Dialog open={t !== null} onClose={onClose} title="Transaction Details" size="md" footer={link ? <CopyLinkButton url={link} /> : undefined}>
      <DetailList items={items} />
    </Dialog>
  );
}
