import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../Sidebar/storyViewports';
import { PublicAction } from '../PublicAction';
import { StatCounterGroup } from '../StatCounter';
import { DemoIllustration } from '../shared/storyFixtures';
import { Hero } from './Hero';

const meta = {
  title: 'Public site/Hero',
  component: Hero,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Ride-hailing, made locally',
    title: 'Rides you can count on',
    lead: 'Book a safe, fairly priced ride in a few taps. Upfront fares, verified drivers and live trip sharing.',
    actions: (
      <>
        <PublicAction size="lg">Get the app</PublicAction>
        <PublicAction size="lg" variant="secondary" href="#how">
          How it works
        </PublicAction>
      </>
    ),
    media: <DemoIllustration />,
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rides you can count on' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Rides you can count on' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A car on a city road' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get the app' })).toBeVisible();
  },
};

export const Phone: Story = { ...atViewport('phone') };

export const WithStats: Story = {
  ...atViewport('desktop'),
  args: {
    media: undefined,
    children: (
      <StatCounterGroup
        label="In numbers"
        stats={[
          { value: '100k+', label: 'Riders' },
          { value: '5k+', label: 'Drivers' },
          { value: '1M+', label: 'Trips' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Compact: Story = {
  ...atViewport('desktop'),
  args: { size: 'compact', media: undefined, actions: undefined, title: 'Privacy Policy', eyebrow: 'Legal' },
};

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

export const Playground: Story = {};
