import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { isInForeignLayer, tabbables } from '../Dialog/focus';
import { media, tokens } from '../theme/tokens';
import { useMediaQuery } from './useMediaQuery';
import { CloseIcon } from '../Icon';

export interface SidebarItem {
  label: string;
  href: string;
  /** Decorative icon (20px); without one the label's first letter is shown when collapsed. */
  icon?: ReactNode;
}

/** What a `linkComponent` receives; a router's link adapts with `({ href, ...rest }) => <Link to={href} {...rest} />`. */
export interface NavLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type LinkComponent = ComponentType<NavLinkProps>;

/** The default link: a plain anchor (src/ui knows no router). */
export function PlainLink({ href, className, children, onClick, 'aria-current': ariaCurrent }: NavLinkProps) {
  return (
    <a href={href} className={className} aria-current={ariaCurrent} onClick={onClick}>
      {children}
    </a>
  );
}

export interface SidebarProps {
  /** Accessible name of the navigation landmark, e.g. "Admin menu". */
  label: string;
  items: SidebarItem[];
  /** The item whose href equals this path is marked current (aria-current="page", gold-brown accent). */
  currentPath: string;
  /** Link element to render items with (a router link); defaults to a plain `<a>`. */
  linkComponent?: LinkComponent;
  /** Phones (≤768px): whether the drawer is open. Ignored on wider screens. */
  open?: boolean;
  /** Phones: close request from the Close menu button, backdrop, Escape or choosing an item. */
  onClose?: () => void;
  /** id of the `<nav>`, for the header button's aria-controls. */
  id?: string;
  /** Shown at the top of the drawer on phones (the logo). */
  brand?: ReactNode;
}

const MOBILE_QUERY = `(max-width: ${tokens.breakpoint.mobileMax}px)`;

const Root = styled.nav`
  position: fixed;
  z-index: ${tokens.z.sidebar};
  top: ${tokens.layout.headerHeight};
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: ${tokens.layout.sidebarExpanded};
  background: ${tokens.color.surface};
  border-right: 1px solid ${tokens.color.border};
  overflow: hidden auto;
  overscroll-behavior: contain;
  transition:
    width ${tokens.motion.base} ${tokens.motion.easing},
    box-shadow ${tokens.motion.base} ${tokens.motion.easing};

  /* Collapsed rail that opens over the content on hover or keyboard focus (data-expanded). */
  ${media.tablet} {
    width: ${tokens.layout.sidebarCollapsed};
    &[data-expanded='true'] {
      width: ${tokens.layout.sidebarExpanded};
      box-shadow: ${tokens.shadow.lg};
    }
  }

  /* Off-canvas drawer; hidden (so unfocusable) once the slide-out ends. */
  ${media.mobile} {
    top: 0;
    z-index: ${tokens.z.drawer};
    width: min(${tokens.layout.sidebarExpanded}, 85vw);
    transform: translateX(-100%);
    visibility: hidden;
    transition:
      transform ${tokens.motion.base} ${tokens.motion.easing},
      visibility 0s linear ${tokens.motion.base};

    &[data-open='true'] {
      transform: none;
      visibility: visible;
      box-shadow: ${tokens.shadow.lg};
      transition:
        transform ${tokens.motion.base} ${tokens.motion.easing},
        visibility 0s;
    }
  }
`;

// Drawer chrome is hidden by a min-width query (not shown by a max-width one) so that environments
// without media queries (jsdom) still expose it.
const DrawerHead = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]};
  height: ${tokens.layout.headerHeight};
  padding: 0 ${tokens.space[2]} 0 ${tokens.space[4]};
  border-bottom: 1px solid ${tokens.color.border};

  ${media.notMobile} { display: none; }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: ${tokens.color.textMuted};
  cursor: pointer;

  &:hover { background: ${tokens.color.surfaceMuted}; color: ${tokens.color.text}; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${tokens.space[3]} 0;

  .k-sidebar-link {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${tokens.space[3]};
    min-height: 44px;
    margin: 2px ${tokens.space[3]};
    padding: 0 11px;
    border-radius: ${tokens.radius.md};
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
    transition: background ${tokens.motion.fast}, color ${tokens.motion.fast};
  }
  .k-sidebar-link:hover { background: ${tokens.color.surfaceMuted}; color: ${tokens.color.text}; }
  .k-sidebar-link:focus-visible { outline-offset: -2px; }
  .k-sidebar-link[aria-current='page'] {
    background: ${tokens.color.accentSoft};
    color: ${tokens.color.accentText};
    font-weight: ${tokens.font.weight.semibold};
  }
  .k-sidebar-link[aria-current='page']::before {
    content: '';
    position: absolute;
    left: -${tokens.space[3]};
    top: 8px;
    bottom: 8px;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: ${tokens.color.accent};
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};

  svg { width: 20px; height: 20px; }
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  transition: opacity ${tokens.motion.base} ${tokens.motion.easing};

  /* Collapsed rail: the label stays in the accessibility tree (the link's name) but is not painted. */
  ${media.tablet} {
    ${Root}:not([data-expanded='true']) & { opacity: 0; }
  }
`;

const Backdrop = styled.div`
  display: none;

  ${media.mobile} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: ${tokens.z.backdrop};
    background: ${tokens.color.backdrop};
    opacity: 0;
    visibility: hidden;
    transition:
      opacity ${tokens.motion.base} ${tokens.motion.easing},
      visibility 0s linear ${tokens.motion.base};

    &[data-open='true'] {
      opacity: 1;
      visibility: visible;
      transition: opacity ${tokens.motion.base} ${tokens.motion.easing}, visibility 0s;
    }
  }
`;

/**
 * The console's side menu (docs/product.md §4, §9). Above 991px a fixed 250px column; 769–991px a 70px icon rail
 * that widens to 250px on hover or keyboard focus; up to 768px an off-canvas drawer driven by `open`.
 * It sits under the fixed header (64px).
 */
export function Sidebar({
  label,
  items,
  currentPath,
  linkComponent: Link = PlainLink,
  open = false,
  onClose,
  id,
  brand,
}: SidebarProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const drawerOpen = isMobile && open;
  const navRef = useRef<HTMLElement>(null);
  // Tablet rail: widened while hovered, or while focus inside came from the keyboard (a mouse click
  // on a link leaves focus there, and the rail must still collapse when the pointer leaves).
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const pointerDown = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Leaving phone width with the drawer open: close it, so it is not open again on the way back.
  useEffect(() => {
    if (!isMobile && open) onCloseRef.current?.();
  }, [isMobile, open]);

  // Open drawer: focus moves in, Escape closes, Tab stays inside; on close focus goes back to the opener.
  useEffect(() => {
    const nav = navRef.current;
    if (!drawerOpen || !nav) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? tabbables(nav)[0] ?? nav).focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isInForeignLayer(e.target)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        onCloseRef.current?.();
      } else if (e.key === 'Tab') {
        const focusable = tabbables(nav);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        const active = document.activeElement;
        if (e.shiftKey && (active === first || !nav.contains(active))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (active === last || !nav.contains(active))) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      if (opener?.isConnected && (active === null || active === document.body || nav.contains(active))) opener.focus();
    };
  }, [drawerOpen]);

  return (
    <>
      <Backdrop data-open={drawerOpen} data-sidebar-backdrop="" aria-hidden="true" onClick={() => onClose?.()} />
      <Root
        ref={navRef}
        id={id}
        aria-label={label}
        data-open={drawerOpen}
        data-expanded={hovered || keyboardFocus}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onPointerDown={() => {
          pointerDown.current = true;
        }}
        onFocus={() => {
          if (!pointerDown.current) setKeyboardFocus(true);
          pointerDown.current = false;
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setKeyboardFocus(false);
        }}
        // Closed drawer: out of the tab order and the accessibility tree (CSS visibility does it too).
        inert={isMobile && !open}
        tabIndex={-1}
      >
        <DrawerHead>
          {brand ?? <span />}
          <CloseButton type="button" aria-label="Close menu" onClick={() => onClose?.()}>
            <CloseIcon />
          </CloseButton>
        </DrawerHead>
        <List>
          {items.map((item) => {
            const current = item.href === currentPath;
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="k-sidebar-link"
                  aria-current={current ? 'page' : undefined}
                  onClick={() => {
                    if (open) onClose?.();
                  }}
                >
                  <Icon aria-hidden="true">{item.icon ?? item.label.charAt(0).toUpperCase()}</Icon>
                  <Label>{item.label}</Label>
                </Link>
              </li>
            );
          })}
        </List>
      </Root>
    </>
  );
}
