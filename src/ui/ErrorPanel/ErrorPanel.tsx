import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { iconCircle } from '../theme/mixins';
import { tokens } from '../theme/tokens';
import { Button } from '../Button';

export interface ErrorPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Short headline. */
  title?: ReactNode;
  /** What happened and what the user can do, in plain words. */
  message?: ReactNode;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** The title is a heading of this level (2 by default; 1 when the panel replaces a whole page). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** `compact` for panels inside a dialog or a map area. */
  size?: 'md' | 'compact';
  /** Extra content under the message (links, details). */
  children?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[3]};
  max-width: 480px;
  margin: 0 auto;
  padding: ${tokens.space[8]} ${tokens.space[6]};
  text-align: center;
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.sm};

  &[data-size='compact'] { padding: ${tokens.space[5]} ${tokens.space[4]}; gap: ${tokens.space[2]}; box-shadow: none; }
`;

const IconWrap = styled.span`
  ${iconCircle}
  background: ${tokens.color.dangerSoft};
  color: ${tokens.color.danger};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.md};
  color: ${tokens.color.textMuted};
`;

function WarningIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4.5" />
      <path d="M12 17h.01" strokeWidth="2.4" />
    </svg>
  );
}

/**
 * A friendly error panel (role="alert") with an optional "Try again" button: route error boundaries,
 * a map that failed to load, a list that could not be fetched.
 */
export function ErrorPanel({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  headingLevel = 2,
  size = 'md',
  children,
  ...rest
}: ErrorPanelProps) {
  return (
    <Root role="alert" data-size={size} {...rest}>
      <IconWrap>
        <WarningIcon />
      </IconWrap>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {message && <Message>{message}</Message>}
      {children}
      {onRetry && (
        <Button variant="secondary" size={size === 'compact' ? 'sm' : 'md'} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Root>
  );
}
