import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ExportButton } from './ExportButton';

const meta = {
  title: 'Components/ExportButton',
  component: ExportButton,
  tags: ['autodocs'],
  args: { onExport: fn() },
} satisfies Meta<typeof ExportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** While the file is built the button is busy and further clicks are ignored. */
export const Busy: Story = {
  args: { onExport: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
