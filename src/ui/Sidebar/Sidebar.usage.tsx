import { Sidebar } from '../Sidebar';

const items = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Rides', href: '/dashboard/rides' },
  { label: 'Logout', href: '/dashboard/logout' },
];

export function Usage({ path, open, close }: { path: string; open: boolean; close: () => void }) {
  // A drawer up to 768px (open / onClose), a 70px rail to 991px, a fixed 250px column above.
  return <Sidebar label="Admin menu" items={items} currentPath={path} open={open} onClose={close} id="console-sidebar" />;
}
