import { useState, type ComponentProps, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { FormDialog } from './FormDialog';

type AdminErrors = Partial<Record<'fullname' | 'email' | 'password', string>>;

function validateAdmin(data: FormData): AdminErrors {
  const errors: AdminErrors = {};
  const fullname = String(data.get('fullname') ?? '').trim();
  const email = String(data.get('email') ?? '').trim();
  const password = String(data.get('password') ?? '');
  if (!fullname) errors.fullname = 'Full name is required';
  if (!email) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  else if (password.length < 6) errors.password = 'Password must be at least 6 characters';
  return errors;
}

type DemoProps = Partial<ComponentProps<typeof FormDialog>> & {
  /** Receives the valid values (stands in for the API call). */
  onValid?: (values: Record<string, FormDataEntryValue>) => void;
  initialErrors?: AdminErrors;
  /** How long the fake request takes; 0 keeps it pending forever. */
  requestMs?: number;
};

/** "Add New Admin" (docs/product.md §2): callers validate on submit and show field errors. */
function AddAdminDemo({ onValid, initialErrors = {}, requestMs = 600, submitting: forcedSubmitting, error, onClose }: DemoProps) {
  const [open, setOpen] = useState(true);
  const [errors, setErrors] = useState<AdminErrors>(initialErrors);
  const [submitting, setSubmitting] = useState(false);
  const busy = forcedSubmitting ?? submitting;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = validateAdmin(data);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onValid?.(Object.fromEntries(data));
    setSubmitting(true);
    if (requestMs > 0)
      setTimeout(() => {
        setSubmitting(false);
        setOpen(false);
      }, requestMs);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add New Admin
      </Button>
      <FormDialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Add New Admin"
        submitLabel="Create Admin"
        submittingLabel="Creating..."
        submitting={busy}
        error={error}
        onSubmit={submit}
      >
        <TextField label="Full Name" name="fullname" required error={errors.fullname} autoComplete="name" />
        <TextField label="Email" name="email" type="email" required error={errors.email} autoComplete="email" />
        <PasswordField label="Password" name="password" required error={errors.password} autoComplete="new-password" />
        <Checkbox label="Lagos Role" name="lagos" />
      </FormDialog>
    </>
  );
}

type ValuesHandler = (values: Record<string, FormDataEntryValue>) => void;
const asValuesSpy = (spy: unknown) => spy as ValuesHandler;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Components/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  parameters: {
    // Overlays and fixed-position parts would cover the docs page: each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    title: 'Add New Admin',
    submitLabel: 'Create Admin',
    children: null,
  },
  argTypes: { children: { control: false }, initialFocusRef: { control: false } },
  // The onSubmit spy receives the valid values here, so the plays can assert on them.
  render: (args) => <AddAdminDemo onClose={args.onClose} onValid={asValuesSpy(args.onSubmit)} />,
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty submit shows field errors; a valid submit spins, then closes. */
export const Default: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Add New Admin' });
    const ui = within(dialog);
    // The dialog is found at its commit; it moves the focus in the effect after it (src/ui/Dialog/Dialog.tsx).
    await waitFor(() => expect(ui.getByLabelText(/Full Name/)).toHaveFocus());
    await userEvent.click(ui.getByRole('button', { name: 'Create Admin' }));
    await expect(await ui.findByText('Full name is required')).toBeInTheDocument();
    await expect(ui.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(ui.getByLabelText(/Full Name/), 'Ngozi Eze');
    await userEvent.type(ui.getByLabelText(/Email/), 'ngozi@kero.ng');
    await userEvent.type(ui.getByLabelText(/^Password/), 'secret12');
    // Enter in a field submits (the submit button belongs to the form through form=).
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fullname: 'Ngozi Eze', email: 'ngozi@kero.ng' }));
    const submit = ui.getByRole('button', { name: 'Creating...' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    // Cannot submit twice, cannot dismiss while submitting.
    await userEvent.click(submit);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(ui.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add New Admin' })).toBeInTheDocument();
  },
};

/** Field errors and a form-level error from the server. */
export const ValidationErrors: Story = {
  render: (args) => (
    <AddAdminDemo
      onClose={args.onClose}
      error="An admin with this email already exists."
      initialErrors={{ fullname: 'Full name is required', password: 'Password must be at least 6 characters' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add New Admin' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('An admin with this email already exists.');
    await expect(within(dialog).getByLabelText(/Full Name/)).toHaveAccessibleDescription(/Full name is required/);
  },
};

/** Request in flight: spinner on submit, Cancel/Close disabled, Escape ignored. */
export const Submitting: Story = {
  render: (args) => <AddAdminDemo onClose={args.onClose} submitting />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add New Admin' });
    const ui = within(dialog);
    await expect(ui.getByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-busy', 'true');
    await expect(ui.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).getByRole('dialog', { name: 'Add New Admin' })).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

function ChangePasswordDemo({ onSubmit }: { onSubmit: (values: Record<string, FormDataEntryValue>) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Change Password"
      description="Changing password for Ngozi Eze"
      submitLabel="Update Password"
      size="sm"
      onSubmit={(e) => onSubmit(Object.fromEntries(new FormData(e.currentTarget)))}
    >
      <PasswordField label="New Password" name="newPassword" required autoComplete="new-password" />
      <PasswordField label="Confirm New Password" name="confirmPassword" required autoComplete="new-password" />
    </FormDialog>
  );
}

export const ChangePassword: Story = {
  render: (args) => <ChangePasswordDemo onSubmit={asValuesSpy(args.onSubmit)} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toHaveAccessibleDescription('Changing password for Ngozi Eze');
    const ui = within(dialog);
    await userEvent.type(ui.getByLabelText(/^New Password/), 'abcdef');
    await userEvent.type(ui.getByLabelText(/^Confirm New Password/), 'abcdef');
    await userEvent.click(ui.getByRole('button', { name: 'Update Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'abcdef', confirmPassword: 'abcdef' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: ValidationErrors.render,
};

/** The component itself, driven by controls. */
export const Playground: Story = {
  args: { description: 'All fields are required.', submitting: false },
  render: (args) => (
    <FormDialog {...args}>
      <TextField label="Full Name" name="fullname" />
    </FormDialog>
  ),
};
