import { useId, useRef, useState, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Header } from '../Header';
import { Logo } from '../Logo';
import { Sidebar, type LinkComponent, type SidebarItem } from '../Sidebar';
import { media, tokens } from '../theme/tokens';

export interface ConsoleLayoutProps {
  /** Accessible name of the side menu, e.g. "Admin menu". */
  navLabel: string;
  items: SidebarItem[];
  /** Current route path; the menu item with this href is highlighted. */
  currentPath: string;
  /** Router link for menu items and the logo; defaults to a plain `<a>`. */
  linkComponent?: LinkComponent;
  adminTitle: string;
  adminEmail: string;
  /** Header controls (the theme toggle). */
  headerActions?: ReactNode;
  /** Makes the header logo a link. */
  logoHref?: string;
  /** The routed screen. */
  children: ReactNode;
}

const SkipLink = styled.a`
  position: fixed;
  z-index: ${tokens.z.toast};
  top: ${tokens.space[2]};
  left: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[4]};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.accent};
  color: ${tokens.color.onAccent};
  font-weight: ${tokens.font.weight.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  transition: transform ${tokens.motion.fast};

  &:focus { transform: none; }
`;

// The header is fixed: whatever the browser scrolls into view (a focused sort button or row, a
// scrolled-to anchor) lands below it, never under it.
const ScrollPadding = createGlobalStyle`
  html {
    scroll-padding-top: calc(${tokens.layout.headerHeight} + ${tokens.space[4]});
    scroll-padding-bottom: ${tokens.space[4]};
  }
`;

const Main = styled.main`
  min-height: 100dvh;
  margin-left: ${tokens.layout.sidebarExpanded};
  padding: calc(${tokens.layout.headerHeight} + ${tokens.space[6]}) ${tokens.space[6]} ${tokens.space[8]};
  background: ${tokens.color.bg};
  transition: margin-left ${tokens.motion.base} ${tokens.motion.easing};
  outline: none;

  ${media.tablet} { margin-left: ${tokens.layout.sidebarCollapsed}; }
  ${media.mobile} {
    margin-left: 0;
    padding: calc(${tokens.layout.headerHeight} + ${tokens.space[4]}) ${tokens.space[4]} ${tokens.space[6]};
  }
`;

/**
 * The console shell: skip link, fixed Header, Sidebar (fixed / rail / drawer by width) and the `<main>`
 * area whose left margin follows the sidebar (250px / 70px / 0). Owns the drawer's open state; the
 * drawer closes by itself when `currentPath` changes.
 */
export function ConsoleLayout({
  navLabel,
  items,
  currentPath,
  linkComponent,
  adminTitle,
  adminEmail,
  headerActions,
  logoHref,
  children,
}: ConsoleLayoutProps) {
  const uid = useId();
  const sidebarId = `sidebar-${uid}`;
  const mainId = `main-${uid}`;
  const mainRef = useRef<HTMLElement>(null);
  // The drawer is open for the path it was opened on: navigating elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === currentPath;

  return (
    <>
      <ScrollPadding />
      <SkipLink
        href={`#${mainId}`}
        onClick={(e) => {
          // Focus <main> without touching the URL (a router would treat the hash as navigation).
          e.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView();
        }}
      >
        Skip to content
      </SkipLink>
      <Header
        adminTitle={adminTitle}
        adminEmail={adminEmail}
        actions={headerActions}
        onMenuClick={() => setOpenOn(currentPath)}
        menuOpen={drawerOpen}
        sidebarId={sidebarId}
        logoHref={logoHref}
        linkComponent={linkComponent}
      />
      <Sidebar
        id={sidebarId}
        label={navLabel}
        items={items}
        currentPath={currentPath}
        linkComponent={linkComponent}
        open={drawerOpen}
        onClose={() => setOpenOn(null)}
        brand={<Logo size="sm" />}
      />
      <Main id={mainId} ref={mainRef} tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
