import { createContext, useContext, useState, type ReactNode } from 'react';
import type { NavLinkProps, SidebarItem } from './Sidebar';

const paths = {
  dashboard: 'M4 13h6V4H4v9zm0 7h6v-5H4v5zm10 0h6v-9h-6v9zm0-16v5h6V4h-6z',
  rides:
    'M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11v6a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H8v1a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-6zm2.5 3a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm9 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM7 10h10l-1-3H8l-1 3z',
  drivers: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0H5z',
  riders:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm7.5 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a7 7 0 0 1 14 0H2zm15.5 0a8.6 8.6 0 0 0-2.2-5.6A5.5 5.5 0 0 1 22 20h-4.5z',
  pricing: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  transactions: 'M4 7h13l-3-3 1.4-1.4L21.8 9l-6.4 6.4L14 14l3-3H4V7zm16 10H7l3 3-1.4 1.4L2.2 15l6.4-6.4L10 10l-3 3h13v4z',
  admins:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm0 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 13c-2 0-3.8-1-5-2.6.1-1.7 3.4-2.6 5-2.6s4.9.9 5 2.6C15.8 19 14 20 12 20z',
  logout: 'M10 17l1.4-1.4L8.8 13H20v-2H8.8l2.6-2.6L10 7l-5 5 5 5zM4 3h8v2H4v14h8v2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
} as const;

function StoryIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[name]} />
    </svg>
  );
}

/** docs/product.md §2's default admin menu, for stories. */
export const adminMenuItems: SidebarItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: <StoryIcon name="dashboard" /> },
  { label: 'Rides', href: '/dashboard/rides', icon: <StoryIcon name="rides" /> },
  { label: 'Driver', href: '/dashboard/drivers', icon: <StoryIcon name="drivers" /> },
  { label: 'Riders', href: '/dashboard/riders', icon: <StoryIcon name="riders" /> },
  { label: 'Pricing', href: '/dashboard/pricing', icon: <StoryIcon name="pricing" /> },
  { label: 'Transactions', href: '/dashboard/transactions', icon: <StoryIcon name="transactions" /> },
  { label: 'Admin Management', href: '/dashboard/admins', icon: <StoryIcon name="admins" /> },
  { label: 'Logout', href: '/dashboard/logout', icon: <StoryIcon name="logout" /> },
];

/** docs/product.md §2's Lagos menu, without icons (the collapsed rail then shows initials). */
export const lagosMenuItems: SidebarItem[] = [
  { label: 'Dashboard', href: '/dashboard/lagos' },
  { label: 'Drivers', href: '/dashboard/lagos/drivers' },
  { label: 'Users', href: '/dashboard/lagos/riders' },
  { label: 'Trips', href: '/dashboard/lagos/rides' },
  { label: 'Transactions', href: '/dashboard/lagos/transactions' },
  { label: 'Logout', href: '/dashboard/lagos/logout' },
];

const NavigateContext = createContext<(href: string) => void>(() => {});

/** A link that changes the fake router's path instead of leaving the story (a router Link's job in the app). */
export function FakeLink({ href, onClick, className, children, 'aria-current': ariaCurrent }: NavLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={href}
      className={className}
      aria-current={ariaCurrent}
      onClick={(e) => {
        e.preventDefault();
        onClick?.(e);
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** Keeps "the current path" in state for stories; render `FakeLink` inside as the link component. */
export function WithFakeRouter({ initialPath, children }: { initialPath: string; children: (path: string) => ReactNode }) {
  const [path, setPath] = useState(initialPath);
  return <NavigateContext.Provider value={setPath}>{children(path)}</NavigateContext.Provider>;
}
