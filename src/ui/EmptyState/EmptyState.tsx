import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { iconCircle } from '../theme/mixins';
import { tokens } from '../theme/tokens';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Decorative icon above the title (rendered aria-hidden); a default tray icon when omitted, none with `null`. */
  icon?: ReactNode;
  /** The message, e.g. "No riders found". */
  title: ReactNode;
  /** A hint what to do next. */
  description?: ReactNode;
  /** A button or link, e.g. "Add New Pricing" or "Clear search". */
  action?: ReactNode;
  /** `compact` inside table bodies and small cards. */
  size?: 'md' | 'compact';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[10]} ${tokens.space[4]};
  text-align: center;
  color: ${tokens.color.text};

  &[data-size='compact'] { padding: ${tokens.space[6]} ${tokens.space[3]}; }
`;

const IconWrap = styled.span`
  ${iconCircle}
  margin-bottom: ${tokens.space[1]};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.textMuted};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};

  [data-size='compact'] & { font-size: ${tokens.font.size.md}; }
`;

const Description = styled.p`
  margin: 0;
  max-width: 420px;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

const Action = styled.div`
  margin-top: ${tokens.space[2]};
`;

function TrayIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d="M3 13h5l1.5 2.5h5L16 13h5" />
      <path d="M5.5 5h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5l2.5-8Z" />
    </svg>
  );
}

/** What a list or table shows when it has nothing: a title, an optional hint and action. */
export function EmptyState({ icon, title, description, action, size = 'md', ...rest }: EmptyStateProps) {
  const shownIcon = icon === undefined ? <TrayIcon /> : icon;
  return (
    <Root data-size={size} {...rest}>
      {shownIcon !== null && shownIcon !== false && <IconWrap aria-hidden="true">{shownIcon}</IconWrap>}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
