import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ShortcutsSheet, type ShortcutSection } from './ShortcutsSheet';

const SECTIONS: ShortcutSection[] = [
  {
    heading: 'Anywhere in the console',
    shortcuts: [
      { keys: [['Ctrl', 'K'], ['⌘', 'K']], description: 'Open the command menu' },
      { keys: [['?']], description: 'Show these keyboard shortcuts' },
      { keys: [['/']], description: "Go to the screen's search box" },
    ],
  },
  {
    heading: 'Dialogs and menus',
    shortcuts: [{ keys: [['Esc']], description: 'Close the dialog or menu on top' }],
  },
];

function Demo({ defaultOpen = true }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <ShortcutsSheet open={open} onClose={() => setOpen(false)} sections={SECTIONS} />
    </>
  );
}

const meta = {
  title: 'Components/ShortcutsSheet',
  component: ShortcutsSheet,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), sections: SECTIONS },
  render: () => <Demo />,
} satisfies Meta<typeof ShortcutsSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const table = within(dialog).getByRole('table', { name: 'Anywhere in the console' });
    await expect(within(table).getByRole('rowheader', { name: /Ctrl/ })).toHaveTextContent('Ctrl+Kor⌘+K');
    await expect(within(table).getByRole('cell', { name: 'Open the command menu' })).toBeInTheDocument();
  },
};

/** Escape closes it and focus goes back to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  render: () => <Demo defaultOpen={false} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
