import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Select } from '../Select';
import { FilterToggle } from './FilterToggle';

/** A toggle and the filters it controls, as a list's toolbar uses them on phones. */
function Bar({ count: initial = 0, startOpen = false }: { count?: number; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const [status, setStatus] = useState(initial > 0 ? 'failed' : 'all');
  const count = status === 'all' ? 0 : 1;
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <FilterToggle open={open} onToggle={() => setOpen((o) => !o)} controls="story-filters" count={count} />
      <div id="story-filters" hidden={!open}>
        <Select
          label="Status"
          options={[
            { value: 'all', label: 'All Status' },
            { value: 'failed', label: 'Failed' },
          ]}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/FilterToggle',
  component: Bar,
  tags: ['autodocs'],
} satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, no filter in effect: "Filters". Pressing it shows the filters and a change shows in its count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'failed');
    await expect(canvas.getByRole('button', { name: 'Filters · 1' })).toBe(toggle);
    // Keyboard: Enter closes it again; the filter stays in effect.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Filters · 1');
  },
};

/** A filter in effect while the bar is closed: the count shows and the button takes the accent. */
export const WithActiveFilters: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters · 1' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the filters show under the toggle. */
export const Open: Story = {
  args: { startOpen: true, count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters · 1' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
  },
};

export const Dark: Story = { args: { count: 1, startOpen: true }, globals: { theme: 'dark' } };
