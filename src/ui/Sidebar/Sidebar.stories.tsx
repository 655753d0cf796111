import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Logo } from '../Logo';
import { media, tokens } from '../theme/tokens';
import { Sidebar } from './Sidebar';
import { FakeLink, WithFakeRouter, adminMenuItems, lagosMenuItems } from './storyFixtures';
import { atViewport } from './storyViewports';

const Content = styled.div`
  margin-left: ${tokens.layout.sidebarExpanded};
  padding: calc(${tokens.layout.headerHeight} + ${tokens.space[4]}) ${tokens.space[6]};
  color: ${tokens.color.textMuted};
  ${media.tablet} { margin-left: ${tokens.layout.sidebarCollapsed}; }
  ${media.mobile} { margin-left: 0; padding: ${tokens.space[4]}; }
`;

type DemoProps = Omit<ComponentProps<typeof Sidebar>, 'currentPath' | 'open' | 'onClose'> & {
  initialPath: string;
  onClose?: () => void;
};

/** Sidebar with a fake router and, for phones, an "Open menu" button standing in for the header's. */
function SidebarDemo({ initialPath, onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <WithFakeRouter initialPath={initialPath}>
      {(path) => (
        <>
          <Sidebar
            {...props}
            id="demo-sidebar"
            linkComponent={FakeLink}
            currentPath={path}
            open={open}
            onClose={() => {
              onClose?.();
              setOpen(false);
            }}
          />
          <Content>
            <Button variant="secondary" aria-label="Open menu" aria-expanded={open} aria-controls="demo-sidebar" onClick={() => setOpen(true)}>
              Menu
            </Button>
            <p>
              Current path: <output>{path}</output>
            </p>
          </Content>
        </>
      )}
    </WithFakeRouter>
  );
}

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Overlays and fixed-position parts would cover the docs page: each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  args: {
    label: 'Admin menu',
    items: adminMenuItems,
    currentPath: '/dashboard/rides',
    brand: <Logo size="sm" />,
    onClose: fn(),
  },
  argTypes: {
    items: { control: false },
    linkComponent: { control: false },
    brand: { control: false },
  },
  render: ({ currentPath, ...args }) => <SidebarDemo {...args} initialPath={currentPath} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const navWidth = (el: HTMLElement) => Math.round(el.getBoundingClientRect().width);

/** Above 991px: fixed 250px column; the current item carries aria-current="page" and the accent. */
export const Desktop: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin menu' });
    await expect(navWidth(nav)).toBe(250);
    await expect(within(nav).getByRole('link', { name: 'Rides' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // Drawer chrome is not shown at this width.
    await expect(within(nav).queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Rides' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('status')).toHaveTextContent('/dashboard/pricing');
  },
};

/** 769–991px: a 70px icon rail; it widens to 250px on hover or keyboard focus and collapses on leave. */
export const Tablet: Story = {
  ...atViewport('tablet'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin menu' });
    await expect(navWidth(nav)).toBe(70);
    // Labels are not painted but still name the links.
    const rides = within(nav).getByRole('link', { name: 'Rides' });
    await expect(rides).toHaveAttribute('aria-current', 'page');
    await userEvent.hover(nav);
    await waitFor(() => expect(navWidth(nav)).toBe(250));
    await userEvent.unhover(nav);
    await waitFor(() => expect(navWidth(nav)).toBe(70));
    // Keyboard focus inside widens it too; focus leaving collapses it.
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    menuButton.focus();
    await userEvent.tab({ shift: true });
    await expect(within(nav).getByRole('link', { name: 'Logout' })).toHaveFocus();
    await waitFor(() => expect(navWidth(nav)).toBe(250));
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await waitFor(() => expect(navWidth(nav)).toBe(70));
  },
};

/** Up to 768px: an off-canvas drawer, hidden and unfocusable until opened. */
export const Phone: Story = {
  ...atViewport('phone'),
  // Tested with full motion: with reduced motion the drawer is still hidden when it tries to take focus,
  // so focus stays on the opener (a known bug, docs/visual-tests.md "Known gaps").
  parameters: { ...atViewport('phone').parameters, motion: 'full' },
  play: async ({ canvas, canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    // Closed: not in the accessibility tree, nothing in it can take focus.
    await expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    const nav = doc.getElementById('demo-sidebar')!;
    await expect(nav).toHaveAttribute('inert');
    await expect(nav).not.toBeVisible();

    // Open: focus moves to the current item; Escape closes and focus returns to the opener.
    await userEvent.click(opener);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(nav).toBeVisible());
    const rides = within(nav).getByRole('link', { name: 'Rides' });
    await expect(rides).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(rides).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(nav).not.toBeVisible());

    // Backdrop click closes.
    await userEvent.click(opener);
    await waitFor(() => expect(nav).toBeVisible());
    await userEvent.click(doc.querySelector<HTMLElement>('[data-sidebar-backdrop]')!);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // The Close menu button closes.
    await userEvent.click(opener);
    await userEvent.click(await within(nav).findByRole('button', { name: 'Close menu' }));
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // Tab stays inside the open drawer.
    await userEvent.click(opener);
    await waitFor(() => expect(rides).toHaveFocus());
    for (let i = 0; i < 8; i += 1) await userEvent.tab();
    await expect(nav).toContainElement(doc.activeElement as HTMLElement);

    // Choosing an item navigates and closes the drawer.
    await userEvent.click(within(nav).getByRole('link', { name: 'Transactions' }));
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('/dashboard/transactions');
    await expect(args.onClose).toHaveBeenCalledTimes(4);
  },
};

/** The drawer open on a phone (for a look at it). */
export const PhoneOpen: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const nav = await canvas.findByRole('navigation', { name: 'Admin menu' });
    await waitFor(() => expect(Math.round(nav.getBoundingClientRect().left)).toBe(0));
  },
};

/** Lagos menu without icons: the collapsed rail shows each label's first letter. */
export const LagosMenuTablet: Story = {
  ...atViewport('tablet'),
  args: { label: 'Lagos menu', items: lagosMenuItems, currentPath: '/dashboard/lagos/rides' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Lagos menu' });
    await expect(within(nav).getByRole('link', { name: 'Trips' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = {
  ...atViewport('desktop'),
  globals: { ...atViewport('desktop').globals, theme: 'dark' },
};

export const DarkTablet: Story = {
  ...atViewport('tablet'),
  globals: { ...atViewport('tablet').globals, theme: 'dark' },
};

export const Playground: Story = {};
