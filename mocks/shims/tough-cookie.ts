/**
 * Stand-in for `tough-cookie` in the browser build of the mock backend (aliased in vite.config.ts).
 * MSW keeps a cookie jar for handlers that read or set cookies; ours never do (the session token
 * travels in the Authorization header), yet the real jar pulls in the public-suffix list (tldts,
 * ~110 KB gzip). This jar holds nothing: no cookie is ever stored or sent by the mocks.
 * Vitest (msw/node) keeps the real package.
 */
export type SerializedCookie = Record<string, unknown>;
export type MemoryCookieStoreIndex = Record<string, Record<string, Record<string, Cookie>>>;

export class Cookie {
  domain: string | null = null;
  path: string | null = null;
  key = '';
  static fromJSON(): Cookie | null {
    return null;
  }
  toJSON(): SerializedCookie {
    return {};
  }
}

export class MemoryCookieStore {
  idx: MemoryCookieStoreIndex = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}
  getCookiesSync(): Cookie[] {
    return [];
  }
  async setCookie(): Promise<void> {}
}
