import { useCallback, useMemo, useRef, useState } from 'react';
import { PlusIcon } from '../../ui/Icon';
import { getStoredIdentity } from '../../lib/session';
import type { AdminUser, RegisterAdminInput } from '../../lib/schemas';
import { ListScreen } from '../../shared/list/ListScreen';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { AddAdminDialog } from './AddAdminDialog';
import { ADMIN_USERS_MESSAGES, useAdminUsers, useChangePassword, useDeleteAdminUser, useRegisterAdmin } from './api';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { adminColumns } from './columns';
import { adminName, isOwnAccount } from './model';

const EMPTY: readonly AdminUser[] = [];
const PAGE_SIZE = 10;
const getRowId = (u: AdminUser, i: number) => u._id ?? `row-${i}`;

/** The open dialog; `n` remounts its form on every opening (docs/product.md §4: forms reset when opened). */
type DialogState = { n: number; kind: 'add' } | { n: number; kind: 'password'; user: AdminUser } | null;

/**
 * Admin User Management (docs/product.md §2, admin only): a searchable, sortable 10-row table of admin users with
 * "Add New Admin", per-row "Change Password" and a confirmed "Delete User". Search, sort and page live
 * in the URL.
 */
export default function AdminsPage() {
  const list = useAdminUsers();
  const { table } = useTableUrlState();
  const [dialog, setDialog] = useState<DialogState>(null);
  const opened = useRef(0);
  const register = useRegisterAdmin();
  const changePassword = useChangePassword();
  const { deletingId, requestDelete } = useDeleteAdminUser();

  const onAdd = useCallback(() => setDialog({ n: ++opened.current, kind: 'add' }), []);
  const onChangePassword = useCallback((user: AdminUser) => setDialog({ n: ++opened.current, kind: 'password', user }), []);
  const onClose = useCallback(() => setDialog(null), []);

  const onCreate = async (input: RegisterAdminInput) => {
    const result = await register.run(input);
    if (result.ok) setDialog(null);
    return result;
  };

  const onUpdatePassword = async (user: AdminUser, newPassword: string) => {
    if (!user._id) return;
    const result = await changePassword.run(user._id, newPassword);
    if (result.ok) setDialog(null);
  };

  const onDelete = useCallback((u: AdminUser) => void requestDelete(u._id), [requestDelete]);

  // Issue 12: an admin never deletes their own account (they would sign themselves out for good).
  const me = useMemo(() => getStoredIdentity(), []);
  const isSelf = useCallback((u: AdminUser) => isOwnAccount(u, me), [me]);
  const columns = useMemo(() => adminColumns({ onChangePassword, onDelete, deletingId, isSelf }), [onChangePassword, onDelete, deletingId, isSelf]);

  return (
    <ListScreen
      title="Admin User Management"
      description="Who can sign in to the console, and with which role"
      screen="admins"
      noun="admin users"
      primary={{ label: 'Add New Admin', icon: <PlusIcon />, onClick: onAdd }}
      list={list}
      errorFallback={ADMIN_USERS_MESSAGES.error}
      table={{
        ...table,
        data: list.data ?? EMPTY,
        columns,
        getRowId,
        caption: 'Admin users',
        emptyText: 'No admin users found',
        pageSize: PAGE_SIZE,
        serialColumn: { header: 'S/N' },
      }}
      details={
        <>
          {dialog?.kind === 'add' && <AddAdminDialog key={dialog.n} saving={register.pending} onCreate={onCreate} onClose={onClose} />}
          {dialog?.kind === 'password' && (
            <ChangePasswordDialog
              key={dialog.n}
              userName={adminName(dialog.user)}
              saving={changePassword.pending}
              onUpdate={(pw) => void onUpdatePassword(dialog.user, pw)}
              onClose={onClose}
            />
          )}
        </>
      }
    />
  );
}
