/** The two console roles (docs/product.md §4): `admin` sees the full console, `lagos` the reduced one. */
export const ROLES = ['admin', 'lagos'] as const;

export type Role = (typeof ROLES)[number];

/** True for a string that names a console role; anything else (empty, unknown, not a string) is not one. */
export function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'lagos';
}
