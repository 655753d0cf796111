import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../../Sidebar/storyViewports';
import { PublicAction } from '../PublicAction';
import { DemoIllustration } from '../shared/storyFixtures';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Public site/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your next ride is a tap away',
    body: 'Download the app and book your first trip in under a minute.',
    actions: (
      <>
        <PublicAction size="lg" variant="inverse">
          Get the app
        </PublicAction>
        <PublicAction size="lg" variant="inverseOutline" href="#drive">
          Drive with us
        </PublicAction>
      </>
    ),
  },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your next ride is a tap away' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Your next ride is a tap away');
    await expect(canvas.getByRole('link', { name: 'Drive with us' })).toHaveAttribute('href', '#drive');
  },
};

export const WithAction: Story = {
  ...atViewport('desktop'),
  args: {
    actions: (
      <PublicAction size="lg" variant="inverse" onClick={fn()}>
        Get the app
      </PublicAction>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get the app' }));
  },
};

export const WithMedia: Story = { ...atViewport('desktop'), args: { media: <DemoIllustration label="" /> } };

export const WithLinkInBody: Story = {
  ...atViewport('phone'),
  args: {
    title: 'Ready?',
    body: (
      <>
        Questions first? Write to <a href="mailto:help@example.com">help@example.com</a>.
      </>
    ),
  },
};

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

export const Playground: Story = {};
