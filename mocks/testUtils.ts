/** Shared by the mock backend's own tests: one call to the mocked API with real fetch. */
export interface CallResult {
  status: number;
  body: unknown;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** Send this raw string instead of JSON.stringify(body). */
  raw?: string;
  origin?: string;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const { token, body, raw, origin = 'http://localhost' } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined || raw !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${origin}/api/admin${path}`, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed };
}

/** Narrow unknown JSON for assertions. */
export function get<T = unknown>(value: unknown, ...path: (string | number)[]): T {
  let v: unknown = value;
  for (const k of path) v = (v as Record<string | number, unknown> | null | undefined)?.[k];
  return v as T;
}
