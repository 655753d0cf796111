import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { DetailList, type DetailItem } from '../../ui/DetailList';
import { emailOrNull } from '../../ui/EmailText';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { Dialog } from '../../ui/Dialog';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { formatDateTime, formatKobo, orPlaceholder } from '../../lib/format';
import { mediaUrl } from '../../lib/media';
import type { Rider } from '../../lib/schemas';
import { MaskedText } from '../../shared/table/text';
import { riderName } from './model';

export interface RiderDetailsProps {
  /** The rider shown; null closes the dialog. */
  rider: Rider | null;
  onClose: () => void;
  /** Address of this dialog, for "Copy link". */
  link?: string;
  /** Lagos hides the wallet balance (docs/product.md §6). */
  showWalletBalance: boolean;
  /** Hidden values show the mask here too. */
  switches: DisplaySwitches;
}

/** The rider's profile photo (https only, src/lib/media.ts), or their initials when there is none or it fails to load. */
function RiderPhoto({ src, name }: { src: string | null; name: string | null }) {
  const who = name?.trim();
  return <Avatar name={name} src={mediaUrl(src)} size="lg" alt={who ? `Profile photo of ${who}` : 'Profile photo'} />;
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

/** "Rider Details": every field of docs/product.md §2 for one rider. */
export function RiderDetails({ rider, onClose, link, showWalletBalance, switches }: RiderDetailsProps) {
  if (!rider) return null;
  const name = riderName(rider);
  const items: DetailItem[] = [
    { label: 'Full name', value: orPlaceholder(name), full: true },
    { label: 'Email', value: switches.email ? emailOrNull(rider.email) : <MaskedText /> },
    { label: 'Phone', value: switches.phone ? rider.phone : <MaskedText /> },
    { label: 'Verification status', value: flag(rider.isVerified, 'Verified', 'Unverified') },
    { label: 'Profile status', value: flag(rider.isCompleted, 'Complete', 'Incomplete') },
    { label: 'Passcode set', value: rider.isSetPassCode === null ? null : rider.isSetPassCode ? 'Yes' : 'No' },
    ...(showWalletBalance
      ? [{ label: 'Wallet balance', value: switches.walletBalance ? formatKobo(rider.walletBalance) : <MaskedText /> }]
      : []),
    { label: 'Bonus balance', value: formatKobo(rider.bonusBalance) },
    { label: 'Join date', value: formatDateTime(rider.createdAt) },
    { label: 'Last updated', value: formatDateTime(rider.updatedAt) },
    { label: 'Account status', value: flag(rider.isDeleted === null ? null : !rider.isDeleted, 'Active', 'Deleted', 'danger') },
  ];
  return (
    <Dialog open onClose={onClose} title="Rider Details" size="md" footer={link ? <CopyLinkButton url={link} /> : undefined}>
      <DetailList media={<RiderPhoto src={rider.profileImage} name={name} />} items={items} />
    </Dialog>
  );
}
