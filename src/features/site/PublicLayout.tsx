import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { PublicFooter } from '../../ui/Public/PublicFooter';
import { PublicHeader } from '../../ui/Public/PublicHeader';
import { PublicShell } from '../../ui/Public/PublicShell';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { DownloadAppDialog } from './DownloadAppDialog';
import { DownloadAppContext } from './downloadApp';
import { adminLink, footerLinkGroups, footerTagline, headerLinks, newsletterCopy, socialLinks } from './layoutCopy';
import { RouterLink } from './RouterLink';
import { SITE_NAME } from './constants';

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
  const openDownload = () => setDownloadOpen(true);
  useScrollOnNavigate();

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
      <DownloadAppDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />
    </DownloadAppContext.Provider>
  );
}
