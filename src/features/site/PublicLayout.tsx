import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { SiteLayout } from './SiteLayout';

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

/**
 * The public site inside the console's router: the development server and a console that sends a
 * visitor to a public path render it here. Built sites serve the prerendered pages instead.
 */
export default function PublicLayout() {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <SiteLayout pathname={pathname}>
      <Outlet />
    </SiteLayout>
  );
}
