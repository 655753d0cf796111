import type * as z from 'zod/mini';
import { env } from '../env';
import { clearSession, getToken } from '../session';
import { BodyTooLargeError, messageOf, parseBody, readLimited } from './body';
import { takeFirstRead } from './firstRead';
import { buildPath, UnsafePathError } from './path';

export { UNSAFE_ID_MESSAGE } from './path';

/**
 * `refused`: nothing was sent (an id that is not a safe path segment, see ./path.ts). `unexpected`: a change
 * was answered 2xx with a body that is neither JSON nor empty (a captive portal's page). `too-large`: the
 * answer passed the size limit (`VITE_MAX_RESPONSE_MB`) and was not read further.
 */
export type ApiErrorKind = 'http' | 'unauthorized' | 'network' | 'malformed' | 'refused' | 'unexpected' | 'too-large';

/** docs/security.md, "Success means success": a 2xx that is not JSON and not empty is no success. */
export const UNEXPECTED_ANSWER_MESSAGE = 'The server answered in an unexpected way; nothing was changed';

export function tooLargeMessage(limitBytes: number): string {
  const mb = limitBytes / 1024 / 1024;
  const size = mb >= 1 ? `${Math.round(mb)} MB` : `${Math.max(1, Math.round(limitBytes / 1024))} KB`;
  return `The server's answer is larger than ${size}, so the console stopped reading it.`;
}

/** Every failure of a call. `serverMessage` is the body's `message` when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    readonly serverMessage: string | null,
    message?: string,
  ) {
    super(message ?? serverMessage ?? `${kind}${status ? ` ${status}` : ''}`);
    this.name = 'ApiError';
  }
}

/** True for a 401 (the forced logout reports it, or it answered an older session: screens stay quiet). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unauthorized';
}

/** The server's message when there is one, else the screen's fallback text (docs/product.md §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.kind === 'refused' || error.kind === 'unexpected' || error.kind === 'too-large')) return error.message;
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface ApiHooks {
  /** A 401 from any call but login: the session is already cleared; show the toast and go to /login. */
  onUnauthorized: () => void;
  /** No answer (or a server fault): show the network toast. */
  onNetworkError: () => void;
  /**
   * Called before every call: a promise to wait for (the mock backend starts on the first call, so public
   * pages never load it), or nothing when the call may leave at once. Nothing is awaited then: an `await`
   * would hold the request until the code running now ends, and a list's request is made during the
   * render of its screen (docs/performance.md, "Server mode: the request in its render").
   */
  beforeRequest?: () => Promise<void> | undefined;
}

let hooks: ApiHooks = { onUnauthorized: () => {}, onNetworkError: () => {} };

/** The app registers its toast and navigation reactions once at start-up. */
export function configureApi(next: ApiHooks): void {
  hooks = next;
}

export interface RequestOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * Values of the path's `:name` placeholders (ids from the server): each is encoded as one path
   * segment, and `.`, `..` or an empty id refuses the call (ApiError kind `refused`).
   */
  params?: Readonly<Record<string, string | number>>;
  /** Query parameters (a paged list's page, search, sort and filters), encoded after the path. */
  query?: Readonly<Record<string, string>>;
  /**
   * Validates the answer. A 2xx whose body is empty or not JSON is parsed as `undefined`: schemas of
   * answers the screen does not read (messageSchema) accept it, so a 204 is a success.
   */
  schema: S;
  /** Send the bearer token and treat a 401 as a forced logout. False only for login. */
  auth?: boolean;
  signal?: AbortSignal;
  /** No answer within this many ms counts as no answer. */
  timeoutMs?: number;
  /** No global reactions (network toast, forced logout): for the logout call, whose outcome nobody waits for. */
  quiet?: boolean;
}

export function apiUrl(path: string): string {
  return `${env.apiUrl}/api${path.startsWith('/') ? path : `/${path}`}`;
}

/** The URL of a call: the API's origin, `/api`, the path with its ids (see ./path.ts), then the query. */
export function requestUrl(path: string, params?: RequestOptions<z.ZodMiniType>['params'], query?: RequestOptions<z.ZodMiniType>['query']): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return apiUrl(buildPath(path, params)) + (search ? `?${search}` : '');
}

/** A sent call: its response and the token it answers for. */
export interface Sent {
  response: Response;
  sentToken: string | null;
  auth: boolean;
  quiet?: boolean;
}

type SendOptions = Omit<RequestOptions<z.ZodMiniType>, 'schema'>;

/** URL, token, the mock's start and fetch, with the refused/network reactions (docs/product.md §4 and §8). */
export async function send(path: string, options: SendOptions): Promise<Sent> {
  const { method = 'GET', body, params, query, auth = true, signal, timeoutMs = 20000, quiet = false } = options;
  let url: string;
  try {
    url = requestUrl(path, params, query);
  } catch (e) {
    if (e instanceof UnsafePathError) throw new ApiError('refused', null, null, e.message);
    throw e;
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The token this call answers for: a 401 ends the session only while this token is still the stored one.
  const sentToken = auth ? getToken() : null;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  const gate = hooks.beforeRequest?.();
  if (gate) {
    try {
      await gate;
    } catch {
      if (!quiet) hooks.onNetworkError();
      throw new ApiError('network', null, null);
    }
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    // The page's first read, already sent by the console's HTML for this very call (./firstRead.ts).
    const sentEarly = method === 'GET' && body === undefined ? takeFirstRead(url, sentToken, stop) : null;
    const response = await (sentEarly ?? fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // A redirect (a captive portal, a proxy's sign-in page) is an error, never followed silently; and no
      // answer comes from or goes into the HTTP cache (docs/security.md, "Success means success").
      redirect: 'error',
      cache: 'no-store',
      signal: stop,
    }));
    return { response, sentToken, auth, quiet };
  } catch (e) {
    if (signal?.aborted) throw e;
    if (!quiet) hooks.onNetworkError();
    throw new ApiError('network', null, null);
  }
}

/**
 * The body of an answer as bytes, at most `env.maxResponseBytes` (docs/security.md): beyond that the
 * read stops with ApiError `too-large`. A body that breaks off is an empty one.
 */
export async function readBody(response: Response): Promise<Uint8Array> {
  try {
    return await readLimited(response, env.maxResponseBytes);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw new ApiError('too-large', response.status, null, tooLargeMessage(e.limit));
    return new Uint8Array(0);
  }
}

const utf8 = new TextDecoder();

/** The error of a non-2xx answer, after its reactions: a 401 ends the session (forced logout), a 5xx toasts. */
export async function failure(sent: Sent): Promise<ApiError> {
  const { response, sentToken, auth, quiet } = sent;
  // The server's message, if the body is a readable JSON one (an oversized error page has none).
  const raw = await readBody(response).then((b) => utf8.decode(b), () => '');
  const { json, parsed } = parseBody(raw);
  const serverMessage = parsed ? messageOf(json) : null;
  if (response.status === 401 && auth) {
    // A slow answer to a token that has since been replaced (a new sign-in) must not end the new session.
    if (getToken() === sentToken && !quiet) {
      clearSession();
      hooks.onUnauthorized();
    }
    return new ApiError('unauthorized', 401, serverMessage);
  }
  if (response.status >= 500 && !quiet) hooks.onNetworkError();
  return new ApiError('http', response.status, serverMessage);
}

/** One call to the backend: URL, token, JSON, validation and the session/network reactions of docs/product.md §4 and §8. */
export async function request<S extends z.ZodMiniType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const sent = await send(path, options);
  const { response } = sent;
  if (!response.ok) throw await failure(sent);
  const raw = utf8.decode(await readBody(response));
  const { json, parsed } = parseBody(raw);
  // A change succeeds only on JSON or an empty body (204, Content-Length: 0): an HTML page under a 200 is
  // a captive portal or a proxy, not the backend, and nothing was changed.
  // (Sign-in, the one call without a token, changes nothing: it stays a failed sign-in, "Login failed".)
  if (!parsed && raw.trim() !== '' && (options.method ?? 'GET') !== 'GET' && options.auth !== false) {
    throw new ApiError('unexpected', response.status, null, UNEXPECTED_ANSWER_MESSAGE);
  }
  // Empty: `undefined`, which only the schemas of unread answers accept (a 204 is a success).
  const result = options.schema.safeParse(parsed ? json : undefined);
  if (!result.success) throw new ApiError('malformed', response.status, parsed ? messageOf(json) : null);
  return result.data;
}
