import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { PublicFooter } from '../../ui/Public/PublicFooter';
import { PublicHeader } from '../../ui/Public/PublicHeader';
import { PublicShell } from '../../ui/Public/PublicShell';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { DownloadAppContext } from './downloadApp';
import { adminLink, footerLinkGroups, footerTagline, headerLinks, newsletterCopy, socialLinks } from './layoutCopy';
import { RouterLink } from './RouterLink';
import { SITE_NAME } from './constants';

// The dialog (and the Dialog component) stays out of the first load; it is fetched when the browser is idle.
const loadDownloadDialog = () => import('./DownloadAppDialog');
const DownloadAppDialog = lazy(loadDownloadDialog);

function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const run = () => void load().catch(() => {});
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 2000);
    return () => clearTimeout(id);
  }, [load]);
}

/** Scrolls to the top on a new page, or to the `#fragment` target; back/forward keeps the browser's position. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/** Shell of the public site: header, the page (router outlet), footer and the "Download App" dialog. */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const [downloadOpen, setDownloadOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the code and opening again is instant.
  const [downloadUsed, setDownloadUsed] = useState(false);
  const openDownload = () => {
    setDownloadUsed(true);
    setDownloadOpen(true);
  };
  useScrollOnNavigate();
  usePrefetchWhenIdle(loadDownloadDialog);

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
            linkComponent={RouterLink}
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
            linkComponent={RouterLink}
          />
        }
      >
        <Outlet />
      </PublicShell>
      {downloadUsed && (
        <Suspense fallback={null}>
          <DownloadAppDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />
        </Suspense>
      )}
    </DownloadAppContext.Provider>
  );
}
