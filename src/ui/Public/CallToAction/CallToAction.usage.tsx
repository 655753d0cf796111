import { CallToAction } from '../CallToAction';
import { PublicAction } from '../PublicAction';

export function Usage() {
  return (
    <CallToAction title="Ready to Drive" body="Sign up in minutes and start earning on your schedule."
      actions={<PublicAction href="/become-a-driver" variant="inverse">Become a driver</PublicAction>} />
  );
}
