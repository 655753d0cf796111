import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureGrid } from '../FeatureGrid';
import { Section } from './Section';

const items = [
  { title: 'Checked drivers', body: 'Identity, licence and permit checks before the first trip.' },
  { title: 'Upfront fares', body: 'The price you see when you book is the price you pay.' },
  { title: 'Real support', body: 'A local team that answers and acts.' },
];

const meta = {
  title: 'Public site/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'why',
    eyebrow: 'Why us',
    title: 'Rides you can trust',
    intro: 'Three promises we keep on every trip.',
    children: <FeatureGrid items={items} />,
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Rides you can trust' });
    await expect(region).toHaveAttribute('id', 'why');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rides you can trust' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('h3')).toHaveLength(3);
  },
};

export const Muted: Story = { args: { tone: 'muted' } };

export const Centered: Story = { args: { align: 'center' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { tone: 'muted' } };

export const Playground: Story = {};
