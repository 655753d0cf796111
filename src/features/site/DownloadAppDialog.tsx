import { Dialog } from '../../ui/Dialog';
import { StoreLinks, type StoreLinkGroup } from '../../ui/Public/StoreLinks';
import { STORE_LINKS } from './constants';

const groups: StoreLinkGroup[] = [
  {
    title: 'Rider app',
    description: 'Book rides, see your fare upfront and share your trip with family.',
    links: [
      { platform: 'android', href: STORE_LINKS.rider.android, caption: 'Get it on', store: 'Google Play' },
      { platform: 'ios', href: STORE_LINKS.rider.ios, caption: 'Download on the', store: 'App Store' },
    ],
  },
  {
    title: 'Driver app',
    description: 'Sign up, submit your KYC and start earning on Lagos roads.',
    links: [
      { platform: 'android', href: STORE_LINKS.driver.android, caption: 'Get it on', store: 'Google Play' },
      { platform: 'ios', href: STORE_LINKS.driver.ios, caption: 'Download on the', store: 'App Store' },
    ],
  },
];

export interface DownloadAppDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "Download App": the rider and driver apps, each for Android and iOS. Loaded on demand by PublicLayout. */
export default function DownloadAppDialog({ open, onClose }: DownloadAppDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Download the Kero app"
      description="Free on Android and iPhone. Pick the app that fits you."
      size="md"
      id="download-app-dialog"
    >
      <StoreLinks groups={groups} />
    </Dialog>
  );
}
