/**
 * Reading a response body, shared by the API client (./client.ts) and the list decoder (./listDecode.ts,
 * which also runs in a worker): this module imports nothing, so the worker does not pull in the session.
 */

/** The body's `message` when it is a non-blank string. */
export function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim() !== '') return m;
  }
  return null;
}

/** A body as JSON: `parsed` false when it is empty or not JSON. */
export function parseBody(raw: string): { json: unknown; parsed: boolean } {
  if (raw.trim() === '') return { json: undefined, parsed: false };
  try {
    return { json: JSON.parse(raw), parsed: true };
  } catch {
    return { json: undefined, parsed: false };
  }
}
