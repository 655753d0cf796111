import { configureApi } from '../lib/api/client';
import { configureNotifier } from '../lib/notify';
import { dismissToast, resolveToast, showLoading, showToast } from '../ui/Toast';
import { ensureMockBackend } from './mockGate';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully!';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

/** Wires the notifier and spec §4/§8's global reactions: a 401 logs out, no answer shows the network toast. */
export function setupApi(navigate: (to: string) => void, options: { browserMocks?: boolean } = {}): void {
  const { browserMocks = true } = options;
  configureNotifier({
    loading: showLoading,
    resolve: resolveToast,
    dismiss: dismissToast,
    show: (type, message, options) => showToast(type, message, { autoClose: 2000, ...options }),
  });
  configureApi({
    onUnauthorized: () => {
      showToast('success', LOGGED_OUT_MESSAGE, { toastId: 'logged-out' });
      navigate('/login');
    },
    onNetworkError: () => showToast('error', NETWORK_ERROR_MESSAGE, { toastId: 'network-error' }),
    // Screen tests run msw/node instead of the browser worker.
    beforeRequest: browserMocks ? ensureMockBackend : undefined,
  });
}
