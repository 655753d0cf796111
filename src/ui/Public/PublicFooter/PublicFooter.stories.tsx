import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../../Sidebar/storyViewports';
import { DemoBrand } from '../shared/storyFixtures';
import { PublicFooter } from './PublicFooter';

const meta = {
  title: 'Public site/PublicFooter',
  component: PublicFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <DemoBrand />,
    brandLabel: 'Citymove home',
    tagline: 'Rides across the city with drivers who know every shortcut.',
    linkGroups: [
      { title: 'Company', links: [{ label: 'About us', href: '/about' }, { label: 'Drive with us', href: '/drive' }] },
      { title: 'Legal', links: [{ label: 'Privacy policy', href: '/privacy' }, { label: 'Terms', href: '/terms' }] },
      { title: 'Support', links: [{ label: 'Email support', href: 'mailto:help@example.com' }] },
    ],
    newsletter: {
      title: 'News, once a month',
      description: 'New areas, promos and safety tips.',
      inputLabel: 'Email address',
      placeholder: 'you@example.com',
      buttonLabel: 'Subscribe',
    },
    social: [
      { network: 'facebook', label: 'Citymove on Facebook' },
      { network: 'instagram', label: 'Citymove on Instagram' },
      { network: 'x', label: 'Citymove on X' },
      { network: 'linkedin', label: 'Citymove on LinkedIn' },
      { network: 'youtube', label: 'Citymove on YouTube' },
    ],
    legal: '© Citymove. All rights reserved.',
  },
} satisfies Meta<typeof PublicFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('list', { name: 'Social media' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

/** The Subscribe button only reports the address to `onSubscribe`; the field keeps its text. */
export const Subscribe: Story = {
  ...atViewport('desktop'),
  args: { onSubscribe: fn() },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

/** Without `onSubscribe` the form does nothing: no navigation, no message, the text stays. */
export const SubscribeDoesNothing: Story = {
  ...atViewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    const before = canvasElement.ownerDocument.defaultView!.location.href;
    const html = canvasElement.innerHTML;
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'not-an-address{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvasElement.ownerDocument.defaultView!.location.href).toBe(before);
    await expect(input).toHaveValue('not-an-address');
    await expect(canvasElement.innerHTML).toBe(html);
  },
};

/** Social icons without profiles are placeholders that stay on the page. */
export const SocialPlaceholders: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    const before = canvasElement.ownerDocument.defaultView!.location.href;
    const link = canvas.getByRole('link', { name: 'Citymove on Instagram' });
    await userEvent.click(link);
    await expect(canvasElement.ownerDocument.defaultView!.location.href).toBe(before);
  },
};

export const Phone: Story = { ...atViewport('phone') };

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

export const Playground: Story = {};
