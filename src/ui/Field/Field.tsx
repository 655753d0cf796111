import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';

/**
 * Form control border: the palette's `borderStrong` is a divider colour (about 2:1), too faint for a
 * control's edge (WCAG 1.4.11 asks 3:1), so controls mix it with `textMuted` (about 3.6:1 and 4.5:1).
 */
export const controlBorder = `color-mix(in srgb, ${tokens.color.textMuted} 55%, ${tokens.color.borderStrong})`;

/** Shared look of text inputs and selects; `aria-invalid` turns the edge red. */
export const controlStyles = css`
  width: 100%;
  min-height: 40px;
  padding: 0 ${tokens.space[3]};
  border: 1px solid ${controlBorder};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  transition: border-color ${tokens.motion.fast}, box-shadow ${tokens.motion.fast};

  &::placeholder { color: ${tokens.color.textMuted}; opacity: 1; }
  &:hover:not(:disabled) { border-color: ${tokens.color.textMuted}; }
  &:focus-visible { border-color: ${tokens.color.focus}; outline: 2px solid ${tokens.color.focus}; outline-offset: 0; }
  &[aria-invalid='true'] { border-color: ${tokens.color.danger}; }
  &[aria-invalid='true']:focus-visible { outline-color: ${tokens.color.danger}; }
  &:disabled { background: ${tokens.color.surfaceMuted}; color: ${tokens.color.textMuted}; cursor: not-allowed; }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  color: ${tokens.color.text};
  line-height: ${tokens.font.lineHeight.tight};

  &[data-hidden='true'] {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 2px;

  &[data-hidden='true'] { display: contents; }
`;

// Outside the <label> so that the label's text (getByLabelText, the accessible name) stays exact.
const Required = styled.span`
  color: ${tokens.color.danger};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.textMuted};
`;

const ErrorRoot = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[1]};
  margin: 0;
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.danger};

  svg { flex: none; margin-top: 1px; }
`;

function ErrorIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="11.2" r="0.95" fill="currentColor" />
    </svg>
  );
}

/** Error text under a control, with an icon so the error does not rely on colour alone. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorRoot id={id}>
      <ErrorIcon />
      <span>{children}</span>
    </ErrorRoot>
  );
}

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a control and its label, hint and error (the caller's `id` wins). */
export function useFieldIds(id?: string): FieldIds {
  const auto = useId();
  const base = id ?? `k-field-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { controlId: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** `aria-describedby` value from the parts that are shown, plus any the caller passed. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode, extra?: string): string | undefined {
  const list = [extra, hasError(hint) ? ids.hintId : undefined, hasError(error) ? ids.errorId : undefined].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** True when an `error` prop should mark the control invalid (any non-empty value). */
export function hasError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

export interface FieldProps {
  ids: FieldIds;
  /** Visible label text. */
  label: ReactNode;
  /** Keep the label for assistive technology only (search boxes with a placeholder and icon). */
  hideLabel?: boolean;
  /** Help under the control. */
  hint?: ReactNode;
  /** Error under the control; the control gets aria-invalid. */
  error?: ReactNode;
  /** Shows a red asterisk (the control carries `required` itself). */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error stacked: the plumbing TextField, PasswordField and Select share. */
export function Field({ ids, label, hideLabel, hint, error, required, className, children }: FieldProps) {
  return (
    <Root className={className}>
      <LabelRow data-hidden={hideLabel || undefined}>
        <FieldLabel id={ids.labelId} htmlFor={ids.controlId} data-hidden={hideLabel || undefined}>
          {label}
        </FieldLabel>
        {required && !hideLabel && <Required aria-hidden="true">*</Required>}
      </LabelRow>
      {children}
      {hasError(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError(error) && <FieldError id={ids.errorId}>{error}</FieldError>}
    </Root>
  );
}
