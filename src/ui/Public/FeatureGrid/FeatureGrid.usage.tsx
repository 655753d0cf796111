import { FeatureGrid } from '../FeatureGrid';

export function Usage() {
  return (
    <FeatureGrid columns={3}
      items={[
        { title: 'Verified drivers', body: 'Every driver passes KYC before the first trip.' },
        { title: 'Upfront fares', body: 'You see the price before you book.' },
        { title: 'Live trip sharing', body: 'Share your ride with family in one tap.' },
      ]} />
  );
}
