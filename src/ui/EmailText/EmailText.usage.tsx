import { EmailText } from '../EmailText';

export function Usage({ email }: { email: string }) {
  // Wraps only after "@" and "." when the line is too narrow.
  return <EmailText text={email} />;
}
