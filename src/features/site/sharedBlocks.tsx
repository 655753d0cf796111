import { PublicAction } from '../../ui/Public/PublicAction';
import { SITE_PATHS } from './constants';
import { useOpenDownloadDialog } from './downloadApp';

/**
 * Pieces more than one public page shows, so the pages say them the same way.
 */

/**
 * The driver-earnings illustration. `priority` for a page's first screen (fetched early); otherwise it
 * loads when scrolled near.
 */
export function DriverEarningsImage({ priority = false }: { priority?: boolean }) {
  return (
    <img
      src="/site/driver-earnings.svg"
      width={520}
      height={460}
      alt="A driver's weekly earnings in the Kero driver app: ₦146,200 across 41 trips, with an approved KYC badge"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}

/** "Download App" and "Become a driver", for the closing call to action of a page. */
export function DownloadOrDriveActions() {
  const openDownload = useOpenDownloadDialog();
  return (
    <>
      <PublicAction size="lg" variant="inverse" aria-haspopup="dialog" onClick={openDownload}>
        Download App
      </PublicAction>
      <PublicAction size="lg" variant="inverseOutline" href={SITE_PATHS.driver}>
        Become a driver
      </PublicAction>
    </>
  );
}
