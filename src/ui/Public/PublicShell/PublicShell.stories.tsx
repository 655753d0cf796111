import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '../../Sidebar/storyViewports';
import { Button } from '../../Button';
import { Hero } from '../Hero';
import { PublicFooter } from '../PublicFooter';
import { PublicHeader } from '../PublicHeader';
import { DemoBrand, demoLinks } from '../shared/storyFixtures';
import { PublicShell } from './PublicShell';

const meta = {
  title: 'Public site/PublicShell',
  component: PublicShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <PublicHeader brand={<DemoBrand />} brandLabel="Citymove home" links={demoLinks} currentHref="/" cta={<Button>Get the app</Button>} />
    ),
    footer: (
      <PublicFooter
        brand={<DemoBrand />}
        brandLabel="Citymove home"
        linkGroups={[{ title: 'Company', links: [{ label: 'About us', href: '/about' }] }]}
        legal="© Citymove"
      />
    ),
    children: <Hero title="Rides you can count on" lead="Safe, fairly priced rides across the city." />,
  },
} satisfies Meta<typeof PublicShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // The skip link is the first Tab stop and becomes visible on focus.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

export const Phone: Story = { ...atViewport('phone') };

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

export const Playground: Story = {};
