import { useRef } from 'react';
import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { tokens } from '../../ui/theme/tokens';
import { Button } from '../../ui/Button';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { DetailList, type DetailItem } from '../../ui/DetailList';
import { emailOrNull } from '../../ui/EmailText';
import { Dialog } from '../../ui/Dialog';
import { ZoomableImage } from '../../ui/ZoomableImage';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { formatNaira, formatNumber, orPlaceholder } from '../../lib/format';
import type { Driver } from '../../lib/schemas';
import { MaskedText } from '../../shared/table/text';
import type { VerifyDecision } from './api';
import { mediaUrl } from '../../lib/media';
import { driverName, STAGE_LABELS, stageOf, type Stage } from './model';

export interface DriverDetailsProps {
  /** The driver shown; null closes the dialog. */
  driver: Driver | null;
  /** `review` (from the Review action on KYC Submitted) adds Approve and Reject. */
  mode: 'view' | 'review';
  onClose: () => void;
  /** Address of this dialog, for "Copy link". */
  link?: string;
  /** The permission flag: Approve/Reject and the wallet balance. */
  canApprove: boolean;
  showWalletBalance: boolean;
  switches: DisplaySwitches;
  /** The decision in flight, if any: both buttons spin and are disabled. */
  pending: VerifyDecision | null;
  onDecide: (decision: VerifyDecision) => void;
}

const STAGE_TONES: Record<Stage, 'warning' | 'info' | 'accent' | 'success'> = {
  emailUnverified: 'warning',
  emailVerified: 'info',
  kycSubmitted: 'accent',
  kycApproved: 'success',
};

// Receives focus on open so the dialog starts at its top, not scrolled to the first link.
const Top = styled.div`
  outline: none;
  scroll-margin-top: ${tokens.space[6]};
`;

/** A KYC document: a new-tab link when it is an https URL (src/lib/media.ts), else "N/A" as plain text. */
function DocumentLink({ url, label }: { url: string | null; label: string }) {
  const href = mediaUrl(url);
  if (!href) return <>N/A</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="k-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

const Document = styled(ZoomableImage)`
  max-width: 320px;
`;

/**
 * A KYC document: its preview, which opens large (issue 12: judge it without leaving the dialog), with
 * the link to the original under it; a missing or broken picture shows a placeholder that says so.
 */
function DocumentValue({ url, label, alt }: { url: string | null; label: string; alt: string }) {
  return <Document src={mediaUrl(url)} alt={alt} link={<DocumentLink url={url} label={label} />} />;
}

/** "Driver Details" (docs/product.md §2); in review mode it offers Approve and Reject to those allowed to. */
export function DriverDetails(props: DriverDetailsProps) {
  return props.driver ? <OpenDriverDetails {...props} driver={props.driver} /> : null;
}

function OpenDriverDetails({ driver, mode, onClose, link, canApprove, showWalletBalance, switches, pending, onDecide }: DriverDetailsProps & { driver: Driver }) {
  const top = useRef<HTMLDivElement>(null);
  const stage = stageOf(driver);
  const v = driver.vehicle;
  const deciding = mode === 'review' && canApprove && stage === 'kycSubmitted';
  const documents: DetailItem[] =
    driver.kycSubmitted === true
      ? [
          {
            label: 'Driver licence',
            value: <DocumentValue url={v?.driverLicense ?? null} label="View driver licence" alt={`Driver licence of ${driverName(driver) ?? 'this driver'}`} />,
          },
          {
            label: 'Hackney permit',
            value: <DocumentValue url={v?.hackneyPermit ?? null} label="View hackney permit" alt={`Hackney permit of ${driverName(driver) ?? 'this driver'}`} />,
          },
        ]
      : [];
  const who: DetailItem[] = [
    { label: 'Name', value: orPlaceholder(driverName(driver)) },
    {
      label: 'Stage',
      value: (
        <Badge tone={STAGE_TONES[stage]} dot>
          {stage === 'kycSubmitted' ? 'On Review' : STAGE_LABELS[stage]}
        </Badge>
      ),
    },
  ];
  const rest: DetailItem[] = [
    { label: 'Email', value: switches.email ? emailOrNull(driver.email) : <MaskedText /> },
    { label: 'Phone', value: switches.phone ? driver.phone : <MaskedText /> },
    { label: 'Trips', value: formatNumber(driver.tripsCount) },
    { label: 'Rating', value: driver.rating === null ? null : `${formatNumber(driver.rating)} / 5` },
    { label: 'Licence plate', value: v?.licensePlate },
    { label: 'Vehicle model', value: v?.model },
    { label: 'Vehicle year', value: v?.year === null || v?.year === undefined ? null : String(v.year) },
    ...(showWalletBalance
      ? [{ label: 'Wallet balance', value: switches.walletBalance ? formatNaira(driver.walletBalance) : <MaskedText /> }]
      : []),
  ];
  // Reviewing, the documents come right after the name and stage (on a phone, without scrolling past the rest).
  const items = deciding ? [...who, ...documents, ...rest] : [...who, ...rest, ...documents];

  const busy = pending !== null;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Driver Details"
      description={deciding ? 'Check the documents, then approve or reject this KYC submission.' : undefined}
      size={driver.kycSubmitted === true ? 'lg' : 'md'}
      initialFocusRef={top}
      dismissible={!busy}
      footer={
        deciding ? (
          <>
            {link && <CopyLinkButton url={link} />}
            <Button variant="danger" loading={busy} disabled={busy} onClick={() => onDecide('reject')}>
              Reject
            </Button>
            <Button variant="success" loading={busy} disabled={busy} onClick={() => onDecide('approve')}>
              Approve
            </Button>
          </>
        ) : link ? (
          <CopyLinkButton url={link} />
        ) : undefined
      }
    >
      <Top ref={top} tabIndex={-1}>
        <DetailList items={items} />
      </Top>
    </Dialog>
  );
}
