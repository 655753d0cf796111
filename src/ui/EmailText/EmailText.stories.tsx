import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailText } from './EmailText';

const meta = {
  title: 'Components/EmailText',
  component: EmailText,
  tags: ['autodocs'],
  args: { text: 'olaoluwa.emmanuel@gmail.com' },
  // A phone card's value column: too narrow for the whole address.
  decorators: [(Story) => <div style={{ width: 170, fontSize: 15, lineHeight: 1.5, overflowWrap: 'anywhere' }}><Story /></div>],
} satisfies Meta<typeof EmailText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wraps after the "@", not inside "gmail.com". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const span = canvasElement.querySelector('span') as HTMLElement;
    await expect(span).toHaveTextContent('olaoluwa.emmanuel@gmail.com');
    // It wraps, and never inside a piece: each text node ("olaoluwa.", "emmanuel@", "gmail.", "com") sits on one line.
    const lineCount = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    };
    await expect(lineCount(span)).toBeGreaterThan(1);
    const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
    const pieces: Node[] = [];
    while (walker.nextNode()) pieces.push(walker.currentNode);
    await expect(pieces.map((n) => n.textContent)).toEqual(['olaoluwa.', 'emmanuel@', 'gmail.', 'com']);
    for (const piece of pieces) await expect(lineCount(piece)).toBe(1);
  },
};

/** A short address stays on one line. */
export const Short: Story = { args: { text: 'admin@kero.ng' } };

export const Dark: Story = { globals: { theme: 'dark' } };
