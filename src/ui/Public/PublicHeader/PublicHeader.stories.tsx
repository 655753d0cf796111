import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../Button';
import { ThemeToggle } from '../../ThemeToggle';
import { atViewport } from '../../Sidebar/storyViewports';
import { DemoBrand, demoLinks } from '../shared/storyFixtures';
import { PublicHeader } from './PublicHeader';

const meta = {
  title: 'Public site/PublicHeader',
  component: PublicHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <DemoBrand />,
    brandLabel: 'Citymove home',
    links: demoLinks,
    currentHref: '/',
    secondaryLink: { label: 'Staff', href: '/login' },
    tools: <ThemeToggle />,
    cta: <Button aria-haspopup="dialog">Get the app</Button>,
  },
} satisfies Meta<typeof PublicHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Citymove home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Get the app' })).toBeVisible();
    // The menu button only exists for narrow screens.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const CurrentPage: Story = {
  ...atViewport('desktop'),
  args: { currentHref: '/about' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Phones: links and tools fold into a panel; Escape closes it and returns focus to the button. */
export const PhoneMenu: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'About' })).toBeNull();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    await expect(menu).toHaveFocus();
  },
};

/** Clicking a link in the open panel closes it. */
export const PhoneMenuLinkCloses: Story = {
  ...atViewport('phone'),
  args: {
    linkComponent: ({ onClick, ...props }) => (
      <a
        {...props}
        onClick={(e) => {
          e.preventDefault();
          onClick?.(e);
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy' }));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

export const PhoneDark: Story = {
  ...atViewport('phone'),
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {};
