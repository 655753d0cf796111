import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { PublicFooter } from '../../ui/Public/PublicFooter';
import { PublicHeader } from '../../ui/Public/PublicHeader';
import { PublicShell } from '../../ui/Public/PublicShell';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { DownloadAppContext } from './downloadApp';
import { adminLink, footerLinkGroups, footerTagline, headerLinks, newsletterCopy, socialLinks } from './layoutCopy';
import { SITE_NAME } from './constants';

// The dialog (and the Dialog component) stays out of the page's load; it is fetched when a visitor
// points at or focuses a button that opens it, or at the latest on the click.
const loadDownloadDialog = () => import('./DownloadAppDialog');
const DownloadAppDialog = lazy(loadDownloadDialog);

function usePrefetchOnIntent(load: () => Promise<unknown>) {
  useEffect(() => {
    const onIntent = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest('[aria-haspopup="dialog"]')) return;
      void load().catch(() => {});
      stop();
    };
    const stop = () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return stop;
  }, [load]);
}

export interface SiteLayoutProps {
  /** The page's path, for the header's current link. */
  pathname: string;
  children: ReactNode;
}

/**
 * Shell of the public site: header, the page, footer and the "Download App" dialog. Router-free: the
 * public pages are prerendered HTML files linked by plain anchors (src/app/site hydrates them).
 */
export function SiteLayout({ pathname, children }: SiteLayoutProps) {
  const [downloadOpen, setDownloadOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the code and opening again is instant.
  const [downloadUsed, setDownloadUsed] = useState(false);
  const openDownload = () => {
    setDownloadUsed(true);
    setDownloadOpen(true);
  };
  usePrefetchOnIntent(loadDownloadDialog);

  return (
    <DownloadAppContext.Provider value={openDownload}>
      <PublicShell
        header={
          <PublicHeader
            brand={<Logo size="md" />}
            brandLabel={`${SITE_NAME} home`}
            links={headerLinks}
            currentHref={pathname}
            secondaryLink={adminLink}
            tools={<ThemeToggle />}
            cta={
              <Button aria-haspopup="dialog" onClick={openDownload}>
                Download App
              </Button>
            }
          />
        }
        footer={
          <PublicFooter
            brand={<Logo size="md" />}
            brandLabel={`${SITE_NAME} home`}
            tagline={footerTagline}
            linkGroups={footerLinkGroups}
            newsletter={newsletterCopy}
            social={socialLinks}
            legal={<>© {new Date().getFullYear()} Kero. Made in Lagos, for Lagos.</>}
          />
        }
      >
        {children}
      </PublicShell>
      {downloadUsed && (
        <Suspense fallback={null}>
          <DownloadAppDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />
        </Suspense>
      )}
    </DownloadAppContext.Provider>
  );
}
