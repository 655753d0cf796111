import type * as z from 'zod/mini';
import { env } from '../env';
import { clearSession, getToken } from '../session';
import { messageOf, parseBody } from './body';
import { buildPath, UnsafePathError } from './path';

export { UNSAFE_ID_MESSAGE } from './path';

/** `refused`: nothing was sent (an id that is not a safe path segment, see ./path.ts). */
export type ApiErrorKind = 'http' | 'unauthorized' | 'network' | 'malformed' | 'refused';

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
  if (error instanceof ApiError && error.kind === 'refused') return error.message;
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface ApiHooks {
  /** A 401 from any call but login: the session is already cleared; show the toast and go to /login. */
  onUnauthorized: () => void;
  /** No answer (or a server fault): show the network toast. */
  onNetworkError: () => void;
  /** Awaited before every call (the mock backend starts on the first call, so public pages never load it). */
  beforeRequest?: () => Promise<void>;
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
}

export function apiUrl(path: string): string {
  return `${env.apiUrl}/api${path.startsWith('/') ? path : `/${path}`}`;
}

/** A sent call: its response and the token it answers for. */
export interface Sent {
  response: Response;
  sentToken: string | null;
  auth: boolean;
}

type SendOptions = Omit<RequestOptions<z.ZodMiniType>, 'schema'>;

/** URL, token, the mock's start and fetch, with the refused/network reactions (docs/product.md §4 and §8). */
export async function send(path: string, options: SendOptions): Promise<Sent> {
  const { method = 'GET', body, params, auth = true, signal, timeoutMs = 20000 } = options;
  let url: string;
  try {
    url = apiUrl(buildPath(path, params));
  } catch (e) {
    if (e instanceof UnsafePathError) throw new ApiError('refused', null, null, e.message);
    throw e;
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The token this call answers for: a 401 ends the session only while this token is still the stored one.
  const sentToken = auth ? getToken() : null;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  if (hooks.beforeRequest) {
    try {
      await hooks.beforeRequest();
    } catch {
      hooks.onNetworkError();
      throw new ApiError('network', null, null);
    }
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { response, sentToken, auth };
  } catch (e) {
    if (signal?.aborted) throw e;
    hooks.onNetworkError();
    throw new ApiError('network', null, null);
  }
}

/** The error of a non-2xx answer, after its reactions: a 401 ends the session (forced logout), a 5xx toasts. */
export function failure({ response, sentToken, auth }: Sent, json: unknown, parsed: boolean): ApiError {
  const serverMessage = parsed ? messageOf(json) : null;
  if (response.status === 401 && auth) {
    // A slow answer to a token that has since been replaced (a new sign-in) must not end the new session.
    if (getToken() === sentToken) {
      clearSession();
      hooks.onUnauthorized();
    }
    return new ApiError('unauthorized', 401, serverMessage);
  }
  if (response.status >= 500) hooks.onNetworkError();
  return new ApiError('http', response.status, serverMessage);
}

/** One call to the backend: URL, token, JSON, validation and the session/network reactions of docs/product.md §4 and §8. */
export async function request<S extends z.ZodMiniType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const sent = await send(path, options);
  const { response } = sent;
  const raw = await response.text().catch(() => '');
  const { json, parsed } = parseBody(raw);
  if (!response.ok) throw failure(sent, json, parsed);

  // Empty or not JSON: `undefined`, which only the schemas of unread answers accept (a 204 is a success).
  const result = options.schema.safeParse(parsed ? json : undefined);
  if (!result.success) throw new ApiError('malformed', response.status, parsed ? messageOf(json) : null);
  return result.data;
}
