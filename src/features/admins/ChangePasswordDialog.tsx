import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../ui/FormDialog';
import { PasswordField } from '../../ui/PasswordField';
import { tokens } from '../../ui/theme/tokens';
import { notify } from '../../lib/notify';
import { MIN_PASSWORD } from './api';

type FieldName = 'newPassword' | 'confirmPassword';
type Errors = Partial<Record<FieldName, string>>;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** Spec §5: both required, each at least 6 characters (the match is checked once both are valid). */
export function validatePasswords(newPassword: string, confirmPassword: string): Errors {
  const errors: Errors = {};
  if (!newPassword) errors.newPassword = 'New password is required';
  else if (newPassword.length < MIN_PASSWORD) errors.newPassword = `Password must be at least ${MIN_PASSWORD} characters`;
  if (!confirmPassword) errors.confirmPassword = 'Confirm the new password';
  else if (confirmPassword.length < MIN_PASSWORD) errors.confirmPassword = `Password must be at least ${MIN_PASSWORD} characters`;
  return errors;
}

const Name = styled.strong`
  color: ${tokens.color.text};
  font-weight: ${tokens.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export interface ChangePasswordDialogProps {
  /** The user whose password changes (shown after "Changing password for"). */
  userName: string;
  /** An update request is in flight. */
  saving: boolean;
  /** Sends the new password once both fields are valid and equal. */
  onUpdate: (newPassword: string) => void;
  onClose: () => void;
}

/** "Change Password" (spec §2, §5). Mount it anew (a new `key`) for each opening so both fields start empty. */
export function ChangePasswordDialog({ userName, saving, onUpdate, onClose }: ChangePasswordDialogProps) {
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});

  const set = (name: FieldName) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const found = validatePasswords(values.newPassword, values.confirmPassword);
    const first = (Object.keys(found) as FieldName[])[0];
    if (!first && values.newPassword !== values.confirmPassword) {
      notify.show('error', PASSWORDS_DO_NOT_MATCH, { autoClose: 2000 });
      found.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    }
    setErrors(found);
    const invalid = first ?? (found.confirmPassword ? 'confirmPassword' : null);
    if (invalid) {
      const el = form.elements.namedItem(invalid);
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    onUpdate(values.newPassword);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Change Password"
      description={
        <>
          Changing password for <Name>{userName}</Name>
        </>
      }
      size="sm"
      submitLabel="Update Password"
      submittingLabel="Updating..."
      submitting={saving}
      onSubmit={submit}
    >
      <PasswordField
        label="New Password"
        name="newPassword"
        required
        minLength={MIN_PASSWORD}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD} characters`}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        required
        minLength={MIN_PASSWORD}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
    </FormDialog>
  );
}
