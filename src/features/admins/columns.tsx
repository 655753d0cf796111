import { Button } from '../../ui/Button';
import type { DataTableColumn } from '../../ui/DataTable';
import { Inline } from '../../ui/Layout';
import { formatDateTime } from '../../lib/format';
import type { AdminUser } from '../../lib/schemas';
import { textColumn, TextBadge } from '../../shared/table/text';
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
}

/** docs/product.md §2 Admin User Management: Full Name, Email, Role, Created At and Actions (S/N comes from the table). */
export function adminColumns({ onChangePassword, onDelete, deletingId }: AdminColumnOptions): DataTableColumn<AdminUser>[] {
  return [
    textColumn('fullname', 'Full Name', (u) => u.fullname),
    textColumn('email', 'Email', (u) => u.email),
    {
      id: 'role',
      header: 'Role',
      cell: (u) => <RoleBadge role={u.role} />,
      sortValue: (u) => roleLabel(u.role),
      searchValue: (u) => roleLabel(u.role),
    },
    {
      id: 'createdAt',
      header: 'Created At',
      cell: (u) => formatDateTime(u.createdAt),
      sortValue: (u) => createdAtTime(u.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      width: '1%',
      cell: (u) => {
        const name = adminName(u);
        const deleting = u._id !== null && u._id === deletingId;
        return (
          <Inline justify="end" wrap={false}>
            <Button size="sm" variant="secondary" aria-label={`Change Password for ${name}`} disabled={u._id === null} onClick={() => onChangePassword(u)}>
              Change Password
            </Button>
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
          </Inline>
        );
      },
    },
  ];
}
