import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tokens } from '../theme/tokens';
import { MapFrame } from './MapFrame';

/** Stands in for a provider's map (Google's script cannot load in tests): streets and a gold route in theme colours. */
function FakeMap() {
  return (
    <svg viewBox="0 0 600 400" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Sample map with a route">
      <rect width="600" height="400" style={{ fill: tokens.color.surfaceMuted }} />
      <g strokeWidth="10" fill="none" style={{ stroke: tokens.color.border }}>
        <path d="M0 80H600M0 220H600M0 340H600M120 0V400M300 0V400M470 0V400" />
      </g>
      <path d="M120 340V220H300V80H470" strokeWidth="5" fill="none" strokeLinejoin="round" style={{ stroke: tokens.color.gold }} />
      <circle cx="120" cy="340" r="8" style={{ fill: tokens.color.success }} />
      <circle cx="470" cy="80" r="8" style={{ fill: tokens.color.danger }} />
    </svg>
  );
}

const meta = {
  title: 'Components/MapFrame',
  component: MapFrame,
  tags: ['autodocs'],
  args: { status: 'ready', label: 'Ride route', height: 360, children: <FakeMap /> },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, border: `1px solid ${tokens.color.border}`, borderRadius: 12, overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MapFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Ride route' });
    await expect(region).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('img', { name: 'Sample map with a route' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ride route' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading map…');
  },
};

export const ErrorState: Story = {
  args: {
    status: 'error',
    errorTitle: 'Map unavailable',
    errorMessage: 'The maps key was refused. Check the key and the websites it allows.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Map unavailable');
    await expect(canvas.queryByRole('img', { name: 'Sample map with a route' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    status: 'error',
    errorTitle: 'Map could not load',
    errorMessage: 'Check your connection and try again.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithNotice: Story = {
  args: { notice: 'No driving route was found between these points.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No driving route was found');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { status: 'loading' },
};

export const DarkError: Story = {
  globals: { theme: 'dark' },
  args: { status: 'error', errorTitle: 'Invalid location data', errorMessage: 'This ride has no usable start or end point.' },
};

export const Playground: Story = {};
