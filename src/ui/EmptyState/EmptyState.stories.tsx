import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No riders found', description: 'Try a different name, email or phone number.' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'compact'] } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No riders found')).toBeVisible();
  },
};

const onAdd = fn();
export const WithAction: Story = {
  args: { title: 'No pricing data found', description: 'Add a price for each vehicle type.', action: <Button onClick={onAdd}>Add New Pricing</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Pricing' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const NoIcon: Story = {
  args: { icon: null, title: 'No transactions found for the selected filters', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const Compact: Story = { args: { size: 'compact', title: 'No KYC Submitted drivers found', description: undefined } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { action: <Button variant="secondary">Clear search</Button> },
};

export const Playground: Story = {};
