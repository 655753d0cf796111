import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Header } from '../Header';
import { atViewport } from '../Sidebar/storyViewports';
import { ToastHost, dismissToasts, resolveToast, showLoading, showToast } from './Toast';

interface DemoProps {
  /** How the fake request ends. */
  outcome: 'success' | 'error';
  /** Fake request duration in ms. */
  delay: number;
}

/** docs/product.md §8: one loading toast that turns into success or error (same toast), closing after 2000 ms. */
function ToastDemo({ outcome, delay }: DemoProps) {
  const run = () => {
    const id = showLoading('Fetching rides data...');
    setTimeout(() => {
      if (outcome === 'success') resolveToast(id, 'success', 'Rides data loaded');
      else resolveToast(id, 'error', 'Error fetching rides data');
    }, delay);
  };
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ToastHost />
      <Button onClick={run}>Load rides</Button>
      <Button variant="secondary" onClick={() => showToast('error', 'Network error. Please check your connection.')}>
        Network error
      </Button>
      <Button variant="secondary" onClick={() => showToast('success', 'Logged out successfully!')}>
        Plain success
      </Button>
      <Button variant="ghost" onClick={dismissToasts}>
        Dismiss all
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 240 },
      description: {
        component:
          'Render `<ToastHost />` once (top-right, at most 3, newest on top, 1000 ms default). `showLoading(message)` returns an id; `resolveToast(id, "success" | "error", message)` turns that toast into the result and closes it after 2000 ms. `showToast(type, message, { toastId })` for one-off messages.',
      },
    },
  },
  args: { outcome: 'success', delay: 700 },
  argTypes: { outcome: { control: 'inline-radio', options: ['success', 'error'] } },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingToSuccess: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load rides' }));
    await expect(await canvas.findByText('Fetching rides data...')).toBeInTheDocument();
    // Same toast, new content.
    await expect(await canvas.findByText('Rides data loaded', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.queryByText('Fetching rides data...')).not.toBeInTheDocument();
  },
};

export const LoadingToError: Story = {
  args: { outcome: 'error' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load rides' }));
    await expect(await canvas.findByText('Error fetching rides data', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** At most three toasts at once. */
export const Limit: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Network error' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(button);
    await waitFor(() => expect(canvas.getAllByText('Network error. Please check your connection.')).toHaveLength(3));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { delay: 60000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load rides' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Plain success' }));
    await canvas.findByText('Logged out successfully!');
  },
};

function OverDialogDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ToastHost />
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Driver Details">
        <Button onClick={() => showToast('success', 'Driver approved successfully', { autoClose: 60000 })}>Approve</Button>
      </Dialog>
    </>
  );
}

/** A toast raised from inside a Dialog shows above it. */
export const AboveDialog: Story = {
  render: () => <OverDialogDemo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Driver Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const text = await page.findByText('Driver approved successfully');
    await waitFor(() => {
      const r = text.getBoundingClientRect();
      const top = canvasElement.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return expect(text.contains(top) || top === text).toBe(true);
    });
  },
};

function UnderHeaderDemo() {
  const [menuPresses, setMenuPresses] = useState(0);
  return (
    <>
      <ToastHost />
      <Header adminTitle="Kero Admin" adminEmail="admin@kero.ng" onMenuClick={() => setMenuPresses((n) => n + 1)} />
      <div style={{ paddingTop: 80 }}>
        <Button onClick={() => showToast('success', 'Dashboard data loaded', { autoClose: 60000 })}>Load dashboard</Button>
        <p>
          Menu pressed: <output>{menuPresses}</output>
        </p>
      </div>
    </>
  );
}

/** Top-right, below the fixed header: the header's controls (on phones "Open menu") stay visible and tappable. */
export const BelowHeader: Story = {
  render: () => <UnderHeaderDemo />,
  ...atViewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load dashboard' }));
    const toast = (await canvas.findByText('Dashboard data loaded')).closest('.Toastify__toast');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');
    const header = canvas.getByRole('banner');
    await waitFor(() => expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom));
    await expect(toast.getBoundingClientRect().right).toBeGreaterThan(canvasElement.ownerDocument.documentElement.clientWidth - 40);
    // Every control of the header is the element under its own centre.
    for (const control of within(header).queryAllByRole('button')) {
      const r = control.getBoundingClientRect();
      if (r.width === 0) continue;
      const hit = canvasElement.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      await expect(control === hit || control.contains(hit)).toBe(true);
    }
  },
};

/** The same on a phone: the toast sits under the header, clear of the "Open menu" button, which still works. */
export const BelowHeaderPhone: Story = {
  render: () => <UnderHeaderDemo />,
  ...atViewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load dashboard' }));
    await canvas.findByText('Dashboard data loaded');
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    const r = menu.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    await expect(menu === hit || menu.contains(hit)).toBe(true);
    await userEvent.click(menu);
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
  },
};

export const Playground: Story = {};
