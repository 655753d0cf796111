import { request } from '../../lib/api/client';
import { useApiQuery } from '../../lib/data/useApiQuery';
import { adminUsersResponseSchema, messageSchema, type AdminUser, type RegisterAdminInput } from '../../lib/schemas';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '../../shared/data/useConfirmedDelete';
import { useMutation, type MutationOptions } from '../../shared/data/useMutation';

/** SWR key of the admin users list (GET /admin/adminusers/). */
export const ADMIN_USERS_KEY = '/admin/adminusers/';

/** docs/product.md §8 toasts for the admin users list. */
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


const REGISTER: MutationOptions<[RegisterAdminInput]> = {
  toasts: { loading: 'Creating new admin user...', success: () => 'Admin user created successfully', error: 'Error creating admin user' },
  revalidates: [ADMIN_USERS_KEY],
};

/** Creates an admin user: "Creating new admin user..." → "Admin user created successfully" / server message else "Error creating admin user". */
export function useRegisterAdmin() {
  return useMutation(registerAdmin, REGISTER);
}

const CHANGE_PASSWORD: MutationOptions<[string, string]> = {
  toasts: { loading: 'Updating password...', success: (m) => m ?? 'Password updated successfully', error: 'Error updating password' },
};

/** Changes a password: "Updating password..." → the server message (else "Password updated successfully") / server message else "Error updating password". */
export function useChangePassword() {
  return useMutation(changeAdminPassword, CHANGE_PASSWORD);
}

const DELETE: ConfirmedDeleteOptions = {
  texts: { success: 'Admin user deleted successfully.', error: 'Failed to delete admin user' },
  revalidates: [ADMIN_USERS_KEY],
};

/** "Delete User": confirmed, one at a time, then "Deleted!" or "Error!" (docs/product.md §5, §8). */
export function useDeleteAdminUser() {
  return useConfirmedDelete(deleteAdminUser, DELETE);
}
