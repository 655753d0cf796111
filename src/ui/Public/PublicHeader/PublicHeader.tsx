import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { Container, PlainLink, publicMedia, MenuIcon, CloseIcon, type NavItem, type PublicLinkComponent } from '../shared';

export interface PublicHeaderProps {
  /** The logo (mark and word). Decorative images inside should have `alt=""`: `brandLabel` names the link. */
  brand: ReactNode;
  /** Accessible name of the logo link, e.g. "Acme home". */
  brandLabel: string;
  /** Where the logo goes. */
  brandHref?: string;
  /** The public pages, in order. */
  links: NavItem[];
  /** The page being shown; its link gets `aria-current="page"`. */
  currentHref?: string;
  /** A discreet extra link at the end (e.g. staff sign-in). */
  secondaryLink?: NavItem;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Accessible name of the menu button on narrow screens. */
  menuLabel?: string;
  /** Controls after the links (e.g. a theme toggle); inside the menu panel on narrow screens. */
  tools?: ReactNode;
  /** The header's main action, usually a primary Button. */
  cta?: ReactNode;
  /** Renders internal links (a router adapter); defaults to `<a>`. */
  linkComponent?: PublicLinkComponent;
}

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${tokens.z.header};
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.border};
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: 68px;

  @media (max-width: 420px) {
    padding-inline: ${tokens.space[4]};
  }
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: 44px;
  margin-right: auto;
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: ${tokens.radius.md};

  img, svg { display: block; flex: none; }
`;

/* Narrow screens: a panel under the bar, shown by the menu button; wide screens: inline in the bar. */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: none;
  flex-direction: column;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[2]} ${tokens.space[4]} ${tokens.space[5]};
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.border};
  box-shadow: ${tokens.shadow.md};

  &[data-open='true'] { display: flex; }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
  }

  ${publicMedia.wide} {
    position: static;
    display: flex;
    flex-direction: row;
    align-items: center;
    gap: ${tokens.space[4]};
    padding: 0;
    margin-right: ${tokens.space[4]};
    background: none;
    border: 0;
    box-shadow: none;

    ul { flex-direction: row; align-items: center; gap: ${tokens.space[1]}; }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]} ${tokens.space[3]} 0;
  border-top: 1px solid ${tokens.color.border};

  ${publicMedia.wide} { padding: 0; border: 0; }
`;

const NavLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${tokens.space[3]};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.text};
  font-weight: ${tokens.font.weight.medium};
  text-decoration: none;
  transition: background ${tokens.motion.fast}, color ${tokens.motion.fast};

  &:hover { background: ${tokens.color.surfaceMuted}; }
  &[aria-current='page'] { color: ${tokens.color.accentText}; background: ${tokens.color.accentSoft}; }
  &[data-secondary='true'] { color: ${tokens.color.textMuted}; font-weight: ${tokens.font.weight.regular}; }

  ${publicMedia.wide} {
    min-height: 40px;
    &[aria-current='page'] { background: none; box-shadow: inset 0 -2px 0 ${tokens.color.accent}; border-radius: 0; }
    &[data-secondary='true'] { font-size: ${tokens.font.size.sm}; }
  }
`;

const Divider = styled.li`
  height: 1px;
  margin: ${tokens.space[2]} ${tokens.space[3]};
  background: ${tokens.color.border};

  ${publicMedia.wide} {
    width: 1px;
    height: 20px;
    margin: 0 ${tokens.space[2]};
  }
`;

const Actions = styled.div`
  order: 2;
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};

  @media (max-width: 420px) {
    > * { min-height: 36px; padding-inline: ${tokens.space[3]}; }
  }
`;

/* First after the logo in reading order (so its panel follows it), drawn last on the bar. */
const MenuButton = styled.button`
  order: 3;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  cursor: pointer;

  &:hover { background: ${tokens.color.surfaceMuted}; }

  ${publicMedia.wide} { display: none; }
`;

/**
 * Sticky site header: logo, page links, optional tools and one call to action. Under 900px the links
 * and tools fold into a menu panel opened by a button (closes on Escape, outside click, link click or page change).
 */
export function PublicHeader({
  brand,
  brandLabel,
  brandHref = '/',
  links,
  currentHref,
  secondaryLink,
  navLabel = 'Main',
  menuLabel = 'Menu',
  tools,
  cta,
  linkComponent = PlainLink,
}: PublicHeaderProps) {
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(currentHref);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navId = `${useId().replace(/:/g, '')}-menu`;

  // A new page closes the menu (adjusting state during render, as React recommends over an effect).
  if (shownFor !== currentHref) {
    setShownFor(currentHref);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <Root ref={rootRef}>
      <Bar>
        <Brand as={linkComponent} href={brandHref} aria-label={brandLabel}>
          {brand}
        </Brand>
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-label={menuLabel}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </MenuButton>
        <Panel id={navId} data-open={open}>
          <nav aria-label={navLabel}>
            <ul>
              {links.map((l) => (
                <li key={l.href}>
                  <NavLink as={linkComponent} href={l.href} aria-current={l.href === currentHref ? 'page' : undefined} onClick={close}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
              {secondaryLink && (
                <>
                  <Divider aria-hidden="true" />
                  <li>
                    <NavLink
                      as={linkComponent}
                      href={secondaryLink.href}
                      data-secondary="true"
                      aria-current={secondaryLink.href === currentHref ? 'page' : undefined}
                      onClick={close}
                    >
                      {secondaryLink.label}
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
          </nav>
          {tools && <Tools>{tools}</Tools>}
        </Panel>
        {cta && <Actions data-slot="cta">{cta}</Actions>}
      </Bar>
    </Root>
  );
}
