import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export type LogoSize = 'sm' | 'md' | 'lg';

export interface LogoProps {
  /** Mark height: sm 24px, md 32px, lg 48px. */
  size?: LogoSize;
  /** Show only the mark, without the "Kero" wordmark. */
  markOnly?: boolean;
  /** Accessible name of the logo (an image to assistive tech). */
  label?: string;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  color: ${tokens.color.text};
  line-height: 1;
  --k-logo-size: 32px;

  &[data-size='sm'] { --k-logo-size: 24px; gap: 6px; }
  &[data-size='lg'] { --k-logo-size: 48px; gap: ${tokens.space[3]}; }

  svg { width: var(--k-logo-size); height: var(--k-logo-size); flex: none; }
`;

const Wordmark = styled.span`
  font-size: calc(var(--k-logo-size) * 0.68);
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: -0.02em;
`;

/** The Kero mark: a gold-brown tile with a K whose lower leg runs on as a road. */
function Mark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={tokens.color.accent} />
      <path d="M10 7.5v17" stroke={tokens.color.onAccent} strokeWidth="3.4" strokeLinecap="round" />
      <path d="M22.5 7.5 12.5 16.5" stroke={tokens.color.onAccent} strokeWidth="3.4" strokeLinecap="round" />
      <path d="M15.5 14.5 23.5 24.5" stroke={tokens.color.onAccent} strokeWidth="3.4" strokeLinecap="round" />
      <circle cx="23.5" cy="24.5" r="1.6" fill={tokens.color.accent} />
    </svg>
  );
}

/** The brand: inline SVG mark and "Kero" wordmark, exposed to assistive tech as one image named `label`. */
export function Logo({ size = 'md', markOnly = false, label = 'Kero', className }: LogoProps) {
  return (
    <Root role="img" aria-label={label} data-size={size} className={className}>
      <Mark />
      {markOnly ? null : <Wordmark aria-hidden="true">Kero</Wordmark>}
    </Root>
  );
}
