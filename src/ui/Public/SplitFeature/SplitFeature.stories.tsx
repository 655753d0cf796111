import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../Sidebar/storyViewports';
import { PublicAction } from '../PublicAction';
import { DemoIllustration } from '../shared/storyFixtures';
import { SplitFeature } from './SplitFeature';

const meta = {
  title: 'Public site/SplitFeature',
  component: SplitFeature,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'For riders',
    title: 'Get where you are going, without the stress',
    body: <p>A clean, comfortable car with a driver who knows the roads.</p>,
    points: ['Upfront fares', 'Share your live trip in one tap', 'Pay by card, transfer or wallet'],
    actions: <PublicAction>Get the rider app</PublicAction>,
    media: <DemoIllustration label="The rider app showing a route" />,
  },
} satisfies Meta<typeof SplitFeature>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Get where you are going, without the stress' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'The rider app showing a route' })).toBeVisible();
  },
};

export const Reversed: Story = { ...atViewport('desktop'), args: { reverse: true, tone: 'muted', eyebrow: 'For drivers' } };

export const Phone: Story = { ...atViewport('phone') };

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

export const Playground: Story = {};
