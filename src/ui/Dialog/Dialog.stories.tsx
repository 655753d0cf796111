import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { tokens } from '../theme/tokens';
import { atViewport } from '../Sidebar/storyViewports';
import { Dialog } from './Dialog';

type DemoProps = Omit<ComponentProps<typeof Dialog>, 'open'> & { defaultOpen?: boolean; triggerLabel?: string };

/** A trigger button and the dialog it opens (focus returns to the trigger on close). */
function DialogDemo({ defaultOpen = false, triggerLabel = 'Open dialog', onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space[2]} ${tokens.space[5]};
  margin: 0;
  dt { color: ${tokens.color.textMuted}; }
  dd { margin: 0; font-weight: ${tokens.font.weight.medium}; }
`;

function RideFacts() {
  return (
    <Details>
      <dt>Ride ID</dt>
      <dd>6f1c2a9e…</dd>
      <dt>Driver</dt>
      <dd>Chinedu Okafor</dd>
      <dt>Rider</dt>
      <dd>Aisha Bello</dd>
      <dt>From</dt>
      <dd>12 Admiralty Way, Lekki Phase 1</dd>
      <dt>To</dt>
      <dd>Murtala Muhammed Airport, Ikeja</dd>
      <dt>Fare</dt>
      <dd>₦8,450.00</dd>
    </Details>
  );
}

const MapStandIn = styled.div`
  height: 100%;
  display: grid;
  place-items: center;
  color: ${tokens.color.textMuted};
  background:
    linear-gradient(${tokens.color.border} 1px, transparent 1px) 0 0 / 32px 32px,
    linear-gradient(90deg, ${tokens.color.border} 1px, transparent 1px) 0 0 / 32px 32px,
    ${tokens.color.surfaceMuted};
`;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    // Overlays and fixed-position parts would cover the docs page: each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  args: {
    open: true,
    onClose: fn(),
    title: 'Ride Details',
    size: 'md',
    dismissible: true,
    children: <RideFacts />,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    footer: <Button variant="secondary">View Ride on Map</Button>,
  },
  play: async ({ canvas, canvasElement, args }) => {
    const page = body(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Ride Details' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // A details dialog opens on its title (no form field in the body); Tab goes on and wraps inside.
    const mapButton = within(dialog).getByRole('button', { name: 'View Ride on Map' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Ride Details' })).toHaveFocus());
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(mapButton).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(mapButton).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    // Escape closes and focus returns to the opener.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
    // Backdrop click closes; a click inside the panel does not.
    await userEvent.click(trigger);
    const again = await page.findByRole('dialog', { name: 'Ride Details' });
    await userEvent.click(within(again).getByText('Driver'));
    await expect(again).toBeInTheDocument();
    const overlay = again.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 5, y: 5 } });
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    // The Close button closes too.
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

export const WithDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'Driver Details',
    description: 'KYC documents submitted on 12 May 2025 — review before approving.',
    footer: (
      <>
        <Button variant="danger">Reject</Button>
        <Button variant="success">Approve</Button>
      </>
    ),
  } as Story['args'],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Driver Details' });
    await expect(dialog).toHaveAccessibleDescription('KYC documents submitted on 12 May 2025 — review before approving.');
  },
};

function NestedDemo() {
  const [details, setDetails] = useState(true);
  const [map, setMap] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setDetails(true)}>
        Open ride
      </Button>
      <Dialog
        open={details}
        onClose={() => setDetails(false)}
        title="Ride Details"
        footer={
          <Button variant="secondary" onClick={() => setMap(true)}>
            View Ride on Map
          </Button>
        }
      >
        <RideFacts />
      </Dialog>
      <Dialog open={map} onClose={() => setMap(false)} title="Ride Path" size="xl" bodyHeight={500} flushBody>
        <MapStandIn>Map of the driving route</MapStandIn>
      </Dialog>
    </>
  );
}

/** Ride details -> "Ride Path" map (body 500px high). Escape closes only the top dialog. */
export const Nested: Story = {
  render: () => <NestedDemo />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const details = await page.findByRole('dialog', { name: 'Ride Details' });
    const mapButton = within(details).getByRole('button', { name: 'View Ride on Map' });
    await userEvent.click(mapButton);
    const map = await page.findByRole('dialog', { name: 'Ride Path' });
    // offsetHeight: layout size, unaffected by the opening animation's scale.
    await expect(map.querySelector<HTMLElement>('[data-fixed="true"]')?.offsetHeight).toBe(500);
    await waitFor(() => expect(map).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    // Tab stays in the top dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(map).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Ride Path' })).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: 'Ride Details' })).toBeInTheDocument();
    await expect(mapButton).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    // Leave the map open for the screenshot / accessibility check.
    await userEvent.click(mapButton);
    await page.findByRole('dialog', { name: 'Ride Path' });
  },
};

/** While a request runs: Escape, backdrop and Close do nothing. */
export const Busy: Story = {
  args: {
    defaultOpen: true,
    title: 'Approving driver',
    dismissible: false,
    children: 'Saving the verification…',
    footer: (
      <Button variant="success" loading>
        Approve
      </Button>
    ),
  } as Story['args'],
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Approving driver' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog.parentElement as HTMLElement, coords: { x: 5, y: 5 } });
    await expect(page.getByRole('dialog', { name: 'Approving driver' })).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

const Paragraph = styled.p`
  margin: 0 0 ${tokens.space[3]};
  color: ${tokens.color.text};
`;

/** The body scrolls; header and footer stay put. The scrolling body is keyboard-focusable. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Policy',
    size: 'lg',
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <Paragraph key={i}>
            {i + 1}. Refund reports are accepted within 7 days of the trip. Disputes are reviewed by the support team, who may
            ask the rider and the driver for more information before a decision is made.
          </Paragraph>
        ))}
      </>
    ),
    footer: <Button>I understand</Button>,
  } as Story['args'],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Policy' });
    const scroller = dialog.querySelector<HTMLElement>('[data-fixed]')!;
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const rect = dialog.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Sign out?',
    description: 'You will need to sign in again to use the console.',
    children: null,
    footer: (
      <>
        <Button variant="secondary">Stay</Button>
        <Button>Sign out</Button>
      </>
    ),
  } as Story['args'],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultOpen: true,
    description: 'Completed · rated 4.8 out of 5',
    footer: <Button variant="secondary">View Ride on Map</Button>,
  } as Story['args'],
};

export const Phone: Story = {
  ...atViewport('phone'),
  args: Default.args,
  render: (args) => <DialogDemo {...args} defaultOpen />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ride Details' });
    // Sheet: full width, anchored to the bottom edge (offset*: layout box, not the opening animation's).
    await expect(dialog.offsetWidth).toBe(window.innerWidth);
    await expect(dialog.offsetTop + dialog.offsetHeight).toBe(window.innerHeight);
  },
};

function LongRecord() {
  return (
    <Details>
      {Array.from({ length: 30 }, (_, i) => (
        <div key={i} style={{ display: 'contents' }}>
          <dt>{i === 0 ? 'Transaction ID' : `Field ${i + 1}`}</dt>
          <dd>{i === 0 ? 'TXN-0001-2026' : `Value ${i + 1}`}</dd>
        </div>
      ))}
      <dt>Ride</dt>
      <dd>
        <a href="#ride">View ride</a>
      </dd>
    </Details>
  );
}

/**
 * A long record on a phone: it opens at its top (title focused, first line in view, even with a link at
 * the bottom of the body) and the footer's actions stay pinned at the bottom, reachable with Tab.
 */
export const OpensAtTop: Story = {
  ...atViewport('phone'),
  args: {
    defaultOpen: true,
    title: 'Transaction Details',
    children: <LongRecord />,
    footer: <Button variant="secondary">Copy link</Button>,
  } as Story['args'],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Transaction Details' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Transaction Details' })).toHaveFocus());
    const scroller = dialog.querySelector<HTMLElement>('[data-fixed]')!;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(scroller.scrollTop).toBe(0);
    const first = within(dialog).getByText('TXN-0001-2026').getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    await expect(first.top).toBeGreaterThanOrEqual(box.top);
    await expect(first.bottom).toBeLessThanOrEqual(box.bottom);
    // Footer pinned at the bottom of the screen, its action reachable by Tab (Close, the body, the link, then it).
    const copy = within(dialog).getByRole('button', { name: 'Copy link' });
    await expect(copy.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(copy.getBoundingClientRect().top).toBeGreaterThan(box.bottom - 1);
    for (let i = 0; i < 4 && canvasElement.ownerDocument.activeElement !== copy; i += 1) await userEvent.tab();
    await expect(copy).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { defaultOpen: true, footer: <Button>Done</Button> } as Story['args'],
};
