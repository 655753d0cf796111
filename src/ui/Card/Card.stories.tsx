import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Card } from './Card';
import { Button } from '../Button';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: { children: 'Cards group related content on a surface with a border and rounded corners.' },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] }, headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const WithTitle: Story = {
  args: { title: 'Recent activity' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Recent activity' });
    await expect(section.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent activity' })).toBeVisible();
  },
};

const onAdd = fn();
export const WithActions: Story = {
  args: {
    title: 'Pricing',
    headingLevel: 3,
    actions: (
      <Button size="sm" onClick={onAdd}>
        Add New Pricing
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pricing' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Pricing' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const NoPadding: Story = {
  args: {
    title: 'Edge to edge',
    padding: 'none',
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {['First row', 'Second row', 'Third row'].map((t) => (
          <li key={t} style={{ padding: '12px 20px', borderTop: '1px solid var(--k-color-border)' }}>
            {t}
          </li>
        ))}
      </ul>
    ),
  },
};

export const SmallPadding: Story = { args: { padding: 'sm' } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { title: 'Recent activity', actions: <Button size="sm" variant="secondary">View all</Button> },
};

export const Playground: Story = { args: { title: 'Card title' } };
