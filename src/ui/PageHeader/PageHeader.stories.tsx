import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageHeader } from './PageHeader';
import { Button } from '../Button';

const onAdd = fn();

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Dashboard' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { title: 'Transactions Management', description: 'Every money movement, newest first.' },
};

export const WithActions: Story = {
  args: {
    title: 'Pricing Management',
    description: 'Price per km and commission for each vehicle type.',
    actions: <Button onClick={onAdd}>Add New Pricing</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Pricing' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  args: { title: 'Lagos Commission Transactions', description: 'Only records with a Lagos commission.', actions: <Button variant="secondary">Export</Button> },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithActions.args,
};

export const Playground: Story = {};
