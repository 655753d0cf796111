import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckIcon } from '../shared';
import { FeatureGrid } from './FeatureGrid';

const items = [
  { icon: <CheckIcon size={24} />, title: 'Checked drivers', body: 'Identity, licence and permit checks before the first trip.' },
  { icon: <CheckIcon size={24} />, title: 'Upfront fares', body: 'The price you see when you book is the price you pay.' },
  { icon: <CheckIcon size={24} />, title: 'Real support', body: 'A local team that answers and acts.' },
  { icon: <CheckIcon size={24} />, title: 'Live trip sharing', body: 'Let someone at home follow your trip.' },
];

const meta = {
  title: 'Public site/FeatureGrid',
  component: FeatureGrid,
  tags: ['autodocs'],
  args: { items, columns: 4 },
  decorators: [
    (Story) => (
      <section aria-label="Features">
        <h2 style={{ marginTop: 0 }}>Features</h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof FeatureGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Upfront fares' })).toBeVisible();
  },
};

export const ThreeColumns: Story = { args: { columns: 3, items: [...items, ...items].slice(0, 6) } };

/** Values and principles: numbers beside plain text. */
export const NumberedPlain: Story = {
  args: {
    columns: 2,
    variant: 'plain',
    numbered: true,
    items: items.map(({ title, body }) => ({ title, body })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('01')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('04')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Playground: Story = {};
