import { describedBy, Field, useFieldIds } from '../Field';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';

/** TextField, PasswordField, Select and Checkbox come ready-made; Field wraps any other control. */
export function Usage({ error }: { error?: string }) {
  const ids = useFieldIds();
  const hint = 'Shown on receipts';
  return (
    <form noValidate>
      <TextField label="Email" type="email" required error={error} />
      <PasswordField label="Password" hint="At least 6 characters" required />
      <Field ids={ids} label="Colour" hint={hint}>
        <input id={ids.controlId} type="color" aria-describedby={describedBy(ids, hint, undefined)} />
      </Field>
    </form>
  );
}
