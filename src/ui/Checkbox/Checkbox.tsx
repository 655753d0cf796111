import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { useFieldIds } from '../Field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Smaller text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Class of the outer wrapper. */
  className?: string;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${tokens.space[2]};
  align-items: start;

  /* Dim the box only: dimmed text would fall under AA. */
  &[data-disabled='true'] input { opacity: 0.55; }
  &[data-disabled='true'] label { color: ${tokens.color.textMuted}; }
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  accent-color: ${tokens.color.accent};
  cursor: pointer;

  &:disabled { cursor: not-allowed; }
`;

const Label = styled.label`
  font-size: ${tokens.font.size.md};
  color: ${tokens.color.text};
  line-height: 20px;
  cursor: pointer;

  [data-disabled='true'] & { cursor: not-allowed; }
`;

const Description = styled.p`
  grid-column: 2;
  margin: 0;
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.textMuted};
`;

/** A native checkbox with a clickable label and optional description. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, className, id, disabled, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const describedBy = [extraDescribedBy, description ? ids.hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Root className={className} data-disabled={disabled || undefined}>
      <Box ref={ref} type="checkbox" id={ids.controlId} disabled={disabled} aria-describedby={describedBy} {...rest} />
      <Label htmlFor={ids.controlId}>{label}</Label>
      {description && <Description id={ids.hintId}>{description}</Description>}
    </Root>
  );
});
