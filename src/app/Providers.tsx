import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ThemeModeProvider } from '../ui/theme';
import { ToastHost } from '../ui/Toast';
import { AlertStyles } from '../ui/Alert/AlertStyles';

/** Theme, data cache and toasts for the whole app (and for screen tests). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <AlertStyles />
      <SWRConfig
        value={{
          revalidateOnFocus: false,
          revalidateOnReconnect: false,
          shouldRetryOnError: false,
          dedupingInterval: 2000,
          keepPreviousData: true,
        }}
      >
        {children}
      </SWRConfig>
      <ToastHost />
    </ThemeModeProvider>
  );
}
