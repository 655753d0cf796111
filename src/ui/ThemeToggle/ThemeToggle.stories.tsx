import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';
import { ThemeModeProvider, type ThemePreference } from '../theme';

const STORY_KEY = 'k-storybook-theme-toggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The real thing: its own ThemeModeProvider (Storybook's toolbar forces the outer one), so choosing a
 * theme re-themes this canvas and is stored.
 */
export const Default: Story = {
  beforeEach: () => {
    localStorage.removeItem(STORY_KEY);
    return () => {
      localStorage.removeItem(STORY_KEY);
      delete document.documentElement.dataset.theme;
    };
  },
  render: (args) => (
    <ThemeModeProvider storageKey={STORY_KEY}>
      <ThemeToggle {...args} />
    </ThemeModeProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(localStorage.getItem(STORY_KEY)).toBe('dark');
    // Native radios: arrow keys move the choice.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(document.documentElement.dataset.theme).toBe('light');
  },
};

function Controlled({ initial, onChange }: { initial: ThemePreference; onChange: (v: ThemePreference) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeToggle
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const onChange = fn();
export const ControlledValue: Story = {
  render: () => <Controlled initial="light" onChange={onChange} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'System' }));
    await expect(onChange).toHaveBeenLastCalledWith('system');
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
  },
};

/** Sized for the console header: 64px tall bar, toggle and avatar on the right. */
export const InHeader: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div
      style={{
        height: 64,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 12,
        padding: '0 16px',
        background: 'var(--k-color-surface)',
        borderBottom: '1px solid var(--k-color-border)',
      }}
    >
      <Controlled initial="system" onChange={() => {}} />
      <span aria-hidden="true" style={{ width: 32, height: 32, borderRadius: '50%', background: 'var(--k-color-accent-soft)' }} />
    </div>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Controlled initial="dark" onChange={() => {}} />,
};

export const Playground: Story = {};
