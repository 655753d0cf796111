import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Lagos Role', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Lagos Role' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Lagos Role'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { description: 'Restricts this admin to the Lagos console.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Lagos Role' })).toHaveAccessibleDescription('Restricts this admin to the Lagos console.');
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Lagos Role' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, description: 'Only a full admin can change this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Lagos Role' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} description="Restricts this admin to the Lagos console." />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Disabled" disabled />
    </div>
  ),
};

export const Playground: Story = {};
