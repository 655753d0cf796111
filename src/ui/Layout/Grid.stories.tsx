import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Grid } from './Grid';

const cells = ['Total Riders', 'Verified Riders', 'Unverified Riders', 'Completed Profiles'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { gap: 4, minColumnWidth: '160px' },
  render: (args) => (
    <Grid {...args}>
      {cells.map((c) => (
        <Card key={c}>{c}</Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (el: HTMLElement) => getComputedStyle(el).gridTemplateColumns.split(' ').length;

export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Total Riders').parentElement!;
    await expect(getComputedStyle(grid).display).toBe('grid');
    await expect(columnsOf(grid)).toBeGreaterThan(1);
  },
};

/** Narrower than two columns: one column. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 300 }}>
      <Grid {...args}>
        {cells.map((c) => (
          <Card key={c}>{c}</Card>
        ))}
      </Grid>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByText('Total Riders').parentElement!)).toBe(1);
  },
};

export const WideColumns: Story = { args: { minColumnWidth: '320px', gap: 6 } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Playground: Story = {};
