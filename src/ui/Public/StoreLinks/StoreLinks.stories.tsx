import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoreLinks } from './StoreLinks';

const meta = {
  title: 'Public site/StoreLinks',
  component: StoreLinks,
  tags: ['autodocs'],
  args: {
    groups: [
      {
        title: 'Rider app',
        description: 'Book rides and share your trip.',
        links: [
          { platform: 'android', href: 'https://play.google.com/store/apps/details?id=com.example.rider', caption: 'Get it on', store: 'Google Play' },
          { platform: 'ios', href: 'https://apps.apple.com/app/example-rider/id1', caption: 'Download on the', store: 'App Store' },
        ],
      },
      {
        title: 'Driver app',
        description: 'Sign up and start earning.',
        links: [
          { platform: 'android', href: 'https://play.google.com/store/apps/details?id=com.example.driver', caption: 'Get it on', store: 'Google Play' },
          { platform: 'ios', href: 'https://apps.apple.com/app/example-driver/id2', caption: 'Download on the', store: 'App Store' },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <h2 style={{ marginTop: 0 }}>Download</h2>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('link', { name: 'Rider app: Get it on Google Play (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.example.rider',
    );
    await expect(canvas.getByRole('link', { name: 'Driver app: Download on the App Store (opens in a new tab)' })).toBeVisible();
  },
};

export const SingleApp: Story = {
  args: { groups: [{ title: 'Our app', links: [{ platform: 'ios', href: 'https://apps.apple.com/app/x/id3', caption: 'Download on the', store: 'App Store' }] }] },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Playground: Story = {};
