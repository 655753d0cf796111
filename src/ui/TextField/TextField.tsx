import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { Field, controlStyles, describedBy, hasError, useFieldIds } from '../Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label (also the input's accessible name). */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. a search box with a placeholder and icon). */
  hideLabel?: boolean;
  /** Help text under the input, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text under the input; sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Decoration inside the input's left edge (icon, "₦"); aria-hidden is the caller's choice. */
  startAdornment?: ReactNode;
  /** Content inside the input's right edge (a button such as PasswordField's show/hide). */
  endAdornment?: ReactNode;
  /** Class of the outer wrapper (label, input, hint, error). */
  className?: string;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  &[data-start='true'] input { padding-left: 36px; }
  &[data-end='true'] input { padding-right: 44px; }
`;

const Input = styled.input`
  ${controlStyles}

  &[type='number'] { font-variant-numeric: tabular-nums; }
`;

const Start = styled.span`
  position: absolute;
  left: ${tokens.space[3]};
  display: inline-flex;
  align-items: center;
  color: ${tokens.color.textMuted};
  pointer-events: none;
`;

const End = styled.span`
  position: absolute;
  right: ${tokens.space[1]};
  display: inline-flex;
  align-items: center;
`;

/** A labelled native input with hint and error; every native input prop passes through. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel, hint, error, startAdornment, endAdornment, className, id, type = 'text', required, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const invalid = hasError(error);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} className={className}>
      <Wrap data-start={startAdornment ? true : undefined} data-end={endAdornment ? true : undefined}>
        {startAdornment && <Start>{startAdornment}</Start>}
        <Input
          ref={ref}
          id={ids.controlId}
          type={type}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, hint, error, extraDescribedBy)}
          {...rest}
        />
        {endAdornment && <End>{endAdornment}</End>}
      </Wrap>
    </Field>
  );
});
