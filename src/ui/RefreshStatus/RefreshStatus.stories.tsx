import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RefreshStatus } from './RefreshStatus';

// Relative to the story's own clock (the visual tests fix it), so the text is stable.
const minutesAgo = (m: number) => Date.now() - m * 60_000;

const meta = {
  title: 'Components/RefreshStatus',
  component: RefreshStatus,
  tags: ['autodocs'],
  args: { updatedAt: null, onRefresh: fn() },
  render: (args) => <RefreshStatus {...args} updatedAt={args.updatedAt === null ? null : minutesAgo(args.updatedAt)} />,
  argTypes: { updatedAt: { control: 'number', description: 'Minutes ago in this playground; epoch ms in the component' } },
} satisfies Meta<typeof RefreshStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const JustNow: Story = {
  args: { updatedAt: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^Updated/)).toHaveTextContent('Updated just now');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const MinutesAgo: Story = {
  args: { updatedAt: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Updated/)).toHaveTextContent('Updated 5 minutes ago');
  },
};

/** Before the first load there is no time to show, only the button. */
export const NotLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Updated/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

export const Refreshing: Story = {
  args: { updatedAt: 2, refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Dark: Story = { args: { updatedAt: 1 }, globals: { theme: 'dark' } };
