import type { ReactNode } from 'react';
import { PublicShell } from '../PublicShell';

export function Usage({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  // Adds the "Skip to content" link and the <main> landmark between header and footer.
  return (
    <PublicShell header={header} footer={footer}>
      {children}
    </PublicShell>
  );
}
