import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../TextField';
import { PasswordField } from '../PasswordField';
import { Select } from '../Select';
import { Checkbox } from '../Checkbox';
import { Switch } from '../Switch';
import { Button } from '../Button';

/** Every form control together, with and without errors: the shared label/hint/error plumbing. */
function AllFieldsForm({ onSubmit, withErrors }: { onSubmit: () => void; withErrors: boolean }) {
  const [notify, setNotify] = useState(true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label="Example form" noValidate style={{ display: 'grid', gap: 16, maxWidth: 440 }}>
      <TextField label="Full Name" name="fullname" required placeholder="Full Name" defaultValue="Adaeze Okafor" />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        placeholder="Email Address"
        defaultValue={withErrors ? 'adaeze@' : 'adaeze@example.com'}
        error={withErrors ? 'Enter a valid email address' : undefined}
      />
      <PasswordField
        label="Password"
        name="password"
        required
        minLength={6}
        autoComplete="new-password"
        hint="At least 6 characters"
        defaultValue={withErrors ? 'abc' : 'secret12'}
        error={withErrors ? 'Use at least 6 characters' : undefined}
      />
      <Select
        label="Vehicle Type"
        required
        placeholder="Select vehicle type"
        options={[
          { value: 'car', label: 'Car' },
          { value: 'bike', label: 'Bike' },
        ]}
        error={withErrors ? 'Choose a vehicle type' : undefined}
      />
      <TextField label="Price per km" type="number" min={0} step={0.01} required defaultValue="150.00" startAdornment={<span aria-hidden="true">₦</span>} />
      <TextField label="Lagos Commission" type="number" value="30" disabled readOnly hint="Lagos Commission is fixed at ₦30" />
      <Checkbox label="Lagos Role" description="Restricts this admin to the Lagos console." />
      <Switch label="Email notifications" checked={notify} onChange={setNotify} />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button variant="secondary">Cancel</Button>
        <Button type="submit">Create Admin</Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Components/Form fields',
  component: AllFieldsForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), withErrors: false },
} satisfies Meta<typeof AllFieldsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Vehicle Type' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithErrors: Story = {
  args: { withErrors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters Use at least 6 characters');
    await expect(canvas.getByRole('combobox', { name: 'Vehicle Type' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { withErrors: true },
};

export const Playground: Story = {};
