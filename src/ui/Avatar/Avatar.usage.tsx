import { Avatar } from '../Avatar';

export function Usage({ rider }: { rider: { fullname: string | null; profileImage: string | null } }) {
  // Falls back to the initials when the picture is missing, unsafe or fails to load.
  return <Avatar name={rider.fullname} src={rider.profileImage} size="lg" />;
}
