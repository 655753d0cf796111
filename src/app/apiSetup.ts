import { configureApi } from '../lib/api/client';
import { notify } from '../lib/notify';
import { mockBackendGate } from './mockGate';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully!';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

/**
 * docs/product.md §4/§8's global reactions: a 401 logs out, no answer shows the network toast. Toasts go through the
 * notify port, which the console's providers connect to the toast library (kept out of the public pages).
 */
/** The forced logout's notice and the way to sign-in (docs/product.md §4): a 401, an idle or expired session. */
export function showForcedLogout(navigate: (to: string) => void): void {
  notify.show('success', LOGGED_OUT_MESSAGE, { toastId: 'logged-out' });
  navigate('/login');
}

export function setupApi(navigate: (to: string) => void, options: { browserMocks?: boolean } = {}): void {
  const { browserMocks = true } = options;
  configureApi({
    onUnauthorized: () => showForcedLogout(navigate),
    onNetworkError: () => notify.show('error', NETWORK_ERROR_MESSAGE, { toastId: 'network-error' }),
    // Screen tests run msw/node instead of the browser worker.
    beforeRequest: browserMocks ? mockBackendGate : undefined,
  });
}
