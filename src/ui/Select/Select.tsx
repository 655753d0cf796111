import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { Field, controlStyles, describedBy, hasError, useFieldIds } from '../Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** Visible label (also the select's accessible name). */
  label: ReactNode;
  /** Keep the label for screen readers only (compact filter bars). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** A first option with value "" (e.g. "Select vehicle type"); with `required`, leaving it fails validation. */
  placeholder?: string;
  hint?: ReactNode;
  /** Error text under the select; sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Class of the outer wrapper. */
  className?: string;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  svg {
    position: absolute;
    right: ${tokens.space[3]};
    color: ${tokens.color.textMuted};
    pointer-events: none;
  }
`;

const Native = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  cursor: pointer;

  option { background: ${tokens.color.surfaceRaised}; color: ${tokens.color.text}; }
`;

/** A labelled native `<select>`: keyboard, mobile pickers and form validation come from the browser. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hideLabel, options, placeholder, hint, error, className, id, required, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  // Uncontrolled with a placeholder: start on the placeholder, not on the first real option.
  const initial = rest.value === undefined && rest.defaultValue === undefined && placeholder !== undefined ? { defaultValue: '' } : {};
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} className={className}>
      <Wrap>
        <Native
          ref={ref}
          id={ids.controlId}
          required={required}
          aria-invalid={hasError(error) || undefined}
          aria-describedby={describedBy(ids, hint, error, extraDescribedBy)}
          {...initial}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </Native>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Wrap>
    </Field>
  );
});
