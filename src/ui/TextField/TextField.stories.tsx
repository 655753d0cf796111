import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Full Name', placeholder: 'e.g. Adaeze Okafor', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'number', 'password', 'search', 'tel', 'url'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'Email Address', hint: 'We send the sign-in link here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We send the sign-in link here.');
  },
};

export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ada@', hint: 'Work address', error: 'Enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Work address Enter a valid email address');
  },
};

export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true, placeholder: 'Email Address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
  },
};

export const NumberInput: Story = {
  args: { label: 'Price per km', type: 'number', min: 0, step: 0.01, defaultValue: 150, startAdornment: <span aria-hidden="true">₦</span> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Price per km' });
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveAttribute('step', '0.01');
    await expect(input).toHaveValue(150);
  },
};

export const Disabled: Story = {
  args: { label: 'Lagos Commission', type: 'number', value: 30, disabled: true, readOnly: true, hint: 'Lagos Commission is fixed at ₦30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Lagos Commission' })).toBeDisabled();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search rides', hideLabel: true, type: 'search', placeholder: 'Search rides...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search rides' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} />
      <TextField {...args} label="Email" type="email" defaultValue="ada@" error="Enter a valid email address" />
      <TextField {...args} label="Lagos Commission" value="30" disabled readOnly hint="Lagos Commission is fixed at ₦30" />
    </div>
  ),
};

export const Playground: Story = {
  args: { hint: 'Some help text', error: '' },
};
