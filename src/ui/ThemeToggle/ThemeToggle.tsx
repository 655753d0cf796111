import { useId, type HTMLAttributes, type ReactElement } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { useThemeMode, type ThemePreference } from '../theme/ThemeMode';

export interface ThemeToggleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** Group name for assistive technology. */
  label?: string;
  /** Controlled use without the theme context (docs); by default the app's theme preference is used. */
  value?: ThemePreference;
  onChange?: (value: ThemePreference) => void;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceMuted};
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 28px;
  border-radius: ${tokens.radius.pill};
  color: ${tokens.color.textMuted};
  cursor: pointer;
  transition: background ${tokens.motion.fast}, color ${tokens.motion.fast};

  &:hover { color: ${tokens.color.text}; }
  /* The choice is shown by an accent ring (3:1 against the track), not by a tint alone. */
  &:has(input:checked) { background: ${tokens.color.accentSoft}; color: ${tokens.color.accentText}; box-shadow: inset 0 0 0 1px ${tokens.color.accent}; }
  &:has(input:focus-visible) { outline: 2px solid ${tokens.color.focus}; outline-offset: 1px; }

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const icons: Record<ThemePreference, ReactElement> = {
  light: (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  ),
  dark: (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
    </svg>
  ),
  system: (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  ),
};

const options: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/**
 * Light / Dark / System as a compact three-way radio group (native radios: arrow keys move the choice).
 * Reads and sets the app's preference through `useThemeMode()` unless `value`/`onChange` are given.
 */
export function ThemeToggle({ label = 'Theme', value, onChange, ...rest }: ThemeToggleProps) {
  const mode = useThemeMode();
  const name = useId();
  const current = value ?? mode.preference;
  const set = onChange ?? mode.setPreference;
  return (
    <Group role="radiogroup" aria-label={label} {...rest}>
      {options.map((o) => {
        const title = o.value === 'system' ? `System (now ${mode.resolved})` : o.label;
        return (
          <Option key={o.value} title={title}>
            <input type="radio" name={name} value={o.value} checked={current === o.value} aria-label={o.label} onChange={() => set(o.value)} />
            {icons[o.value]}
          </Option>
        );
      })}
    </Group>
  );
}
