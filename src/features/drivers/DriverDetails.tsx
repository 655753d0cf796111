import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { tokens } from '../../ui/theme/tokens';
import { Button } from '../../ui/Button';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { DetailList, type DetailItem } from '../../ui/DetailList';
import { emailOrNull } from '../../ui/EmailText';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { ZoomableImage } from '../../ui/ZoomableImage';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { formatNaira, formatNumber, formatWaited, orPlaceholder } from '../../lib/format';
import { LIMITS } from '../../lib/limits';
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
  /** The decision, with the "Reason" typed (trimmed; undefined when left empty). */
  onDecide: (decision: VerifyDecision, reason?: string) => void;
  /** Review mode (docs/product.md §2, "KYC review mode"): where this submission stands in the queue. */
  queue?: ReviewPosition | null;
}

export interface ReviewPosition {
  /** 1-based position, and the submissions waiting when the review started. */
  position: number;
  total: number;
  onNext: () => void;
  onPrevious: () => void;
}

/** The short list the "Reason" field offers; any other text may be typed. */
export const REASONS = ['Document unreadable', 'Document expired', 'Name does not match', 'Vehicle details do not match', 'Document missing'] as const;

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

function OpenDriverDetails({ driver, mode, onClose, link, canApprove, showWalletBalance, switches, pending, onDecide, queue }: DriverDetailsProps & { driver: Driver }) {
  const top = useRef<HTMLDivElement>(null);
  const listId = useId();
  // The reason belongs to one submission: moving on in review mode starts with an empty field.
  const [reason, setReason] = useState({ id: driver._id, text: '' });
  const reasonText = reason.id === driver._id ? reason.text : '';
  const stage = stageOf(driver);
  const v = driver.vehicle;
  const deciding = mode === 'review' && canApprove && stage === 'kycSubmitted';
  useEffect(() => {
    // Review mode: each submission starts at its top, with the keys working.
    if (queue) top.current?.focus();
  }, [driver._id]); // eslint-disable-line react-hooks/exhaustive-deps
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
  const decide = (decision: VerifyDecision) => {
    if (busy) return;
    const why = reasonText.trim();
    onDecide(decision, why || undefined);
  };
  // Review mode's keys (docs/product.md §2): only while this dialog is on top and focus is not in a text field.
  const shortcuts: Record<string, () => void> | undefined = queue
    ? { j: queue.onNext, k: queue.onPrevious, ...(deciding ? { a: () => decide('approve'), r: () => decide('reject') } : {}) }
    : undefined;
  const moves = queue && (
    <>
      <Button variant="ghost" disabled={busy || queue.position <= 1} onClick={queue.onPrevious}>
        Previous
      </Button>
      <Button variant="ghost" disabled={busy} onClick={queue.onNext}>
        {deciding ? 'Skip' : 'Next'}
      </Button>
    </>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={queue ? 'KYC review' : 'Driver Details'}
      description={
        queue ? (
          <QueueLine>
            <strong>{`${formatNumber(queue.position)} of ${formatNumber(queue.total)}`}</strong>
            <span>{`Waiting ${formatWaited(driver.createdAt)} since registering`}</span>
            <Keys>A approve · R reject · J next · K previous</Keys>
          </QueueLine>
        ) : deciding ? (
          'Check the documents, then approve or reject this KYC submission.'
        ) : undefined
      }
      size={driver.kycSubmitted === true ? 'lg' : 'md'}
      // Deciding, the body has the reason field, which the dialog would focus (and scroll to, past the
      // documents): it opens at its top instead. Otherwise at its title, like every details dialog.
      initialFocusRef={deciding || queue ? top : undefined}
      dismissible={!busy}
      shortcuts={shortcuts}
      footer={
        deciding ? (
          <>
            {link && <CopyLinkButton url={link} />}
            {moves}
            <Button variant="danger" loading={busy} disabled={busy} onClick={() => decide('reject')}>
              Reject
            </Button>
            <Button variant="success" loading={busy} disabled={busy} onClick={() => decide('approve')}>
              Approve
            </Button>
          </>
        ) : moves ? (
          moves
        ) : link ? (
          <CopyLinkButton url={link} />
        ) : undefined
      }
    >
      <Top ref={top} tabIndex={-1}>
        <DetailList items={items} />
      </Top>
      {deciding && (
        <ReasonField>
          <TextField
            label="Reason"
            hint="Optional: pick one or type your own; it is sent with the decision."
            list={listId}
            maxLength={LIMITS.reason}
            autoComplete="off"
            value={reasonText}
            onChange={(e) => setReason({ id: driver._id, text: e.target.value })}
            disabled={busy}
          />
          <datalist id={listId}>
            {REASONS.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </ReasonField>
      )}
    </Dialog>
  );
}

const QueueLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]} ${tokens.space[3]};
`;

const Keys = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.xs};
`;

const ReasonField = styled.div`
  margin-top: ${tokens.space[4]};
  max-width: 420px;
`;
