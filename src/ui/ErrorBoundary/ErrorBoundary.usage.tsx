import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';

export function Usage({ path, children }: { path: string; children: ReactNode }) {
  // A render error shows an error panel with a retry; a new path clears it.
  return (
    <ErrorBoundary resetKeys={[path]} title="This screen failed" size="compact">
      {children}
    </ErrorBoundary>
  );
}
