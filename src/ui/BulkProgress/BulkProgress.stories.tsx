import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { atViewport } from '../Sidebar/storyViewports';
import { BulkProgress } from './BulkProgress';

const failures = [
  { id: 'd3', label: 'Chioma Eze', message: 'Driver has no KYC submission to review' },
  // A hostile message is shown as text: the tag is read, never run.
  { id: 'd9', label: 'Tunde Bello', message: '<img src=x onerror="alert(1)"> Server busy' },
];

const meta = {
  title: 'Components/BulkProgress',
  component: BulkProgress,
  tags: ['autodocs'],
  args: { label: 'Bulk review', state: { phase: 'running', label: 'Approving 4 of 12', done: 4, total: 12 }, onRetry: fn(), onDismiss: fn() },
} satisfies Meta<typeof BulkProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under way: the figure as text and as a bar; no buttons until it ends. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Bulk review' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Approving 4 of 12');
    const bar = canvas.getByRole('progressbar', { name: 'Approving 4 of 12' });
    await expect(bar).toHaveAttribute('value', '4');
    await expect(bar).toHaveAttribute('max', '12');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The result takes the focus when it shows; whether the browser draws the ring for a programmatic focus
 * depends on the page's last input (a pointer click in an earlier story hides it), so the pictures differed
 * by the ring from run to run. The story gives the button the focus and presses a key that does nothing
 * there (Escape), as a keyboard user's page would have: the ring is drawn every time.
 */
async function keyboardFocus(button: HTMLElement, userEvent: { keyboard: (k: string) => Promise<void> }) {
  button.focus();
  await userEvent.keyboard('{Escape}');
  await expect(button).toHaveFocus();
}

/** Every item done: the count, and Dismiss only. */
export const AllSucceeded: Story = {
  args: { state: { phase: 'done', summary: '12 of 12 drivers approved', failures: [] } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('12 of 12 drivers approved');
    await expect(canvas.queryByRole('button', { name: 'Retry failed' })).toBeNull();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await dismiss.click();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await keyboardFocus(dismiss, userEvent);
  },
};

/** Some failed: each with the server's message as text, and "Retry failed". */
export const WithFailures: Story = {
  args: { state: { phase: 'done', summary: '10 of 12 drivers approved', failures } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('10 of 12 drivers approved');
    const list = canvas.getByRole('list', { name: 'Not done' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await expect(list).toHaveTextContent('Chioma Eze: Driver has no KYC submission to review');
    await expect(list).toHaveTextContent('Tunde Bello: <img src=x onerror="alert(1)"> Server busy');
    await expect(canvasElement.querySelector('img')).toBeNull();
    const retry = canvas.getByRole('button', { name: 'Retry failed' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing done (the server refused every call). */
export const AllFailed: Story = {
  args: { state: { phase: 'done', summary: '0 of 2 drivers approved', failures } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 2 drivers approved');
    await expect(canvas.getByRole('button', { name: 'Retry failed' })).toBeVisible();
    await keyboardFocus(canvas.getByRole('button', { name: 'Retry failed' }), userEvent);
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  args: { state: { phase: 'done', summary: '10 of 12 drivers approved', failures } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Retry failed' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await keyboardFocus(canvas.getByRole('button', { name: 'Retry failed' }), userEvent);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { state: { phase: 'done', summary: '10 of 12 drivers approved', failures } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Retry failed' })).toBeVisible();
    await keyboardFocus(canvas.getByRole('button', { name: 'Retry failed' }), userEvent);
  },
};

export const DarkRunning: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Approving 4 of 12' })).toBeVisible();
  },
};

export const Playground: Story = {};

/**
 * The run ends while the panel is on screen: the result takes the focus (its first button), so a keyboard
 * user lands on "Retry failed". (A story mounted already finished cannot show it: Storybook keeps the canvas
 * hidden while it renders, and a hidden button takes no focus.)
 */
export const FocusOnFinish: Story = {
  render: (args) => {
    const [done, setDone] = useState(false);
    return (
      <>
        <Button size="sm" variant="secondary" onClick={() => setDone(true)}>
          End the run
        </Button>
        <BulkProgress {...args} state={done ? { phase: 'done', summary: '10 of 12 drivers approved', failures } : args.state} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End the run' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry failed' })).toHaveFocus());
  },
};
