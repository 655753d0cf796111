import type { ReactNode } from 'react';
import { NavIcon, type NavIconName } from '../ui/Icon';

export interface MenuItem {
  label: string;
  href: string;
  icon: ReactNode;
}

const item = (label: string, href: string, icon: NavIconName): MenuItem => ({ label, href, icon: <NavIcon name={icon} /> });

/** docs/product.md §2: the default admin menu. */
export const adminMenu: MenuItem[] = [
  item('Dashboard', '/dashboard', 'dashboard'),
  item('Rides', '/dashboard/rides', 'rides'),
  item('Driver', '/dashboard/drivers', 'drivers'),
  item('Riders', '/dashboard/riders', 'riders'),
  item('Pricing', '/dashboard/pricing', 'pricing'),
  item('Transactions', '/dashboard/transactions', 'transactions'),
  item('Admin Management', '/dashboard/admins', 'admins'),
  item('Logout', '/dashboard/logout', 'logout'),
];

/** docs/product.md §2: the Lagos menu. */
export const lagosMenu: MenuItem[] = [
  item('Dashboard', '/dashboard/lagos', 'dashboard'),
  item('Drivers', '/dashboard/lagos/drivers', 'drivers'),
  item('Users', '/dashboard/lagos/riders', 'riders'),
  item('Trips', '/dashboard/lagos/rides', 'rides'),
  item('Transactions', '/dashboard/lagos/transactions', 'transactions'),
  item('Logout', '/dashboard/lagos/logout', 'logout'),
];

/** docs/product.md §1: the header's fixed admin title and e-mail placeholder. */
export const ADMIN_TITLE = 'Kero Admin';
export const ADMIN_EMAIL = 'admin@kero.ng';
