import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Components/ErrorPanel',
  component: ErrorPanel,
  tags: ['autodocs'],
  args: { message: 'We could not load this list. Check your connection and try again.' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'compact'] } },
} satisfies Meta<typeof ErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The route error boundary: the panel stands in for the whole page, so its title is the h1. */
export const PageError: Story = {
  args: {
    title: 'This page could not be shown',
    message: 'Something went wrong while showing this page. Your data is safe.',
    headingLevel: 1,
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  },
};

/** In place of the map in the "Ride Path" dialog when the maps key is refused. */
export const MapError: Story = {
  args: { size: 'compact', title: 'The map could not be loaded', message: 'The maps service refused this site’s key. The ride details are still available.', headingLevel: 3 },
  decorators: [(Story) => <div style={{ height: 320, display: 'grid', placeItems: 'center', background: 'var(--k-color-surface-muted)', borderRadius: 12 }}><Story /></div>],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { onRetry: fn() },
};

export const Playground: Story = { args: { onRetry: fn() } };
