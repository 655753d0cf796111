import { Hero } from '../Hero';
import { PublicAction } from '../PublicAction';

export function Usage() {
  return (
    <Hero eyebrow="Ride-hailing, made locally" title="Experience the Future of Transportation"
      lead="Safe, fairly priced rides across Lagos." actions={<PublicAction href="#download">Download App</PublicAction>} />
  );
}
