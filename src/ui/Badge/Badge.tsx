import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'accent';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour meaning: success, warning, danger, info, neutral (unknown values) or accent (highlight, e.g. the lagos role). */
  tone?: BadgeTone;
  /** A small dot before the text, so the tone does not rest on the pill's tint alone. */
  dot?: boolean;
  children: ReactNode;
}

// One static stylesheet; tones by data attribute (badges sit in every table row). All pairs are ≥ 5.5:1.
const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  padding: 2px ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  border: 1px solid transparent;
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.semibold};
  line-height: 18px;
  white-space: nowrap;
  vertical-align: middle;

  &[data-tone='success'] { background: ${tokens.color.successSoft}; color: ${tokens.color.success}; }
  &[data-tone='warning'] { background: ${tokens.color.warningSoft}; color: ${tokens.color.warning}; }
  &[data-tone='danger'] { background: ${tokens.color.dangerSoft}; color: ${tokens.color.danger}; }
  &[data-tone='info'] { background: ${tokens.color.infoSoft}; color: ${tokens.color.info}; }
  &[data-tone='neutral'] { background: ${tokens.color.neutralSoft}; color: ${tokens.color.text}; border-color: ${tokens.color.border}; }
  &[data-tone='accent'] { background: ${tokens.color.accentSoft}; color: ${tokens.color.accentText}; }

  &[data-dot='true']::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** A small status pill with readable (AA) text in both themes. */
export function Badge({ tone = 'neutral', dot = false, children, ...rest }: BadgeProps) {
  return (
    <Root data-tone={tone} data-dot={dot || undefined} {...rest}>
      {children}
    </Root>
  );
}
