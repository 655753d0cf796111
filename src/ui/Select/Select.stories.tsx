import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const vehicleTypes = [
  { value: 'car', label: 'Car' },
  { value: 'bike', label: 'Bike' },
  { value: 'keke', label: 'Keke' },
  { value: 'bus', label: 'Bus (coming soon)', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Vehicle Type', options: vehicleTypes, placeholder: 'Select vehicle type', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Vehicle Type' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'bike');
    await expect(select).toHaveValue('bike');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('option', { name: 'Bus (coming soon)' })).toBeDisabled();
  },
};

export const StatusFilter: Story = {
  args: {
    label: 'Status',
    placeholder: undefined,
    defaultValue: 'all',
    options: [
      { value: 'all', label: 'All Status' },
      { value: 'success', label: 'Successful' },
      { value: 'pending', label: 'Pending' },
      { value: 'failed', label: 'Failed' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All Status');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose a vehicle type' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Vehicle Type' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a vehicle type');
    await expect(select).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'car', hint: 'The vehicle type cannot change when editing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Vehicle Type' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} />
      <Select {...args} label="Vehicle type (error)" error="Choose a vehicle type" />
      <Select {...args} label="Vehicle type (disabled)" disabled defaultValue="car" />
    </div>
  ),
};

export const Playground: Story = {};
