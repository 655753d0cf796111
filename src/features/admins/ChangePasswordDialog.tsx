import styled from 'styled-components';
import { FormDialog } from '../../ui/FormDialog';
import { PasswordField } from '../../ui/PasswordField';
import { LIMITS } from '../../lib/limits';
import { tokens } from '../../ui/theme/tokens';
import { notify } from '../../lib/notify';
import { useForm } from '../../shared/form/useForm';
import { MIN_PASSWORD, PASSWORDS_DO_NOT_MATCH, validatePasswords, type PasswordValues } from './model';

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

/** "Change Password" (docs/product.md §2, §5). Mount it anew (a new `key`) for each opening so both fields start empty. */
export function ChangePasswordDialog({ userName, saving, onUpdate, onClose }: ChangePasswordDialogProps) {
  const form = useForm<PasswordValues>({
    initial: { newPassword: '', confirmPassword: '' },
    validate: validatePasswords,
    // docs/product.md §8: a mismatch is also toasted.
    onInvalid: (errors) => {
      if (errors.confirmPassword === PASSWORDS_DO_NOT_MATCH) notify.show('error', PASSWORDS_DO_NOT_MATCH, { autoClose: 2000 });
    },
    onSubmit: (values) => onUpdate(values.newPassword),
  });

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
      onSubmit={form.onSubmit}
    >
      <PasswordField
        label="New Password"
        required
        minLength={MIN_PASSWORD}
        maxLength={LIMITS.password}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD} characters`}
        {...form.field('newPassword')}
      />
      <PasswordField label="Confirm New Password" required minLength={MIN_PASSWORD} maxLength={LIMITS.password} autoComplete="new-password" {...form.field('confirmPassword')} />
    </FormDialog>
  );
}
