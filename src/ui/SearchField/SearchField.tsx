import { forwardRef, useId, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'children'> {
  /** Current text (controlled). */
  value: string;
  /** Called with the new text on every keystroke, and with '' on clear. */
  onChange: (value: string) => void;
  /** Accessible name; visually hidden unless `showLabel`. Default "Search". */
  label?: string;
  /** Show the label above the field instead of hiding it. */
  showLabel?: boolean;
  /** Accessible name of the clear button. Default "Clear search". */
  clearLabel?: string;
  /** Class of the outer wrapper. */
  className?: string;
}

// Same edge colour as the form controls (3:1 against surface in both themes).
const controlBorder = `color-mix(in srgb, ${tokens.color.textMuted} 55%, ${tokens.color.borderStrong})`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
  width: 100%;
  max-width: 360px;
`;

const Label = styled.label`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  color: ${tokens.color.text};
`;

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Icon = styled.svg`
  position: absolute;
  left: ${tokens.space[3]};
  color: ${tokens.color.textMuted};
  pointer-events: none;
`;

const Input = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 40px 0 36px;
  border: 1px solid ${controlBorder};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.md};
  transition: border-color ${tokens.motion.fast};
  appearance: none;

  &::placeholder { color: ${tokens.color.textMuted}; opacity: 1; }
  /* Our own clear button replaces the browser's. */
  &::-webkit-search-cancel-button, &::-webkit-search-decoration { appearance: none; display: none; }
  &:hover:not(:disabled) { border-color: ${tokens.color.textMuted}; }
  &:focus-visible { border-color: ${tokens.color.focus}; outline: 2px solid ${tokens.color.focus}; outline-offset: 0; }
  &:disabled { background: ${tokens.color.surfaceMuted}; cursor: not-allowed; }
`;

const Clear = styled.button`
  position: absolute;
  right: ${tokens.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.textMuted};
  cursor: pointer;

  &:hover { background: ${tokens.color.surfaceMuted}; color: ${tokens.color.text}; }
`;

/** A labelled `type="search"` input with a search icon and a clear button; Escape also clears. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { value, onChange, label = 'Search', showLabel = false, clearLabel = 'Clear search', className, id, onKeyDown, disabled, maxLength = 100, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `search-${autoId}`;
  const innerRef = useRef<HTMLInputElement | null>(null);

  return (
    <Root className={className} role="search">
      <Label htmlFor={inputId} className={showLabel ? undefined : 'k-visually-hidden'}>
        {label}
      </Label>
      <Wrap>
        <Icon width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </Icon>
        <Input
          ref={(el) => {
            innerRef.current = el;
            if (typeof ref === 'function') ref(el);
            else if (ref) ref.current = el;
          }}
          id={inputId}
          type="search"
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && value !== '') {
              e.preventDefault();
              onChange('');
            }
            onKeyDown?.(e);
          }}
          {...rest}
        />
        {value !== '' && !disabled && (
          <Clear
            type="button"
            aria-label={clearLabel}
            title={clearLabel}
            onClick={() => {
              onChange('');
              innerRef.current?.focus();
            }}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </Clear>
        )}
      </Wrap>
    </Root>
  );
});
