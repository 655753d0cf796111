import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ScrollShadow } from './ScrollShadow';

const chips = ['Email Unverified', 'Email Verified', 'KYC Submitted', 'KYC Approved', 'Suspended', 'Archived', 'Deleted'];

function Wide() {
  return (
    <div style={{ display: 'flex', gap: 8, padding: 12, width: 900 }}>
      {chips.map((c) => (
        <span key={c} style={{ flex: 'none', padding: '6px 12px', border: '1px solid var(--k-color-border-strong)', borderRadius: 999 }}>
          {c}
        </span>
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/ScrollShadow',
  component: ScrollShadow,
  tags: ['autodocs'],
  args: { role: 'region', 'aria-label': 'Driver stages', tabIndex: 0, children: <Wide /> },
  argTypes: { variant: { control: 'inline-radio', options: ['shadow', 'fade'] }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 360, background: 'var(--k-color-surface)', border: '1px solid var(--k-color-border)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollShadow>;
export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-variant]')!;

/** At the start: only the end edge shows a shadow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await waitFor(() => expect(frame).toHaveAttribute('data-scroll-end', 'true'));
    await expect(frame).not.toHaveAttribute('data-scroll-start');
  },
};

/** Scrolled to the middle: both edges; at the end: only the start edge. */
export const Scrolled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const frame = frameOf(canvasElement);
    const box = canvas.getByRole('region', { name: 'Driver stages' });
    box.scrollLeft = 100;
    await waitFor(() => expect(frame).toHaveAttribute('data-scroll-start', 'true'));
    await expect(frame).toHaveAttribute('data-scroll-end', 'true');
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(frame).not.toHaveAttribute('data-scroll-end'));
    await expect(frame).toHaveAttribute('data-scroll-start', 'true');
  },
};

/** Content that fits shows no shadow at all. */
export const Fits: Story = {
  args: { children: <p style={{ margin: 12 }}>Short content</p> },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).not.toHaveAttribute('data-scroll-end');
    await expect(frame).not.toHaveAttribute('data-scroll-start');
  },
};

/** The content fades instead (tab bars): works on any background. */
export const Fade: Story = {
  args: { variant: 'fade' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frameOf(canvasElement)).toHaveAttribute('data-scroll-end', 'true'));
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Scrolled.play };

export const Playground: Story = {};
