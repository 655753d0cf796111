import { startTransition, StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteLayout } from '../../features/site/SiteLayout';
import { ThemeModeProvider } from '../../ui/theme';
import { sitePath } from './paths';

type EarlyWindow = Window & { __keroHydrating?: boolean; __keroEarlyClicks?: HTMLElement[] };

/**
 * Controls pressed before the page was hydrated (the boot script kept them: scripts/vite-site.ts) are
 * pressed again after hydration: not during it, where a radio's new state would be taken for its
 * hydrated one and React would see no change.
 */
function EarlyClicks() {
  useEffect(() => {
    // Hydrated: from now on React answers clicks itself. Until here the boot script kept every press, also
    // those made while hydration ran (a radio pressed then was taken for its hydrated state and lost).
    (window as EarlyWindow).__keroHydrating = true;
    for (const el of (window as EarlyWindow).__keroEarlyClicks?.splice(0) ?? []) if (el.isConnected) el.click();
  }, []);
  return null;
}

/** One public page in its layout and theme: what the build prerenders and the browser hydrates. */
export function SiteRoot({ page: Page, pathname }: { page: ComponentType; pathname: string }) {
  return (
    <StrictMode>
      <EarlyClicks />
      <ThemeModeProvider>
        <SiteLayout pathname={pathname}>
          <Page />
        </SiteLayout>
      </ThemeModeProvider>
    </StrictMode>
  );
}

declare global {
  /** Set by the build's prerender step (scripts/vite-site.ts): receives the page instead of hydrating. */
  var __keroPrerender: ((page: ComponentType) => void) | undefined;
}

/**
 * Hydrates the prerendered page. Each public page has its own entry (home.tsx, about.tsx...) that calls
 * this with its page, so a page loads its own code and the layout, never the console's.
 */
export function mountSite(page: ComponentType): void {
  if (globalThis.__keroPrerender) {
    globalThis.__keroPrerender(page);
    return;
  }
  const pathname = sitePath(window.location.pathname);
  if (pathname === null) {
    // A server that answers console addresses with this page (a plain SPA fallback): start the console.
    void import('../main');
    return;
  }
  const hydrate = () => {
    // A transition hydrates in slices that yield to the browser (a plain hydrateRoot is one long task),
    // and a click on a part not hydrated yet makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(document.getElementById('root')!, <SiteRoot page={page} pathname={pathname} />);
    });
    // Presses made until the page is hydrated are kept by the boot script and pressed again then (EarlyClicks).
  };
  // The prerendered page paints first: hydration starts in the task after the first frame.
  requestAnimationFrame(() => setTimeout(hydrate, 0));
}
