import { SplitFeature } from '../SplitFeature';

export function Usage() {
  return (
    <SplitFeature eyebrow="For riders" title="Get where you are going, without the stress"
      points={['Upfront fares', 'Share your live trip in one tap']}
      media={<img src="/rider-app.webp" alt="The rider app showing a route" width={520} height={420} />} />
  );
}
