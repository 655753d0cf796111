import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ALERT_TIMER_MS, AlertStyles, confirmDelete, showAlert } from '.';

/** sweetalert2 popups themed by `<AlertStyles />` (render it once, next to the toast host). */
function AlertDemo() {
  const [result, setResult] = useState('—');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <AlertStyles />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button
          variant="success"
          onClick={() => showAlert({ icon: 'success', title: 'Success', text: 'Login successful', timer: ALERT_TIMER_MS, showConfirmButton: false })}
        >
          Sign-in success
        </Button>
        <Button variant="secondary" onClick={() => showAlert({ icon: 'error', title: 'Error', text: 'Login failed', timer: ALERT_TIMER_MS })}>
          Sign-in error
        </Button>
        <Button
          variant="danger"
          onClick={async () => {
            const confirmed = await confirmDelete();
            setResult(confirmed ? 'Confirmed' : 'Cancelled');
            if (confirmed) await showAlert({ icon: 'success', title: 'Deleted!', text: 'Admin user deleted successfully.' });
          }}
        >
          Delete user
        </Button>
      </div>
      <p style={{ margin: 0 }}>
        Last confirmation: <output>{result}</output>
      </p>
    </div>
  );
}

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** The confirm button of a delete wears the danger colour, like the Button that asked for it. */
async function expectDangerConfirm(popup: HTMLElement, asker: HTMLElement) {
  const confirm = within(popup).getByRole('button', { name: 'Yes, delete it!' });
  const bg = (el: HTMLElement) => getComputedStyle(el).backgroundColor;
  await waitFor(() => expect(bg(confirm)).toBe(bg(asker)));
}

const meta = {
  title: 'Components/Alert',
  component: AlertDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 520 },
      description: {
        component:
          '`showAlert({ icon, title, text?, timer?, showConfirmButton? })` and `confirmDelete()` (docs/product.md §5: "Are you sure?" / "You won\'t be able to revert this!" / "Yes, delete it!") on sweetalert2. Text is always plain text. Popups sit above Dialogs.',
      },
    },
  },
} satisfies Meta<typeof AlertDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmDelete: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = page(canvasElement);
    // Cancel (focused first, so Enter never deletes by accident).
    const asker = canvas.getByRole('button', { name: 'Delete user' });
    await userEvent.click(asker);
    const popup = await body.findByRole('dialog', { name: 'Are you sure?' });
    await expect(popup).toHaveTextContent("You won't be able to revert this!");
    await waitFor(() => expect(within(popup).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectDangerConfirm(popup, asker);
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    // sweetalert2 hides the page from assistive tech while a popup shows: wait until it has gone.
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Cancelled');
    // Confirm, then the "Deleted!" message; close it.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete user' }));
    await userEvent.click(await body.findByRole('button', { name: 'Yes, delete it!' }));
    const done = await body.findByRole('dialog', { name: 'Deleted!' });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmed');
  },
};

export const SuccessWithTimer: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign-in success' }));
    const popup = await page(canvasElement).findByRole('dialog', { name: 'Success' });
    await expect(within(popup).queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    // Closes by itself after 1500 ms.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

export const Error: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign-in error' }));
    const popup = await page(canvasElement).findByRole('dialog', { name: 'Error' });
    await expect(popup).toHaveTextContent('Login failed');
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    const asker = canvas.getByRole('button', { name: 'Delete user' });
    await userEvent.click(asker);
    const popup = await page(canvasElement).findByRole('dialog', { name: 'Are you sure?' });
    await expectDangerConfirm(popup, asker);
  },
};

function OverDialogDemo() {
  const [open, setOpen] = useState(true);
  const [result, setResult] = useState('—');
  return (
    <>
      <AlertStyles />
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Pricing">
        <p>
          Last confirmation: <output>{result}</output>
        </p>
        <Button variant="danger" onClick={async () => setResult((await confirmDelete()) ? 'Confirmed' : 'Cancelled')}>
          Delete pricing
        </Button>
      </Dialog>
    </>
  );
}

/** A confirmation raised from a Dialog appears above it; Escape closes only the popup. */
export const AboveDialog: Story = {
  render: () => <OverDialogDemo />,
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Pricing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete pricing' }));
    const popup = await body.findByRole('dialog', { name: 'Are you sure?' });
    const cancel = within(popup).getByRole('button', { name: 'Cancel' });
    await waitFor(() => {
      const r = cancel.getBoundingClientRect();
      return expect(canvasElement.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)).toBe(cancel);
    });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    await expect(body.getByRole('dialog', { name: 'Pricing' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Cancelled'));
    // sweetalert2 gives focus back once its popup has gone: the story ends there, on one picture.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete pricing' })).toHaveFocus());
  },
};

export const Playground: Story = {};
