import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Inline } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { gap: 2 },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Inline {...args}>
      <Button size="sm" variant="secondary">
        Edit
      </Button>
      <Button size="sm" variant="danger">
        Delete
      </Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button', { name: 'Edit' }).parentElement!;
    await expect(getComputedStyle(row).flexDirection).toBe('row');
    await expect(getComputedStyle(row).columnGap).toBe('8px');
  },
};

/** A table row's actions, pushed to the end of the cell. */
export const RowActions: Story = {
  args: { justify: 'end' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Edit' }).parentElement!).justifyContent).toBe('flex-end');
  },
};

/** A title and its tools at either end. */
export const Between: Story = {
  args: { justify: 'between' },
  render: (args) => (
    <Inline {...args}>
      <strong>Pricing</strong>
      <Button size="sm">Add New Pricing</Button>
    </Inline>
  ),
};

/** Badges wrap onto a second line in a narrow box. */
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ width: 180 }}>
      <Inline {...args}>
        <Badge tone="success">Completed</Badge>
        <Badge tone="warning">Pending</Badge>
        <Badge tone="danger">Cancelled</Badge>
        <Badge tone="info">On Review</Badge>
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-tone]')];
    const tops = new Set(badges.map((el) => Math.round(el.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { justify: 'end' } };

export const Playground: Story = {};
