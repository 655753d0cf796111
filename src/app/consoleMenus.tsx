import type { ReactNode } from 'react';
import { NavIcon, type NavIconName } from '../ui/Icon';
import type { Role } from '../lib/role';
import { areaMenu, type ConsoleScreenId } from '../lib/consoleScreens';

/** Each screen's menu icon, by the route table's id (settings has no menu entry, so no icon). */
const NAV_ICON: Record<ConsoleScreenId, NavIconName | null> = {
  dashboard: 'dashboard',
  rides: 'rides',
  drivers: 'drivers',
  riders: 'riders',
  pricing: 'pricing',
  transactions: 'transactions',
  admins: 'admins',
  settings: null,
  logout: 'logout',
};

export interface MenuItem {
  label: string;
  href: string;
  icon: ReactNode;
}

const iconOf = (id: ConsoleScreenId): ReactNode => {
  const name = NAV_ICON[id];
  return name && <NavIcon name={name} />;
};

/** docs/product.md §2: an area's menu, from the console's route table (src/lib/consoleScreens.ts). */
const menuOf = (area: Role): MenuItem[] => areaMenu(area).map(({ screen, label, href }) => ({ label, href, icon: iconOf(screen.id) }));

/** docs/product.md §2: the default admin menu. */
export const adminMenu: MenuItem[] = menuOf('admin');

/** docs/product.md §2: the Lagos menu. */
export const lagosMenu: MenuItem[] = menuOf('lagos');

/** docs/product.md §1: the header's fixed admin title and e-mail placeholder. */
export const ADMIN_TITLE = 'Kero Admin';
export const ADMIN_EMAIL = 'admin@kero.ng';
