import { useState, type FormEvent } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { FormDialog } from '../../ui/FormDialog';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import type { RegisterAdminInput } from '../../lib/schemas';
import { MIN_PASSWORD, type ActionResult } from './api';

type FieldName = 'fullname' | 'email' | 'password';
type Errors = Partial<Record<FieldName, string>>;

interface Values {
  fullname: string;
  email: string;
  password: string;
  lagos: boolean;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: full name, email and password required; email format; password at least 6 characters. */
export function validateNewAdmin(values: Values): Errors {
  const errors: Errors = {};
  if (!values.fullname.trim()) errors.fullname = 'Full name is required';
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_RE.test(email)) errors.email = 'Enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD) errors.password = `Password must be at least ${MIN_PASSWORD} characters`;
  return errors;
}

/** The register body: `role: "lagos"` only when the box is ticked, otherwise no role key at all. */
export function toRegisterInput(values: Values): RegisterAdminInput {
  const input: RegisterAdminInput = { fullname: values.fullname.trim(), email: values.email.trim(), password: values.password };
  if (values.lagos) input.role = 'lagos';
  return input;
}

export interface AddAdminDialogProps {
  /** A create request is in flight. */
  saving: boolean;
  /** Sends the valid form; a 409 answer is shown by the Email field. */
  onCreate: (input: RegisterAdminInput) => Promise<ActionResult>;
  onClose: () => void;
}

/** "Add New Admin" (spec §2, §5). Mount it anew (a new `key`) for each opening so the form starts empty. */
export function AddAdminDialog({ saving, onCreate, onClose }: AddAdminDialogProps) {
  const [values, setValues] = useState<Values>({ fullname: '', email: '', password: '', lagos: false });
  const [errors, setErrors] = useState<Errors>({});

  const set = (name: FieldName) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const found = validateNewAdmin(values);
    setErrors(found);
    const first = (Object.keys(found) as FieldName[])[0];
    if (first) {
      const el = form.elements.namedItem(first);
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    const result = await onCreate(toRegisterInput(values));
    if (!result.ok && result.status === 409) {
      setErrors({ email: result.message ?? 'An admin with this email already exists' });
      const el = form.elements.namedItem('email');
      if (el instanceof HTMLElement) el.focus();
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Add New Admin"
      submitLabel="Create Admin"
      submittingLabel="Creating..."
      submitting={saving}
      onSubmit={(e) => void submit(e)}
    >
      <TextField label="Full Name" name="fullname" required autoComplete="off" value={values.fullname} onChange={set('fullname')} error={errors.fullname} />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        required
        minLength={MIN_PASSWORD}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD} characters`}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Checkbox
        label="Lagos Role"
        name="lagos"
        description="A Lagos admin sees only the Lagos console."
        checked={values.lagos}
        onChange={(e) => setValues((v) => ({ ...v, lagos: e.target.checked }))}
      />
    </FormDialog>
  );
}
