import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import type { DataTableColumn } from '../../ui/DataTable';
import { tokens } from '../../ui/theme/tokens';
import { formatDateTime, orPlaceholder, PLACEHOLDER } from '../../lib/format';
import type { AdminUser } from '../../lib/schemas';

// Server text can be very long: one line, clipped with an ellipsis, the full text in the tooltip.
const Clip = styled.span`
  display: inline-block;
  max-width: 26ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  &[data-width='narrow'] { max-width: 14ch; }
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space[2]};
  justify-content: flex-end;
`;

function TextCell({ value }: { value: string | null | undefined }) {
  const text = orPlaceholder(value);
  if (text === PLACEHOLDER) return <Muted>{PLACEHOLDER}</Muted>;
  return <Clip title={text.length > 20 ? text : undefined}>{text}</Clip>;
}

/** The role as shown: lagos → "Lagos", admin or empty (or unreadable) → "Admin", anything else as sent. */
export function roleLabel(role: string | null): string {
  const r = (role ?? '').trim();
  if (r === '' || r.toLowerCase() === 'admin') return 'Admin';
  if (r.toLowerCase() === 'lagos') return 'Lagos';
  return r;
}

/** Spec §2: the lagos role is highlighted (accent); an empty role reads "Admin". */
export function RoleBadge({ role }: { role: string | null }) {
  const label = roleLabel(role);
  return (
    <Badge tone={label === 'Lagos' ? 'accent' : 'neutral'} dot={label === 'Lagos'} title={label.length > 14 ? label : undefined}>
      <Clip data-width="narrow">{label}</Clip>
    </Badge>
  );
}

/** How the row's actions name the user ("Delete User Ada Obi"). */
export function adminName(u: AdminUser): string {
  return u.fullname?.trim() || u.email?.trim() || 'unnamed admin';
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : null);

export interface AdminColumnOptions {
  onChangePassword: (u: AdminUser) => void;
  onDelete: (u: AdminUser) => void;
  /** Id of the user being deleted: its Delete User button spins. */
  deletingId: string | null;
}

/** Spec §2 Admin User Management: Full Name, Email, Role, Created At and Actions (S/N comes from the table). */
export function adminColumns({ onChangePassword, onDelete, deletingId }: AdminColumnOptions): DataTableColumn<AdminUser>[] {
  return [
    {
      id: 'fullname',
      header: 'Full Name',
      cell: (u) => <TextCell value={u.fullname} />,
      sortValue: (u) => u.fullname,
      searchValue: (u) => u.fullname ?? '',
    },
    {
      id: 'email',
      header: 'Email',
      cell: (u) => <TextCell value={u.email} />,
      sortValue: (u) => u.email,
      searchValue: (u) => u.email ?? '',
    },
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
      sortValue: (u) => time(u.createdAt),
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
          <Actions>
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
          </Actions>
        );
      },
    },
  ];
}
