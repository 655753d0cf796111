import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ViewsMenu, type ViewEntry } from './ViewsMenu';

const BASE = 'https://console.kero.ng/dashboard/rides';
const VIEWS: ViewEntry[] = [
  { id: 'v1', name: 'Completed in Lekki', isDefault: true, url: `${BASE}?q=lekki&status=completed` },
  { id: 'v2', name: 'Pending, newest first', isDefault: false, url: `${BASE}?status=pending&sort=-rideId` },
];

const applied = fn();

/** The menu over a list held in state, as the console's screens hold it in storage. */
function Demo({ initial = VIEWS }: { initial?: ViewEntry[] }) {
  const [views, setViews] = useState(initial);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420 }}>
      <ViewsMenu
        views={views}
        currentId="v1"
        onApply={applied}
        onSave={(name) => setViews((v) => [...v, { id: `v${v.length + 1}`, name, isDefault: false, url: `${BASE}?q=new` }])}
        onRename={(id, name) => setViews((v) => v.map((x) => (x.id === id ? { ...x, name } : x)))}
        onDelete={(id) => setViews((v) => v.filter((x) => x.id !== id))}
        onSetDefault={(id) => setViews((v) => v.map((x) => ({ ...x, isDefault: x.id === id })))}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ViewsMenu',
  component: ViewsMenu,
  tags: ['autodocs'],
  args: { views: VIEWS, onApply: fn(), onSave: fn(), onRename: fn(), onDelete: fn(), onSetDefault: fn() },
  render: ({ views }) => <Demo initial={[...views]} />,
} satisfies Meta<typeof ViewsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    const panel = canvas.getByRole('group', { name: 'Saved views' });
    await expect(within(panel).getByText('Default')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Views' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Empty: Story = {
  args: { views: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(canvas.getByText(/No saved views yet/)).toBeVisible();
  },
};

/** Save view… asks for a name; the new view is listed. An empty name is refused with a message. */
export const SaveAView: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    // The message shows once the dialog has finished opening: wait for it, not for the click.
    await waitFor(() => expect(within(dialog).getByText('Enter a name for the view')).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Failed today');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Failed today' })).toBeVisible());
  },
};

/** Rename, set as default, delete, apply. */
export const ManageViews: Story = {
  play: async ({ canvas }) => {
    applied.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rename: Pending, newest first' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const field = within(dialog).getByRole('textbox', { name: 'View name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Pending');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set as default: Pending' }));
    await expect(canvas.getByRole('button', { name: 'Unset default: Pending' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete: Completed in Lekki' }));
    await expect(canvas.queryByRole('button', { name: 'Completed in Lekki' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pending' }));
    await expect(applied).toHaveBeenCalledWith('v2');
  },
};

/** Escape closes the panel and focus returns to "Views". */
export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Views' });
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Saved views' })).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** A view's name is text, never markup. */
export const HostileName: Story = {
  args: { views: [{ id: 'x', name: '<img src=x onerror=alert(1)>', isDefault: false, url: BASE }] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play };
