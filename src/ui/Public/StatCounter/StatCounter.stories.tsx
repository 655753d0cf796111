import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCounter, StatCounterGroup } from './StatCounter';

const meta = {
  title: 'Public site/StatCounter',
  component: StatCounter,
  tags: ['autodocs'],
  args: { value: '100k+', label: 'Dedicated riders' },
} satisfies Meta<typeof StatCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100k+')).toBeVisible();
    await expect(canvas.getByText('Dedicated riders')).toBeVisible();
  },
};

/** Three figures in a row (one column on phones). */
export const Group: Story = {
  render: () => (
    <StatCounterGroup
      label="In numbers"
      stats={[
        { value: '100k+', label: 'Dedicated riders' },
        { value: '100k+', label: 'Satisfied users' },
        { value: '100k+', label: 'Safe and reliable rides' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'In numbers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByText('100k+')).toHaveLength(3);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Group.render };

export const Playground: Story = {};
