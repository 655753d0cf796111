import type { MouseEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { PlainLink, type PublicLinkComponent } from '../shared';

export type PublicActionVariant = 'primary' | 'secondary' | 'inverse' | 'inverseOutline';

export interface PublicActionProps {
  children: ReactNode;
  /** With `href` the action is a link (internal ones through `linkComponent`); without, a button. */
  href?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  /**
   * `primary`: accent fill; `secondary`: outlined on the page; `inverse` and `inverseOutline`: for
   * accent backgrounds (CallToAction).
   */
  variant?: PublicActionVariant;
  size?: 'md' | 'lg';
  /** Icon after the label (decorative). */
  icon?: ReactNode;
  /** Opens the dialog named by aria-controls; set for buttons that open dialogs. */
  'aria-haspopup'?: 'dialog';
  linkComponent?: PublicLinkComponent;
}

const Root = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
  min-height: 44px;
  padding: 0 ${tokens.space[5]};
  border: 1px solid transparent;
  border-radius: ${tokens.radius.md};
  font: inherit;
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background ${tokens.motion.fast}, border-color ${tokens.motion.fast}, color ${tokens.motion.fast}, transform ${tokens.motion.fast};

  &[data-size='lg'] { min-height: 52px; padding: 0 ${tokens.space[6]}; font-size: ${tokens.font.size.lg}; }

  &[data-variant='primary'] { background: ${tokens.color.accent}; color: ${tokens.color.onAccent}; }
  &[data-variant='primary']:hover { background: ${tokens.color.accentHover}; }
  &[data-variant='secondary'] { background: ${tokens.color.surface}; color: ${tokens.color.text}; border-color: ${tokens.color.borderStrong}; }
  &[data-variant='secondary']:hover { border-color: ${tokens.color.accent}; color: ${tokens.color.accentText}; }
  &[data-variant='inverse'] { background: ${tokens.color.onAccent}; color: ${tokens.color.accent}; }
  &[data-variant='inverse']:hover { background: color-mix(in srgb, ${tokens.color.onAccent} 88%, ${tokens.color.accent}); }
  &[data-variant='inverseOutline'] { background: transparent; color: ${tokens.color.onAccent}; border-color: currentColor; }
  &[data-variant='inverseOutline']:hover { background: color-mix(in srgb, ${tokens.color.onAccent} 12%, transparent); }

  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
  &[data-variant^='inverse']:focus-visible { outline-color: ${tokens.color.onAccent}; }

  svg { flex: none; }
`;

/** A large call-to-action for marketing pages: a link when given `href`, otherwise a button. */
export function PublicAction({ children, href, onClick, variant = 'primary', size = 'md', icon, linkComponent = PlainLink, ...rest }: PublicActionProps) {
  const content = (
    <>
      {children}
      {icon}
    </>
  );
  if (href !== undefined) {
    const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
    return (
      <Root as={external ? 'a' : linkComponent} href={href} onClick={onClick} data-variant={variant} data-size={size} {...rest}>
        {content}
      </Root>
    );
  }
  return (
    <Root as="button" type="button" onClick={onClick} data-variant={variant} data-size={size} {...rest}>
      {content}
    </Root>
  );
}
