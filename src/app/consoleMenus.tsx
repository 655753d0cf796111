import type { ReactNode } from 'react';
import { NavIcon, type NavIconName } from '../ui/Icon';
import type { Role } from '../lib/role';
import { areaMenu, type ConsoleScreenId } from '../lib/consoleScreens';

/** Each menu entry's icon, by the route table's id (a screen without an entry has none). */
const NAV_ICON: Record<Exclude<ConsoleScreenId, 'settings'>, NavIconName> = {
  dashboard: 'dashboard',
  rides: 'rides',
  drivers: 'drivers',
  riders: 'riders',
  pricing: 'pricing',
  transactions: 'transactions',
  admins: 'admins',
  logout: 'logout',
};

export interface MenuItem {
  label: string;
  href: string;
  icon: ReactNode;
}

/** docs/product.md §2: an area's menu, from the console's route table (src/lib/consoleScreens.ts). */
const menuOf = (area: Role): MenuItem[] => areaMenu(area).map(({ screen, label, href }) => ({ label, href, icon: screen.id === 'settings' ? null : <NavIcon name={NAV_ICON[screen.id]} /> }));

/** docs/product.md §2: the default admin menu. */
export const adminMenu: MenuItem[] = menuOf('admin');

/** docs/product.md §2: the Lagos menu. */
export const lagosMenu: MenuItem[] = menuOf('lagos');

/** docs/product.md §1: the header's fixed admin title and e-mail placeholder. */
export const ADMIN_TITLE = 'Kero Admin';
export const ADMIN_EMAIL = 'admin@kero.ng';
