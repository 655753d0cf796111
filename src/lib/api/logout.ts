import { getToken } from '../session';
import { messageSchema } from '../schemas';
import { request } from './client';

/**
 * Tells the backend to revoke the current token (`POST /api/admin/logout`, docs/api.md), without waiting:
 * the token is read and put on the call at once, so the caller clears the session right after. A backend
 * without the endpoint answers 404; that, a network failure or any other answer is ignored.
 */
export function revokeSession(): void {
  if (getToken() === null) return;
  request('/admin/logout', { method: 'POST', schema: messageSchema, quiet: true, timeoutMs: 5000 }).catch(() => {});
}
