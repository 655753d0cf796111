import { Avatar } from '../../ui/Avatar';

/** The driver's selfie, or their initials when there is none or it fails to load (large `Avatar`). */
export function DriverSelfie({ src, name }: { src: string | null; name: string | null }) {
  const who = name?.trim() || 'the driver';
  return <Avatar name={name} src={src} size="lg" alt={`Selfie of ${who}`} fallbackLabel={`No photo of ${who}`} />;
}
