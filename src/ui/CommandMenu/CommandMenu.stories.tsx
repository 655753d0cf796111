import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { CommandMenu } from './CommandMenu';
import type { CommandGroup } from './CommandMenu';

const go = fn();
const run = fn();
const openRecord = fn();

const GROUPS: CommandGroup[] = [
  {
    heading: 'Recent',
    items: [{ id: 'recent:tx', label: 'KRO-REF-0042', detail: 'Transactions · adaeze.okafor@example.ng', hint: 'Recent', onSelect: () => openRecord('tx') }],
  },
  {
    heading: 'Go to',
    items: [
      { id: 'go:rides', label: 'Rides', onSelect: () => go('rides') },
      { id: 'go:riders', label: 'Riders', onSelect: () => go('riders') },
      { id: 'go:transactions', label: 'Transactions', onSelect: () => go('transactions') },
    ],
  },
  {
    heading: 'Actions',
    items: [
      { id: 'action:refresh', label: 'Refresh', onSelect: () => run('refresh') },
      { id: 'action:export', label: 'Export CSV', onSelect: () => run('export') },
      { id: 'action:busy', label: 'Review next KYC submission', detail: 'Nothing waits for review', disabled: true, onSelect: () => run('busy') },
    ],
  },
  {
    heading: 'Records',
    items: [
      { id: 'rider:1', label: 'Chinedu Okafor', detail: 'Riders · chinedu.okafor@example.ng · +234 803 555 0101', onSelect: () => openRecord('rider') },
      { id: 'driver:1', label: 'Aisha Bello', detail: 'Drivers · aisha.bello@example.ng · LAG-234-KJ', onSelect: () => openRecord('driver') },
    ],
  },
];

type DemoProps = Omit<ComponentProps<typeof CommandMenu>, 'open' | 'onClose' | 'search' | 'onSearchChange'> & { defaultOpen?: boolean };

/** A trigger and the menu it opens; the search box filters the groups' labels, as the console does. */
function Demo({ defaultOpen = true, groups, ...props }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const shown = groups.map((g) => ({ ...g, items: g.items.filter((i) => `${i.label} ${i.detail ?? ''}`.toLowerCase().includes(q)) }));
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open command menu
      </Button>
      <CommandMenu {...props} groups={shown} open={open} onClose={() => setOpen(false)} search={search} onSearchChange={setSearch} />
    </>
  );
}

const meta = {
  title: 'Components/CommandMenu',
  component: CommandMenu,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), search: '', onSearchChange: fn(), groups: GROUPS },
  render: ({ groups, loading, emptyText, footer }) => <Demo groups={groups} loading={loading} emptyText={emptyText} footer={footer} />,
} satisfies Meta<typeof CommandMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Command menu' });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    await expect(dialog).toHaveTextContent('Go to');
  },
};

/** ↓ moves the selection (disabled rows are skipped), Enter runs the selected row. */
export const Keyboard: Story = {
  play: async () => {
    go.mockClear();
    await screen.findByRole('dialog', { name: 'Command menu' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Riders' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(go).toHaveBeenCalledWith('riders');
  },
};

/** Typing narrows the rows; a phone number finds its rider. */
export const Filtered: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Command menu' });
    await userEvent.type(screen.getByRole('combobox'), '0101');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await expect(screen.getByRole('option')).toHaveTextContent('Chinedu Okafor');
  },
};

/** Escape closes the menu and gives focus back to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  render: ({ groups }) => <Demo groups={groups} defaultOpen={false} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open command menu' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Command menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Tab stays inside the menu (focus trap). */
export const FocusTrap: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Command menu' });
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const Searching: Story = {
  args: { loading: true, groups: GROUPS.slice(1, 2) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Command menu' });
    await waitFor(() => expect(screen.getByText('Searching…')).toBeVisible());
  },
};

export const NoResults: Story = {
  args: { groups: [], footer: 'Transactions could not be searched: the server did not answer.' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Command menu' });
    await waitFor(() => expect(screen.getByText('No results')).toBeVisible());
  },
};

/** Server text is shown as text, never as markup. */
export const HostileText: Story = {
  args: {
    groups: [{ heading: 'Records', items: [{ id: 'x', label: '<img src=x onerror=alert(1)>', detail: '"><script>alert(1)</script>', onSelect: fn() }] }],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Command menu' });
    await expect(dialog.querySelector('img, script')).toBeNull();
    await expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)>');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
