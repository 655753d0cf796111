/**
 * Paths with server ids in them. Every id goes through here (request's `params`), so an id can never
 * change which endpoint is called: it is one encoded path segment, and the ids a URL parser would
 * resolve as navigation (`.`, `..`, also when percent-encoded) or an empty id are refused before
 * anything is sent (docs/security.md, "Sessions and bad data").
 */

/** Shown when an id cannot be put in a URL; nothing was sent. */
export const UNSAFE_ID_MESSAGE = 'This record has an id that cannot be used in a request, so nothing was sent. Reload the list and try again.';

export class UnsafePathError extends Error {
  constructor(readonly reason: string) {
    super(UNSAFE_ID_MESSAGE);
    this.name = 'UnsafePathError';
  }
}

/** `.` and `..` as URL parsers see them: `%2e` is a dot in a path segment (WHATWG URL). */
function isDotSegment(segment: string): boolean {
  const s = segment.toLowerCase().replaceAll('%2e', '.');
  return s === '.' || s === '..';
}

/** One id as one path segment: percent-encoded, never empty, `.` or `..`. */
export function pathSegment(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new UnsafePathError('not a string');
  const raw = String(value);
  if (raw === '') throw new UnsafePathError('empty');
  if (isDotSegment(raw)) throw new UnsafePathError('dot segment');
  return encodeURIComponent(raw);
}

/**
 * Fills `:name` placeholders of a route template with encoded ids, e.g.
 * `buildPath('/admin/adminusers/:id/change-password', { id })`. Then checks the whole path: no dot
 * segment, no query or fragment, whatever the template or the ids.
 */
export function buildPath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  const path = template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`buildPath: no value for :${name} in ${template}`);
    return pathSegment(params[name]);
  });
  if (/[?#]/.test(path)) throw new UnsafePathError('query or fragment');
  if (path.split('/').some(isDotSegment)) throw new UnsafePathError('dot segment');
  return path.startsWith('/') ? path : `/${path}`;
}
