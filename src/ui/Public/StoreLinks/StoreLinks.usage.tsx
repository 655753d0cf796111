import { StoreLinks } from '../StoreLinks';

export function Usage() {
  return (
    <StoreLinks
      groups={[{
        title: 'Rider app',
        links: [
          { platform: 'android', href: 'https://play.google.com/store/apps', caption: 'Get it on', store: 'Google Play' },
          { platform: 'ios', href: 'https://apps.apple.com/', caption: 'Download on the', store: 'App Store' },
        ],
      }]} />
  );
}
