/**
 * An e-mail address as the console sends it: trimmed and in lower case, so "Ada@Kero.ng " signs in as
 * ada@kero.ng whatever the backend's comparison (docs/security.md, "Input limits"). Admins are created
 * the same way, so an address is stored as it will be typed at sign-in.
 */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}
