import { normalEmail } from '../../lib/email';
import { LIMITS } from '../../lib/limits';
import type { AdminUser, RegisterAdminInput } from '../../lib/schemas';

/** docs/product.md §5: minimum password length. */
export const MIN_PASSWORD = 6;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The role as shown: lagos → "Lagos", admin or empty (or unreadable) → "Admin", anything else as sent. */
export function roleLabel(role: string | null): string {
  const r = (role ?? '').trim();
  if (r === '' || r.toLowerCase() === 'admin') return 'Admin';
  if (r.toLowerCase() === 'lagos') return 'Lagos';
  return r;
}

/** How the row's actions name the user ("Delete User Ada Obi"). */
export function adminName(u: Pick<AdminUser, 'fullname' | 'email'>): string {
  return u.fullname?.trim() || u.email?.trim() || 'unnamed admin';
}

/** Epoch milliseconds of an ISO date, for sorting; null when missing. */
export function createdAtTime(iso: string | null): number | null {
  return iso ? Date.parse(iso) : null;
}

/** The "Add New Admin" form as typed. */
export interface NewAdminValues {
  fullname: string;
  email: string;
  password: string;
  lagos: boolean;
}

export type NewAdminErrors = Partial<Record<'fullname' | 'email' | 'password', string>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const passwordError = (value: string, required: string): string | undefined =>
  !value
    ? required
    : value.length < MIN_PASSWORD
      ? `Password must be at least ${MIN_PASSWORD} characters`
      : value.length > LIMITS.password
        ? `Password can be at most ${LIMITS.password} characters`
        : undefined;

/** docs/product.md §5: full name, email and password required; email format; password at least 6 characters. */
export function validateNewAdmin(values: NewAdminValues): NewAdminErrors {
  const errors: NewAdminErrors = {};
  if (!values.fullname.trim()) errors.fullname = 'Full name is required';
  else if (values.fullname.trim().length > LIMITS.name) errors.fullname = `Full name can be at most ${LIMITS.name} characters`;
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (email.length > LIMITS.email || !EMAIL_RE.test(email)) errors.email = 'Enter a valid email address';
  const password = passwordError(values.password, 'Password is required');
  if (password) errors.password = password;
  return errors;
}

/** The register body: `role: "lagos"` only when the box is ticked, otherwise no role key at all. */
export function toRegisterInput(values: NewAdminValues): RegisterAdminInput {
  const input: RegisterAdminInput = { fullname: values.fullname.trim(), email: normalEmail(values.email), password: values.password };
  if (values.lagos) input.role = 'lagos';
  return input;
}

/** The "Change Password" form as typed. */
export interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/** docs/product.md §5: both required, each at least 6 characters, then equal. */
export function validatePasswords({ newPassword, confirmPassword }: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  const first = passwordError(newPassword, 'New password is required');
  if (first) errors.newPassword = first;
  const second = passwordError(confirmPassword, 'Confirm the new password');
  if (second) errors.confirmPassword = second;
  if (!first && !second && newPassword !== confirmPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
}

/** The signed-in admin's own account: by id when both are known, else by e-mail (case-insensitive). */
export function isOwnAccount(u: Pick<AdminUser, '_id' | 'email'>, me: { id: string | null; email: string | null }): boolean {
  if (me.id && u._id) return me.id === u._id;
  return !!me.email && !!u.email && me.email.toLowerCase() === u.email.trim().toLowerCase();
}
