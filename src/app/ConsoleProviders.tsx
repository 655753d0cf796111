import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureNotifier } from '../lib/notify';
import { AlertStyles } from '../ui/Alert/AlertStyles';
import { dismissToast, resolveToast, showLoading, showToast, ToastHost } from '../ui/Toast';

// Connected when this module loads, before any screen under it can call the API.
configureNotifier({ loading: showLoading, resolve: resolveToast, dismiss: dismissToast, show: showToast });

/** Data cache, toasts and alert styles for sign-in and both consoles; the public site never loads them. */
export function ConsoleProviders({ children }: { children?: ReactNode }) {
  return (
    <>
      <AlertStyles />
      <SWRConfig
        value={{
          revalidateOnFocus: false,
          revalidateOnReconnect: false,
          shouldRetryOnError: false,
          // Only simultaneous reads share a request: every opening of a screen loads afresh (docs/product.md §2, §8).
          dedupingInterval: 200,
          keepPreviousData: true,
        }}
      >
        {children ?? <Outlet />}
      </SWRConfig>
      <ToastHost />
    </>
  );
}

export default ConsoleProviders;
