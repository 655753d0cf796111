import { PublicAction } from '../PublicAction';

export function Usage() {
  // A link when given `href`, else a button.
  return (
    <PublicAction href="/become-a-driver" variant="primary" size="lg">
      Drive with us
    </PublicAction>
  );
}
