import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'block', width: 240, height: 16 },
  argTypes: { variant: { control: 'inline-radio', options: ['block', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-shape="block"]');
    await expect(el).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TextLines: Story = {
  args: { variant: 'text', lines: 3, width: 320 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-shape="text"]')).toHaveLength(3);
  },
};

export const Circle: Story = { args: { variant: 'circle', width: 40 } };

/** A loading row of a list: the region is busy; skeletons are hidden from assistive technology. */
export const ListPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading riders" role="region" style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton variant="circle" width={36} />
          <div style={{ flex: 1 }}>
            <Skeleton variant="text" lines={2} />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading riders' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: ListPlaceholder.render,
};

export const Playground: Story = {};
