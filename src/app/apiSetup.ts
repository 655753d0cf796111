import { configureApi } from '../lib/api/client';
import { notify } from '../lib/notify';
import { signInState, type SignInState } from '../lib/returnTo';
import { mockBackendGate } from './mockGate';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully!';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

/**
 * docs/product.md §4/§8's global reactions: a 401 logs out, no answer shows the network toast. Toasts go through the
 * notify port, which the console's providers connect to the toast library (kept out of the public pages).
 */
/** The way to sign-in: `/login`, with the console address to return to after it (src/lib/returnTo.ts). */
export type ToSignIn = (to: '/login', state: SignInState | undefined) => void;

/**
 * The forced logout's notice and the way to sign-in (docs/product.md §4): a 401, an idle or expired session.
 * `from` is the address the user is at or going to: the router's own location, which a navigation still
 * rendering (a screen whose code is loading) does not show yet. Sign-in returns there.
 */
export function showForcedLogout(navigate: ToSignIn, from: string | null): void {
  notify.show('success', LOGGED_OUT_MESSAGE, { toastId: 'logged-out' });
  navigate('/login', from === null ? undefined : signInState(from));
}

export interface ApiSetupOptions {
  /** Screen tests run msw/node instead of the browser worker. */
  browserMocks?: boolean;
  /** The router's own location (path and query) when a 401 comes. */
  address: () => string | null;
}

export function setupApi(navigate: ToSignIn, options: ApiSetupOptions): void {
  const { browserMocks = true, address } = options;
  configureApi({
    onUnauthorized: () => showForcedLogout(navigate, address()),
    onNetworkError: () => notify.show('error', NETWORK_ERROR_MESSAGE, { toastId: 'network-error' }),
    beforeRequest: browserMocks ? mockBackendGate : undefined,
  });
}
