import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 4 },
  argTypes: { gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] } },
  render: (args) => (
    <Stack {...args}>
      <Card>First section</Card>
      <Card>Second section</Card>
      <Card>Third section</Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByText('First section').parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};

/** A page: sections 24px apart. */
export const PageSections: Story = {
  args: { gap: 6 },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('First section').parentElement!).rowGap).toBe('24px');
  },
};

/** Children keep their own width instead of stretching. */
export const AlignedStart: Story = {
  args: { gap: 2, align: 'start' },
  render: (args) => (
    <Stack {...args}>
      <Badge tone="success">Completed</Badge>
      <Button size="sm">Open</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(button.parentElement!.getBoundingClientRect().width);
  },
};

export const AsList: Story = {
  args: { as: 'ul', gap: 1 },
  render: (args) => (
    <Stack {...args} style={{ margin: 0, paddingLeft: 20 }}>
      <li>Email Unverified</li>
      <li>Email Verified</li>
      <li>KYC Submitted</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Playground: Story = {};
