import { Button } from '../../ui/Button';
import type { DataTableColumn } from '../../ui/DataTable';
import { Inline } from '../../ui/Layout';
import { formatDateTime } from '../../lib/format';
import type { AdminUser } from '../../lib/schemas';
import { emailColumn, textColumn, TextBadge } from '../../shared/table/text';
import { adminName, createdAtTime, roleLabel } from './model';

/** docs/product.md §2: the lagos role is highlighted (accent); an empty role reads "Admin". */
export function RoleBadge({ role }: { role: string | null }) {
  const label = roleLabel(role);
  return <TextBadge tone={label === 'Lagos' ? 'accent' : 'neutral'} dot={label === 'Lagos'} text={label} />;
}

export interface AdminColumnOptions {
  onChangePassword: (u: AdminUser) => void;
  onDelete: (u: AdminUser) => void;
  /** Id of the user being deleted: its Delete User button spins. */
  deletingId: string | null;
  /** The signed-in admin's own row: its Delete User is unavailable (and the server refuses it, 409). */
  isSelf: (u: AdminUser) => boolean;
}

/** Why the own row's Delete User is unavailable (its accessible description and hover title). */
export const OWN_ACCOUNT_REASON = "You can't delete your own account";
const OWN_ACCOUNT_REASON_ID = 'admin-own-account-reason';

/** docs/product.md §2 Admin User Management: Full Name, Email, Role, Created At and Actions (S/N comes from the table). */
export function adminColumns({ onChangePassword, onDelete, deletingId, isSelf }: AdminColumnOptions): DataTableColumn<AdminUser>[] {
  return [
    textColumn('fullname', 'Full Name', (u) => u.fullname, { card: 'primary' }),
    emailColumn('email', 'Email', (u) => u.email),
    {
      id: 'role',
      header: 'Role',
      width: '112px',
      cell: (u) => <RoleBadge role={u.role} />,
      sortValue: (u) => roleLabel(u.role),
      searchValue: (u) => roleLabel(u.role),
    },
    {
      id: 'createdAt',
      header: 'Created At',
      width: '168px',
      cell: (u) => formatDateTime(u.createdAt),
      sortValue: (u) => createdAtTime(u.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      width: '272px',
      card: 'actions',
      cell: (u) => {
        const name = adminName(u);
        const deleting = u._id !== null && u._id === deletingId;
        const self = isSelf(u);
        return (
          <Inline justify="end" wrap={false}>
            <Button size="sm" variant="secondary" aria-label={`Change Password for ${name}`} disabled={u._id === null} onClick={() => onChangePassword(u)}>
              Change Password
            </Button>
            {self ? (
              // Unavailable but focusable, so its reason is read out and shown on hover.
              <Button size="sm" variant="danger" aria-label={`Delete User ${name}`} aria-disabled="true" aria-describedby={OWN_ACCOUNT_REASON_ID} title={OWN_ACCOUNT_REASON}>
                Delete User
              </Button>
            ) : (
              <Button
                size="sm"
                variant="danger"
                aria-label={`Delete User ${name}`}
                loading={deleting}
                disabled={u._id === null || (deletingId !== null && !deleting)}
                onClick={() => onDelete(u)}
              >
                Delete User
              </Button>
            )}
            {self && (
              <span id={OWN_ACCOUNT_REASON_ID} className="k-visually-hidden">
                {OWN_ACCOUNT_REASON}
              </span>
            )}
          </Inline>
        );
      },
    },
  ];
}
