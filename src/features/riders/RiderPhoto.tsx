import { Avatar } from '../../ui/Avatar';

/** The rider's profile photo, or their initials when there is none or it fails to load (large `Avatar`). */
export function RiderPhoto({ src, name }: { src: string | null; name: string | null }) {
  const who = name?.trim();
  return <Avatar name={name} src={src} size="lg" alt={who ? `Profile photo of ${who}` : 'Profile photo'} />;
}
