import type { ReactNode } from 'react';
import { ConsoleLayout } from '../ConsoleLayout';

const items = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Rides', href: '/dashboard/rides' },
];

export function Usage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ConsoleLayout navLabel="Admin menu" items={items} currentPath={path} adminTitle="Kero Admin" adminEmail="admin@kero.ng">
      {children}
    </ConsoleLayout>
  );
}
