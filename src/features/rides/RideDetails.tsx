import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DisplaySwitches } from '../../lib/displaySwitches';
import { MASK, formatKobo, formatMeters } from '../../lib/format';
import { mediaUrl } from '../../lib/media';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DetailList, type DetailItem } from '../../ui/DetailList';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { Dialog } from '../../ui/Dialog';
import { tokens } from '../../ui/theme';
import { RideMapDialog } from './RideMapDialog';
import { RIDE_STATUS_NOTE, RIDE_STATUS_TONE, type RideRow } from './model';
import type { Kobo } from '../../lib/money';

const Note = styled.p`
  margin: ${tokens.space[4]} 0 0;
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-left: 3px solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surfaceMuted};
  font-size: ${tokens.font.size.md};

  &[data-kind='completed'] { border-left-color: ${tokens.color.success}; }
  &[data-kind='pending'] { border-left-color: ${tokens.color.warning}; }
  &[data-kind='cancelled'], &[data-kind='rejected'] { border-left-color: ${tokens.color.danger}; }
`;

const Mono = styled.span`
  font-family: ${tokens.font.mono};
  font-size: ${tokens.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The driver's selfie (https only, src/lib/media.ts), or their initials when there is none or it fails to load. */
function DriverSelfie({ src, name }: { src: string | null; name: string | null }) {
  const who = name?.trim() || 'the driver';
  return <Avatar name={name} src={mediaUrl(src)} size="lg" alt={`Selfie of ${who}`} fallbackLabel={`No photo of ${who}`} />;
}

const ratingFmt = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/** "4.5 / 5" on screen, "Rated 4.5 out of 5" for screen readers; 0 (the server's "no rating") reads "Not rated". */
export function Rating({ value }: { value: number | null }) {
  if (value === null) return null;
  if (value <= 0) return <>Not rated</>;
  const v = ratingFmt.format(value);
  return (
    <>
      <span aria-hidden="true">{`${v} / 5`}</span>
      <span className="k-visually-hidden">{`Rated ${v} out of 5`}</span>
    </>
  );
}

function Masked() {
  return (
    <>
      <span aria-hidden="true">{MASK}</span>
      <span className="k-visually-hidden">Hidden</span>
    </>
  );
}

export interface RideDetailsProps {
  ride: RideRow;
  onClose: () => void;
  /** Address of this dialog, for "Copy link". */
  link?: string;
  /** Fare and commissions are shown at all (admin console only). */
  showMoney: boolean;
  /** Values the display switches hide in the table stay hidden here too. */
  switches: Pick<DisplaySwitches, 'rideId' | 'fare' | 'commissions'>;
  /** Google Maps key for the map dialog (defaults to the configured one). */
  mapApiKey?: string;
}

/** "Ride Details" of one ride, with a "View Ride on Map" button that stacks the "Ride Path" dialog on top. */
export function RideDetails({ ride, onClose, link, showMoney, switches, mapApiKey }: RideDetailsProps) {
  const [mapOpen, setMapOpen] = useState(false);
  const { trip, kind, statusLabel } = ride;
  const money = (v: Kobo | null, shown: boolean): ReactNode => (shown ? formatKobo(v) : <Masked />);

  const items: DetailItem[] = [
    { label: 'Ride ID', value: switches.rideId ? trip.rideId && <Mono>{trip.rideId}</Mono> : <Masked />, full: true },
    { label: 'Driver', value: trip.driverName },
    { label: 'Rider', value: trip.riderName },
    { label: 'Start address', value: trip.startAddress, full: true },
    { label: 'End address', value: trip.endAddress, full: true },
    { label: 'Distance', value: trip.distance === null ? null : formatMeters(trip.distance) },
    ...(showMoney
      ? [
          { label: 'Fare', value: money(trip.fare, switches.fare) },
          { label: 'Kero Commission', value: money(trip.keroCommission, switches.commissions) },
          { label: 'Lagos Commission', value: money(trip.lagosCommission, switches.commissions) },
        ]
      : []),
    { label: 'Status', value: statusLabel && <Badge tone={RIDE_STATUS_TONE[kind]}>{statusLabel}</Badge> },
    { label: 'Rating', value: trip.rating === null ? null : <Rating value={trip.rating} /> },
  ];

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title="Ride Details"
        size="md"
        footer={
          <>
            {link && <CopyLinkButton url={link} />}
            <Button onClick={() => setMapOpen(true)}>View Ride on Map</Button>
          </>
        }
      >
        <DetailList media={<DriverSelfie src={trip.driverSelfie} name={trip.driverName} />} items={items} />
        <Note data-kind={kind}>{RIDE_STATUS_NOTE[kind]}</Note>
      </Dialog>
      <RideMapDialog open={mapOpen} onClose={() => setMapOpen(false)} trip={trip} apiKey={mapApiKey} />
    </>
  );
}
