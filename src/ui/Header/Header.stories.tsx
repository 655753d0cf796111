import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { atViewport } from '../Sidebar/storyViewports';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Overlays and fixed-position parts would cover the docs page: each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 120 } },
  },
  args: {
    adminTitle: 'Kero Admin',
    adminEmail: 'admin@kero.ng',
    onMenuClick: fn(),
    menuOpen: false,
    sidebarId: 'console-sidebar',
    logoHref: '/dashboard',
    actions: (
      <Button variant="ghost" size="sm">
        Theme
      </Button>
    ),
  },
  argTypes: { actions: { control: false }, linkComponent: { control: false } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: logo, actions, avatar with the fixed admin title and e-mail; no menu button. */
export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Kero' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByText('Kero Admin')).toBeVisible();
    await expect(canvas.getByText('admin@kero.ng')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

/** Phones: the "Open menu" button; the admin block is hidden. */
export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'console-sidebar');
    await userEvent.click(button);
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('admin@kero.ng')).not.toBeVisible();
  },
};

export const Tablet: Story = { ...atViewport('tablet') };

export const WithoutLogoLink: Story = {
  args: { logoHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Kero' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { ...atViewport('desktop').globals, theme: 'dark' },
};

export const DarkPhone: Story = {
  ...atViewport('phone'),
  globals: { ...atViewport('phone').globals, theme: 'dark' },
};

export const Playground: Story = {};
