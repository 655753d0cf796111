import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { FakeLink, WithFakeRouter, adminMenuItems, lagosMenuItems } from '../Sidebar/storyFixtures';
import { atViewport } from '../Sidebar/storyViewports';
import { media, tokens } from '../theme/tokens';
import { ConsoleLayout } from './ConsoleLayout';

const Title = styled.h1`
  margin: 0 0 ${tokens.space[5]};
  font-size: ${tokens.font.size['2xl']};
  font-weight: ${tokens.font.weight.semibold};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space[4]};
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.mobile} { grid-template-columns: 1fr; }
`;

const Card = styled.section`
  padding: ${tokens.space[5]};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.sm};
  h2 { margin: 0; font-size: ${tokens.font.size.sm}; color: ${tokens.color.textMuted}; font-weight: ${tokens.font.weight.medium}; }
  p { margin: ${tokens.space[2]} 0 0; font-size: ${tokens.font.size['3xl']}; font-weight: ${tokens.font.weight.bold}; }
`;

const Panel = styled.section`
  margin-top: ${tokens.space[5]};
  padding: ${tokens.space[5]};
  min-height: 320px;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  color: ${tokens.color.textMuted};
  h2 { margin: 0 0 ${tokens.space[2]}; font-size: ${tokens.font.size.lg}; color: ${tokens.color.text}; }
`;

function pageTitle(path: string, items: ComponentProps<typeof ConsoleLayout>['items']): string {
  return items.find((i) => i.href === path)?.label ?? 'Dashboard';
}

function ScreenStandIn({ path, items }: { path: string; items: ComponentProps<typeof ConsoleLayout>['items'] }) {
  return (
    <>
      <Title>{pageTitle(path, items)}</Title>
      <Cards>
        {['Total Rides', 'Completed Rides', 'Pending Rides', 'Cancelled Rides'].map((label, i) => (
          <Card key={label} aria-label={label}>
            <h2>{label}</h2>
            <p>{[1284, 1032, 87, 165][i]}</p>
          </Card>
        ))}
      </Cards>
      <Panel aria-label="Table">
        <h2>Rides table</h2>
        The routed screen renders here, on the light grey background.
      </Panel>
    </>
  );
}

type LayoutArgs = Omit<ComponentProps<typeof ConsoleLayout>, 'children'>;

function Demo({ currentPath, ...args }: LayoutArgs) {
  return (
    <WithFakeRouter initialPath={currentPath}>
      {(path) => (
        <ConsoleLayout {...args} currentPath={path} linkComponent={FakeLink}>
          <ScreenStandIn path={path} items={args.items} />
        </ConsoleLayout>
      )}
    </WithFakeRouter>
  );
}

const meta = {
  title: 'Layout/ConsoleLayout',
  component: ConsoleLayout,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Overlays and fixed-position parts would cover the docs page: each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
  args: {
    navLabel: 'Admin menu',
    items: adminMenuItems,
    currentPath: '/dashboard/rides',
    adminTitle: 'Kero Admin',
    adminEmail: 'admin@kero.ng',
    logoHref: '/dashboard',
    headerActions: (
      <Button variant="ghost" size="sm">
        Theme
      </Button>
    ),
    children: null,
  },
  argTypes: {
    items: { control: false },
    linkComponent: { control: false },
    headerActions: { control: false },
    children: { control: false },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConsoleLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const leftOf = (el: HTMLElement) => Math.round(el.getBoundingClientRect().left);

export const Desktop: Story = {
  ...atViewport('desktop'),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    // Coming from a narrower story, the sidebar widens with a transition: wait for it to end at 250.
    await waitFor(() => expect(leftOf(main)).toBe(250));
    // Focus scrolled into view stops below the fixed 64px header.
    await expect(getComputedStyle(document.documentElement).scrollPaddingTop).toBe('80px');
    await expect(canvas.getByRole('link', { name: 'Rides' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('admin@kero.ng')).toBeVisible();
    // Navigating moves the highlight.
    await userEvent.click(canvas.getByRole('link', { name: 'Riders' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Riders');
    await expect(canvas.getByRole('link', { name: 'Riders' })).toHaveAttribute('aria-current', 'page');
    // Skip link: first Tab stop, moves focus to <main>.
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    skip.focus();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
  },
};

export const Tablet: Story = {
  ...atViewport('tablet'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(leftOf(canvas.getByRole('main'))).toBe(70));
    const nav = canvas.getByRole('navigation', { name: 'Admin menu' });
    await userEvent.hover(nav);
    await waitFor(() => expect(Math.round(nav.getBoundingClientRect().width)).toBe(250));
    // The rail opens over the content: main does not move.
    await waitFor(() => expect(leftOf(canvas.getByRole('main'))).toBe(70));
    await userEvent.unhover(nav);
    await waitFor(() => expect(Math.round(nav.getBoundingClientRect().width)).toBe(70));
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    // Coming from a wider story, the content's margin eases from the rail's 70 to 0 (a CI run met it at 8).
    await waitFor(() => expect(leftOf(canvas.getByRole('main'))).toBe(0));
    await expect(canvas.queryByText('admin@kero.ng')).not.toBeVisible();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const nav = await canvas.findByRole('navigation', { name: 'Admin menu' });
    await expect(open).toHaveAttribute('aria-controls', nav.id);
    await userEvent.keyboard('{Escape}');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toHaveFocus();
    // Choosing an item closes the drawer and shows the screen.
    await userEvent.click(open);
    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pricing');
  },
};

export const PhoneMenuOpen: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await canvas.findByRole('navigation', { name: 'Admin menu' });
  },
};

export const LagosMenu: Story = {
  ...atViewport('desktop'),
  args: { navLabel: 'Lagos menu', items: lagosMenuItems, currentPath: '/dashboard/lagos/transactions', logoHref: '/dashboard/lagos' },
};

export const DarkDesktop: Story = {
  ...atViewport('desktop'),
  globals: { ...atViewport('desktop').globals, theme: 'dark' },
};

export const DarkTablet: Story = {
  ...atViewport('tablet'),
  globals: { ...atViewport('tablet').globals, theme: 'dark' },
};

export const DarkPhone: Story = {
  ...atViewport('phone'),
  globals: { ...atViewport('phone').globals, theme: 'dark' },
};

export const Playground: Story = {};
