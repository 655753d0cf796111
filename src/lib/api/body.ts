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

/** Thrown by `readLimited` when an answer is bigger than the limit; nothing more of it is read. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`answer larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * A response's body as bytes, read chunk by chunk and given up (the stream cancelled) as soon as it
 * passes `limit` bytes, or before reading when `Content-Length` already says so: a huge or endless
 * answer stops with an error instead of exhausting the tab (docs/security.md, "Success means success").
 */
export async function readLimited(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('Content-Length') ?? '');
  if (Number.isFinite(declared) && declared > limit) {
    // Not awaited: a stream's cancel can wait on its source; the answer is dropped either way.
    response.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(limit);
  }
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    if (whole.byteLength > limit) throw new BodyTooLargeError(limit);
    return whole;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
