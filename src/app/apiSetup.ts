import { configureApi } from '../lib/api/client';
import { notify } from '../lib/notify';
import { ensureMockBackend } from './mockGate';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully!';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

/**
 * docs/product.md §4/§8's global reactions: a 401 logs out, no answer shows the network toast. Toasts go through the
 * notify port, which the console's providers connect to the toast library (kept out of the public pages).
 */
export function setupApi(navigate: (to: string) => void, options: { browserMocks?: boolean } = {}): void {
  const { browserMocks = true } = options;
  configureApi({
    onUnauthorized: () => {
      notify.show('success', LOGGED_OUT_MESSAGE, { toastId: 'logged-out' });
      navigate('/login');
    },
    onNetworkError: () => notify.show('error', NETWORK_ERROR_MESSAGE, { toastId: 'network-error' }),
    // Screen tests run msw/node instead of the browser worker.
    beforeRequest: browserMocks ? ensureMockBackend : undefined,
  });
}
