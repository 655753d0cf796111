import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { TextField, type TextFieldProps } from '../TextField';
import { useFieldIds } from '../Field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) { color: ${tokens.color.text}; background: ${tokens.color.surfaceMuted}; }
  &:disabled { cursor: not-allowed; }
`;

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {off && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A TextField for passwords with a "Show password" / "Hide password" toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { defaultVisible = false, id, disabled, autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const { controlId } = useFieldIds(id);
  return (
    <TextField
      ref={ref}
      id={controlId}
      type={visible ? 'text' : 'password'}
      disabled={disabled}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="none"
      endAdornment={
        <Toggle
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={controlId}
          title={visible ? 'Hide password' : 'Show password'}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon off={visible} />
        </Toggle>
      }
      {...rest}
    />
  );
});
