import { forwardRef, useMemo, type AnchorHTMLAttributes } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ConsoleLayout } from '../ui/ConsoleLayout';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ThemeToggle } from '../ui/ThemeToggle';
import { ScreenActionsProvider } from '../shared/commands/screenActions';
import { useSlashToSearch } from '../shared/keyboard/useSlashToSearch';
import { ConsoleCommands } from './commandMenu/ConsoleCommands';
import { ADMIN_EMAIL, ADMIN_TITLE, adminMenu, lagosMenu } from './consoleMenus';
import type { ConsoleArea } from './guards';
import { SessionTimeout } from './SessionTimeout';

/** Sidebar links through the router, so navigation stays client-side. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function RouterLink({ href, ...rest }, ref) {
    return <Link ref={ref} to={href} {...rest} />;
  },
);

/** The console frame: header, the menu of the area (docs/product.md §2: chosen by location), and the routed screen. */
export function ConsoleShell({ area }: { area: ConsoleArea }) {
  const { pathname } = useLocation();
  const items = area === 'lagos' ? lagosMenu : adminMenu;
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // `/` outside a text field focuses the screen's search box (docs/product.md, "Fresh figures").
  useSlashToSearch();
  // The frame changes with the path only: a search, sort or page written to the URL (a list's click)
  // re-renders the screen through its <Outlet />, not the header and the sidebar rendered before it
  // (docs/performance.md, "Server mode: a click's request").
  return useMemo(
    () => (
      // Screens offer their actions to the command menu (docs/product.md, "Command menu").
      <ScreenActionsProvider>
        <ConsoleLayout
          navLabel={area === 'lagos' ? 'Lagos console' : 'Admin console'}
          items={items}
          currentPath={current}
          linkComponent={RouterLink}
          adminTitle={ADMIN_TITLE}
          adminEmail={ADMIN_EMAIL}
          logoHref={area === 'lagos' ? '/dashboard/lagos' : '/dashboard'}
          headerActions={<ThemeToggle />}
        >
          {/* A screen that fails to render shows a panel in the content area; the menu and header keep
              working, and going to another screen (or back) clears it. */}
          <ErrorBoundary
            resetKeys={[pathname]}
            title="This screen could not be shown"
            message="Something in the data could not be displayed. Your data is safe: try again, or open another screen."
          >
            <Outlet />
          </ErrorBoundary>
          {/* Idle limit and token expiry: the warning dialog, then the forced logout (docs/security.md). */}
          <SessionTimeout />
          {/* Ctrl+K / ⌘K and ? (docs/product.md, "Command menu", "Keyboard"). */}
          <ConsoleCommands area={area} />
        </ConsoleLayout>
      </ScreenActionsProvider>
    ),
    [area, items, current, pathname],
  );
}
