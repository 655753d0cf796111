import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: primary (gold-brown fill), secondary (outlined), ghost (text), danger, success. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks (the button stays focusable). */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Stretch to the container's width. */
  block?: boolean;
}

// Variants through data attributes: one static stylesheet, no per-instance CSS.
const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
  min-height: 40px;
  padding: 0 ${tokens.space[4]};
  border-radius: ${tokens.radius.md};
  border: 1px solid transparent;
  font-weight: ${tokens.font.weight.semibold};
  font-size: ${tokens.font.size.md};
  line-height: 1;
  cursor: pointer;
  white-space: nowrap;
  transition: background ${tokens.motion.fast}, border-color ${tokens.motion.fast}, color ${tokens.motion.fast};

  &[data-size='sm'] { min-height: 32px; padding: 0 ${tokens.space[3]}; font-size: ${tokens.font.size.sm}; }
  &[data-block='true'] { width: 100%; }

  &[data-variant='primary'] { background: ${tokens.color.accent}; color: ${tokens.color.onAccent}; }
  &[data-variant='primary']:hover:not(:disabled, [aria-disabled='true']) { background: ${tokens.color.accentHover}; }
  &[data-variant='secondary'] { background: ${tokens.color.surface}; color: ${tokens.color.text}; border-color: ${tokens.color.borderStrong}; }
  &[data-variant='secondary']:hover:not(:disabled, [aria-disabled='true']) { background: ${tokens.color.surfaceMuted}; }
  &[data-variant='ghost'] { background: transparent; color: ${tokens.color.text}; }
  &[data-variant='ghost']:hover:not(:disabled, [aria-disabled='true']) { background: ${tokens.color.surfaceMuted}; }
  &[data-variant='danger'] { background: ${tokens.color.danger}; color: ${tokens.color.surface}; }
  &[data-variant='danger']:hover:not(:disabled, [aria-disabled='true']) { background: ${tokens.color.dangerHover}; }
  &[data-variant='success'] { background: ${tokens.color.success}; color: ${tokens.color.surface}; }

  /* aria-disabled: unavailable but still focusable, so its reason (aria-describedby, title) can be read. */
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
`;

/** The one button of the system. Disabled or loading buttons ignore clicks. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, icon, block = false, type = 'button', children, onClick, disabled, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-block={block}
      aria-busy={loading || undefined}
      disabled={disabled}
      onClick={(e) => {
        if (loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
      {...rest}
    >
      {loading ? <Spinner size={14} /> : icon}
      {children}
    </Root>
  );
});
