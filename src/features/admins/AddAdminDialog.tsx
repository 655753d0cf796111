import { Checkbox } from '../../ui/Checkbox';
import { FormDialog } from '../../ui/FormDialog';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { LIMITS } from '../../lib/limits';
import type { RegisterAdminInput } from '../../lib/schemas';
import { useForm } from '../../shared/form/useForm';
import type { MutationResult } from '../../shared/data/useMutation';
import { MIN_PASSWORD, toRegisterInput, validateNewAdmin, type NewAdminValues } from './model';

export interface AddAdminDialogProps {
  /** A create request is in flight. */
  saving: boolean;
  /** Sends the valid form; a 409 answer is shown by the Email field. */
  onCreate: (input: RegisterAdminInput) => Promise<MutationResult<unknown>>;
  onClose: () => void;
}

/** "Add New Admin" (docs/product.md §2, §5). Mount it anew (a new `key`) for each opening so the form starts empty. */
export function AddAdminDialog({ saving, onCreate, onClose }: AddAdminDialogProps) {
  const form = useForm<NewAdminValues, 'fullname' | 'email' | 'password'>({
    initial: { fullname: '', email: '', password: '', lagos: false },
    validate: validateNewAdmin,
    onSubmit: async (values) => {
      const result = await onCreate(toRegisterInput(values));
      if (!result.ok && result.status === 409) return { email: result.serverMessage ?? 'An admin with this email already exists' };
    },
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Add New Admin"
      submitLabel="Create Admin"
      submittingLabel="Creating..."
      submitting={saving}
      onSubmit={form.onSubmit}
    >
      <TextField label="Full Name" required maxLength={LIMITS.name} autoComplete="off" {...form.field('fullname')} />
      <TextField
        label="Email"
        type="email"
        required
        maxLength={LIMITS.email}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        {...form.field('email')}
      />
      <PasswordField
        label="Password"
        required
        minLength={MIN_PASSWORD}
        maxLength={LIMITS.password}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD} characters`}
        {...form.field('password')}
      />
      <Checkbox
        label="Lagos Role"
        description="A Lagos admin sees only the Lagos console."
        {...form.checkbox('lagos')}
      />
    </FormDialog>
  );
}
