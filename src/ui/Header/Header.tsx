import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../Avatar';
import { Logo } from '../Logo';
import { PlainLink, type LinkComponent } from '../Sidebar';
import { media, tokens } from '../theme/tokens';
import { MenuIcon } from '../Icon';

export interface HeaderProps {
  /** Fixed admin title shown next to the avatar on wide screens (docs/product.md §1). */
  adminTitle: string;
  /** Fixed admin e-mail shown under the title on wide screens. */
  adminEmail: string;
  /** Controls at the right end (the theme toggle). */
  actions?: ReactNode;
  /** Phones: the "Open menu" button was pressed. */
  onMenuClick?: () => void;
  /** Phones: whether the drawer is open (aria-expanded of the menu button). */
  menuOpen?: boolean;
  /** id of the sidebar the menu button controls. */
  sidebarId?: string;
  /** Makes the logo a link (e.g. to the dashboard). */
  logoHref?: string;
  /** Link element for the logo link (a router link); defaults to a plain `<a>`. */
  linkComponent?: LinkComponent;
}

const Bar = styled.header`
  position: fixed;
  z-index: ${tokens.z.header};
  top: 0;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  height: ${tokens.layout.headerHeight};
  padding: 0 ${tokens.space[6]} 0 ${tokens.space[5]};
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.border};

  ${media.mobile} { padding: 0 ${tokens.space[3]} 0 ${tokens.space[2]}; gap: ${tokens.space[2]}; }

  .k-header-logo {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${tokens.space[1]};
    border-radius: ${tokens.radius.md};
    text-decoration: none;
  }
`;

// Hidden by a min-width query so environments without media queries (jsdom) still expose it.
const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: ${tokens.color.text};
  cursor: pointer;
  &:hover { background: ${tokens.color.surfaceMuted}; }

  ${media.notMobile} { display: none; }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const Admin = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  padding-left: ${tokens.space[4]};
  margin-left: ${tokens.space[2]};
  border-left: 1px solid ${tokens.color.border};
  min-width: 0;

  ${media.mobile} { display: none; }
`;

const AdminText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${tokens.font.lineHeight.tight};
`;

const AdminTitle = styled.span`
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.semibold};
  white-space: nowrap;
`;

const AdminEmail = styled.span`
  margin-top: 2px;
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;


/**
 * The console's fixed top bar: logo, actions, the admin's avatar with title and e-mail (≥769px) and
 * the "Open menu" button (≤768px).
 */
export function Header({
  adminTitle,
  adminEmail,
  actions,
  onMenuClick,
  menuOpen = false,
  sidebarId,
  logoHref,
  linkComponent: Link = PlainLink,
}: HeaderProps) {
  return (
    <Bar>
      <MenuButton
        type="button"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        onClick={onMenuClick}
      >
        <MenuIcon size={22} />
      </MenuButton>
      {logoHref ? (
        <Link href={logoHref} className="k-header-logo">
          <Logo size="sm" />
        </Link>
      ) : (
        <span className="k-header-logo">
          <Logo size="sm" />
        </span>
      )}
      <Spacer />
      {actions ? <Actions>{actions}</Actions> : null}
      <Admin>
        <Avatar name={adminTitle} size="sm" decorative />
        <AdminText>
          <AdminTitle>{adminTitle}</AdminTitle>
          <AdminEmail>{adminEmail}</AdminEmail>
        </AdminText>
      </Admin>
    </Bar>
  );
}
