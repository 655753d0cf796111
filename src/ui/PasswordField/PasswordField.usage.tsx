import { PasswordField } from '../PasswordField';

export function Usage() {
  // A show/hide button toggles the text; everything else is a TextField.
  return <PasswordField label="New Password" autoComplete="new-password" minLength={6} required />;
}
