import { Badge } from '../../ui/Badge';
import { DetailList, type DetailItem } from '../../ui/DetailList';
import { Dialog } from '../../ui/Dialog';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { formatDateTime, formatKobo, MASK, orPlaceholder } from '../../lib/format';
import type { Rider } from '../../lib/schemas';
import { RiderPhoto } from './RiderPhoto';

export interface RiderDetailsProps {
  /** The rider shown; null closes the dialog. */
  rider: Rider | null;
  onClose: () => void;
  /** Lagos hides the wallet balance (spec §6). */
  showWalletBalance: boolean;
  /** Hidden values show the mask here too. */
  switches: DisplaySwitches;
}

function Masked() {
  return (
    <>
      <span aria-hidden="true">{MASK}</span>
      <span className="k-visually-hidden">Hidden</span>
    </>
  );
}

/** A yes/no flag as a badge; null (missing or unreadable) shows the placeholder. */
function flag(value: boolean | null, yes: string, no: string, noTone: 'warning' | 'neutral' | 'danger' = 'warning') {
  if (value === null) return null;
  return value ? (
    <Badge tone="success" dot>
      {yes}
    </Badge>
  ) : (
    <Badge tone={noTone} dot>
      {no}
    </Badge>
  );
}

/** "Rider Details": every field of spec §2 for one rider. */
export function RiderDetails({ rider, onClose, showWalletBalance, switches }: RiderDetailsProps) {
  if (!rider) return null;
  const name = rider.fullname && rider.fullname.trim() !== '' ? rider.fullname : null;
  const items: DetailItem[] = [
    { label: 'Full name', value: orPlaceholder(name), full: true },
    { label: 'Email', value: switches.email ? rider.email : <Masked /> },
    { label: 'Phone', value: switches.phone ? rider.phone : <Masked /> },
    { label: 'Verification status', value: flag(rider.isVerified, 'Verified', 'Unverified') },
    { label: 'Profile status', value: flag(rider.isCompleted, 'Complete', 'Incomplete') },
    { label: 'Passcode set', value: rider.isSetPassCode === null ? null : rider.isSetPassCode ? 'Yes' : 'No' },
    ...(showWalletBalance
      ? [{ label: 'Wallet balance', value: switches.walletBalance ? formatKobo(rider.walletBalance) : <Masked /> }]
      : []),
    { label: 'Bonus balance', value: formatKobo(rider.bonusBalance) },
    { label: 'Join date', value: formatDateTime(rider.createdAt) },
    { label: 'Last updated', value: formatDateTime(rider.updatedAt) },
    { label: 'Account status', value: flag(rider.isDeleted === null ? null : !rider.isDeleted, 'Active', 'Deleted', 'danger') },
  ];
  return (
    <Dialog open onClose={onClose} title="Rider Details" size="md">
      <DetailList media={<RiderPhoto src={rider.profileImage} name={name} />} items={items} />
    </Dialog>
  );
}
