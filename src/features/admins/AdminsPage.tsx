import { useCallback, useMemo, useRef, useState } from 'react';
import { DataTable } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PlusIcon } from '../../ui/Icon';
import { errorMessage } from '../../lib/api/client';
import { getStoredIdentity } from '../../lib/session';
import type { AdminUser, RegisterAdminInput } from '../../lib/schemas';
import { useStoredColumnLayout } from '../../shared/table/useStoredColumnLayout';
import { ListHeaderActions } from '../../shared/views/ListHeaderActions';
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
  const { data, error, isLoading, mutate, updatedAt, refresh, refreshing } = useAdminUsers();
  const { table } = useTableUrlState();
  const columnLayout = useStoredColumnLayout('admins');
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
  const failed = !!error && !data;

  return (
    <>
      <title>{'Admin User Management · Kero'}</title>
      <PageHeader
        title="Admin User Management"
        description="Who can sign in to the console, and with which role"
        actions={<ListHeaderActions screen="admins" updatedAt={updatedAt} onRefresh={() => void refresh()} refreshing={refreshing} primary={{ label: 'Add New Admin', icon: <PlusIcon />, onClick: onAdd }} />}
      />
      {failed ? (
        <ErrorPanel
          title="Admin users could not be loaded"
          message={errorMessage(error, ADMIN_USERS_MESSAGES.error)}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataTable
          {...table}
          data={data ?? EMPTY}
          columns={columns}
          getRowId={getRowId}
          columnLayout={columnLayout}
          caption="Admin users"
          loading={isLoading && !data}
          emptyText="No admin users found"
          pageSize={PAGE_SIZE}
          serialColumn={{ header: 'S/N' }}
          searchPlaceholder="Search admin users..."
          searchLabel="Search admin users"
        />
      )}
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
  );
}
