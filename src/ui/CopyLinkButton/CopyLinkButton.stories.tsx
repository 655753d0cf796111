import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CopyLinkButton } from './CopyLinkButton';

const URL = 'https://console.kero.ng/dashboard/rides?open=66f1c0ffee0123456789abcd';

const meta = {
  title: 'Components/CopyLinkButton',
  component: CopyLinkButton,
  tags: ['autodocs'],
  args: { url: URL },
} satisfies Meta<typeof CopyLinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The clipboard is stubbed here so the story does not depend on the browser's permission prompt. The
 * message stays a minute instead of 3 s, so a screenshot taken on a slow machine still shows it.
 */
export const Copied: Story = {
  args: { statusMs: 60_000 },
  play: async ({ canvas }) => {
    let copied = '';
    const clipboard = { writeText: async (t: string) => void (copied = t) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied'));
    await expect(copied).toBe(URL);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
