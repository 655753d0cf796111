import { useCallback, useRef, useState } from 'react';
import { ApiError, errorMessage, isUnauthorized, request } from '../../lib/api/client';
import type { DeleteOutcome } from '../../ui/Alert';
import { useApiQuery } from '../../lib/data/useApiQuery';
import { notify } from '../../lib/notify';
import { adminUsersResponseSchema, messageSchema, type AdminUser, type RegisterAdminInput } from '../../lib/schemas';

/** SWR key of the admin users list (GET /admin/adminusers/). */
export const ADMIN_USERS_KEY = '/admin/adminusers/';

/** Spec §8 toasts for the admin users list. */
export const ADMIN_USERS_MESSAGES = {
  loading: 'Fetching admin users...',
  success: 'Admin users loaded',
  error: 'Error fetching admin users',
} as const;

/** GET /admin/adminusers/: `data.data` is the list (bad records repaired). */
export async function fetchAdminUsers(): Promise<AdminUser[]> {
  const body = await request(ADMIN_USERS_KEY, { schema: adminUsersResponseSchema });
  return body.data.data;
}

/** The admin users list with the loading → loaded / error toasts. */
export function useAdminUsers() {
  return useApiQuery(ADMIN_USERS_KEY, fetchAdminUsers, ADMIN_USERS_MESSAGES);
}

/** POST /admin/register; `role` is present only for a Lagos admin. */
export function registerAdmin(input: RegisterAdminInput): Promise<unknown> {
  return request('/admin/register', { method: 'POST', body: input, schema: messageSchema });
}

/** PUT /admin/adminusers/{id}/change-password with `{ newPassword }`. */
export function changeAdminPassword(id: string, newPassword: string): Promise<{ message: string | null }> {
  return request('/admin/adminusers/:id/change-password', {
    method: 'PUT',
    params: { id },
    body: { newPassword },
    schema: messageSchema,
  });
}

/** DELETE /admin/adminusers/{id}/: answers `{ message }`. */
export function deleteAdminUser(id: string): Promise<{ message: string | null }> {
  return request('/admin/adminusers/:id/', { method: 'DELETE', params: { id }, schema: messageSchema });
}


/** What a finished action reports back to its dialog. */
export type ActionResult = { ok: true } | { ok: false; status: number | null; message: string | null };

interface ActionTexts {
  loading: string;
  success: (serverMessage: string | null) => string;
  error: string;
}

/**
 * Runs one action at a time with a loading toast that turns into success or error (spec §8). A second
 * call while one is pending resolves `{ ok: false }` without calling. A 401 only dismisses the toast (the
 * forced logout shows its own).
 * `run` and `texts` must be stable (module constants).
 */
function useToastedAction<A extends unknown[]>(run: (...args: A) => Promise<unknown>, texts: ActionTexts) {
  const [pending, setPending] = useState(false);
  // A ref, not state: a double click lands before React re-renders with `pending` set.
  const busy = useRef(false);

  const call = useCallback(async (...args: A): Promise<ActionResult> => {
    if (busy.current) return { ok: false, status: null, message: null };
    busy.current = true;
    setPending(true);
    const id = notify.loading(texts.loading);
    try {
      const res = await run(...args);
      const serverMessage = res && typeof res === 'object' && 'message' in res && typeof res.message === 'string' ? res.message : null;
      notify.resolve(id, 'success', texts.success(serverMessage));
      return { ok: true };
    } catch (e) {
      if (isUnauthorized(e)) notify.dismiss(id);
      else notify.resolve(id, 'error', errorMessage(e, texts.error));
      return { ok: false, status: e instanceof ApiError ? e.status : null, message: e instanceof ApiError ? e.serverMessage : null };
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [run, texts]);

  return { call, pending };
}

const REGISTER_TEXTS: ActionTexts = {
  loading: 'Creating new admin user...',
  success: () => 'Admin user created successfully',
  error: 'Error creating admin user',
};

/** Creates an admin user: "Creating new admin user..." → "Admin user created successfully" / server message else "Error creating admin user". */
export function useRegisterAdmin() {
  const { call, pending } = useToastedAction(registerAdmin, REGISTER_TEXTS);
  return { register: call, registering: pending };
}

const CHANGE_PASSWORD_TEXTS: ActionTexts = {
  loading: 'Updating password...',
  success: (m) => m ?? 'Password updated successfully',
  error: 'Error updating password',
};

/** Changes a password: "Updating password..." → the server message (else "Password updated successfully") / server message else "Error updating password". */
export function useChangePassword() {
  const { call, pending } = useToastedAction(changeAdminPassword, CHANGE_PASSWORD_TEXTS);
  return { changePassword: call, changing: pending };
}


/** Deletes one admin user; the outcome carries the text of spec §8's "Deleted!" or "Error!" dialog. */
export async function deleteAdminUserOutcome(id: string): Promise<DeleteOutcome> {
  try {
    const res = await deleteAdminUser(id);
    return { ok: true, message: res.message ?? 'Admin user deleted successfully.' };
  } catch (e) {
    return { ok: false, message: errorMessage(e, 'Failed to delete admin user'), silent: isUnauthorized(e) };
  }
}
