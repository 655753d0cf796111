import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

export interface PublicShellProps {
  /** Usually a PublicHeader. */
  header: ReactNode;
  /** Usually a PublicFooter. */
  footer: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Text of the "skip to content" link, the first stop of the keyboard on every page. */
  skipLabel?: string;
  /** id of the `<main>` element (the skip link's target). */
  mainId?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

const Main = styled.main`
  flex: 1 0 auto;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${tokens.space[4]};
  top: -100px;
  z-index: calc(${tokens.z.header} + 1);
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.accent};
  color: ${tokens.color.onAccent};
  font-weight: ${tokens.font.weight.semibold};
  text-decoration: none;

  &:focus { top: ${tokens.space[2]}; }
`;

/** Page frame of the public site: skip link, header, `<main>` and footer (kept at the bottom). */
export function PublicShell({ header, footer, children, skipLabel = 'Skip to content', mainId = 'main' }: PublicShellProps) {
  return (
    <Root>
      <SkipLink href={`#${mainId}`}>{skipLabel}</SkipLink>
      {header}
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      {footer}
    </Root>
  );
}
