import { forwardRef, useId, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { controlBorder } from '../Field';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'children' | 'role'> {
  /** Visible label; it is the switch's accessible name. */
  label: ReactNode;
  checked: boolean;
  /** Called with the new state. */
  onChange: (checked: boolean) => void;
  /** `sm` for dense rows of display switches above tables. */
  size?: 'sm' | 'md';
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: 32px;
  padding: 0;
  margin: 0;
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.md};
  text-align: left;
  cursor: pointer;

  &[data-size='sm'] { min-height: 28px; font-size: ${tokens.font.size.sm}; gap: 6px; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

const Track = styled.span`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  border-radius: ${tokens.radius.pill};
  background: ${controlBorder};
  transition: background ${tokens.motion.fast} ${tokens.motion.easing};

  [data-size='sm'] > & { width: 30px; height: 18px; }
  [aria-checked='true'] > & { background: ${tokens.color.accent}; }
  button:hover:not(:disabled) > & { filter: brightness(1.08); }
`;

const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.sm};
  transition: transform ${tokens.motion.fast} ${tokens.motion.easing};

  [data-size='sm'] & { width: 14px; height: 14px; }
  [aria-checked='true'] & { transform: translateX(16px); background: ${tokens.color.onAccent}; }
  [data-size='sm'][aria-checked='true'] & { transform: translateX(12px); }
`;

/** An on/off switch (role="switch"); the whole row, label included, is one button. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, checked, onChange, size = 'md', disabled, onClick, type = 'button', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      role="switch"
      aria-checked={checked}
      data-size={size}
      disabled={disabled}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) onChange(!checked);
      }}
      {...rest}
    >
      <Track aria-hidden="true">
        <Thumb />
      </Track>
      <span>{label}</span>
    </Root>
  );
});

export interface SwitchGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the group for assistive technology, e.g. "Display columns". */
  label: string;
  /** Also show the label before the switches. */
  showLabel?: boolean;
  children: ReactNode;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${tokens.space[4]};
  row-gap: ${tokens.space[1]};
`;

const GroupLabel = styled.span`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  color: ${tokens.color.textMuted};
`;

/** A labelled, wrapping row of switches (the display switches above a table). */
export function SwitchGroup({ label, showLabel = false, children, ...rest }: SwitchGroupProps) {
  const labelId = useId();
  return (
    <Group role="group" {...(showLabel ? { 'aria-labelledby': labelId } : { 'aria-label': label })} {...rest}>
      {showLabel && <GroupLabel id={labelId}>{label}</GroupLabel>}
      {children}
    </Group>
  );
}
