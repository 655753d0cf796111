/** Validation of the VITE_* settings, shared by vite.config.ts (build time) and the app (run time). */
export interface AppEnv {
  /** Backend origin without trailing slash; '' means the page's own origin. */
  apiUrl: string;
  mocking: boolean;
  googleMapsApiKey: string;
  mockScale: number;
  /** An answer bigger than this stops with an error (`VITE_MAX_RESPONSE_MB`, default 256; docs/security.md). */
  maxResponseBytes: number;
  /**
   * `VITE_MEDIA_ORIGINS`: the https origins pictures and documents may come from (comma-separated); empty
   * means any https origin. Narrows the CSP's img-src (deploy/headers.ts) and src/lib/media.ts alike.
   */
  mediaOrigins: string[];
  /** `VITE_IDLE_MINUTES`: minutes without input in any tab before the console signs out (default 30). */
  idleMinutes: number;
  /** `VITE_CSP_REPORT_URL`: where browsers report CSP violations (deploy/headers.ts); '' = no reports. */
  cspReportUrl: string;
  /** VITE_API_PAGING: how the big lists page (docs/api.md, "Paged lists"); `auto` learns it from the first answer. */
  paging: 'auto' | 'server' | 'client';
}

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid ${variable}: ${detail}`);
    this.name = 'EnvError';
  }
}

type RawEnv = Record<string, string | boolean | undefined>;

function text(raw: RawEnv, key: string): string {
  const v = raw[key];
  return typeof v === 'string' ? v.trim() : '';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface EnvContext {
  /** Mocking when VITE_API_MOCKING is unset. */
  mocking: boolean;
  /**
   * A production build (`npm run build`): the API must be https:// (plain http only to this machine, for
   * `npm run mock:server`), and the mock backend is refused (docs/security.md).
   */
  production?: boolean;
}

/** Throws EnvError naming the first malformed variable. */
export function parseEnv(raw: RawEnv, defaults: EnvContext): AppEnv {
  const apiUrlRaw = text(raw, 'VITE_API_URL');
  let apiUrl = '';
  if (apiUrlRaw !== '') {
    let url: URL;
    try {
      url = new URL(apiUrlRaw);
    } catch {
      throw new EnvError('VITE_API_URL', `"${apiUrlRaw}" is not an absolute http(s) origin such as https://api.example.com`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new EnvError('VITE_API_URL', `"${apiUrlRaw}" must start with http:// or https://`);
    }
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
      throw new EnvError('VITE_API_URL', `"${apiUrlRaw}" must be an origin only (no path); /api is added by the console`);
    }
    if (defaults.production && url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
      throw new EnvError(
        'VITE_API_URL',
        `"${apiUrlRaw}" sends the sign-in token in clear text; a production build needs https:// (http:// only for localhost or 127.0.0.1)`,
      );
    }
    apiUrl = url.origin;
  }

  const mockingRaw = text(raw, 'VITE_API_MOCKING').toLowerCase();
  let mocking = defaults.mocking;
  if (mockingRaw !== '') {
    if (mockingRaw !== 'on' && mockingRaw !== 'off') {
      throw new EnvError('VITE_API_MOCKING', `"${mockingRaw}" must be "on" or "off"`);
    }
    mocking = mockingRaw === 'on';
  }
  if (defaults.production && mocking) {
    throw new EnvError('VITE_API_MOCKING', 'a production build never contains the mock backend; use `npm run build:demo` for a demo build');
  }

  const scaleRaw = text(raw, 'VITE_MOCK_SCALE');
  let mockScale = 1;
  if (scaleRaw !== '') {
    const n = Number(scaleRaw);
    if (!Number.isFinite(n) || n <= 0 || n > 1000) {
      throw new EnvError('VITE_MOCK_SCALE', `"${scaleRaw}" must be a number above 0 and at most 1000`);
    }
    mockScale = n;
  }

  const googleMapsApiKey = text(raw, 'VITE_GOOGLE_MAPS_API_KEY');
  if (/\s/.test(googleMapsApiKey)) {
    throw new EnvError('VITE_GOOGLE_MAPS_API_KEY', 'must not contain spaces');
  }

  const maxRaw = text(raw, 'VITE_MAX_RESPONSE_MB');
  let maxResponseMb = 256;
  if (maxRaw !== '') {
    const n = Number(maxRaw);
    if (!Number.isFinite(n) || n <= 0 || n > 4096) {
      throw new EnvError('VITE_MAX_RESPONSE_MB', `"${maxRaw}" must be a number of megabytes above 0 and at most 4096`);
    }
    maxResponseMb = n;
  }

  const mediaOrigins: string[] = [];
  for (const part of text(raw, 'VITE_MEDIA_ORIGINS').split(',')) {
    const value = part.trim();
    if (value === '') continue;
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      /* reported below */
    }
    if (!url || url.protocol !== 'https:' || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
      throw new EnvError('VITE_MEDIA_ORIGINS', `"${value}" must be an https:// origin such as https://media.example.com (comma-separated, no paths)`);
    }
    if (!mediaOrigins.includes(url.origin)) mediaOrigins.push(url.origin);
  }

  const idleRaw = text(raw, 'VITE_IDLE_MINUTES');
  let idleMinutes = 30;
  if (idleRaw !== '') {
    const n = Number(idleRaw);
    // At least 2: the warning comes one minute ahead.
    if (!Number.isFinite(n) || n < 2 || n > 24 * 60) {
      throw new EnvError('VITE_IDLE_MINUTES', `"${idleRaw}" must be a number of minutes from 2 to 1440`);
    }
    idleMinutes = n;
  }

  const reportRaw = text(raw, 'VITE_CSP_REPORT_URL');
  let cspReportUrl = '';
  if (reportRaw !== '') {
    let url: URL | null = null;
    try {
      url = new URL(reportRaw);
    } catch {
      /* reported below */
    }
    const local = url?.protocol === 'http:' && LOOPBACK.has(url.hostname);
    // Goes into a header as is: no quotes, spaces, commas or semicolons that would end the directive.
    if (!url || (url.protocol !== 'https:' && !local) || /[\s"';,\\]/.test(reportRaw)) {
      throw new EnvError('VITE_CSP_REPORT_URL', `"${reportRaw}" must be an https:// URL (http:// only for localhost) without quotes, spaces, commas or semicolons`);
    }
    cspReportUrl = url.href;
  }
  const pagingRaw = text(raw, 'VITE_API_PAGING').toLowerCase();
  if (pagingRaw !== '' && pagingRaw !== 'auto' && pagingRaw !== 'server' && pagingRaw !== 'client') {
    throw new EnvError('VITE_API_PAGING', `"${pagingRaw}" must be "auto", "server" or "client"`);
  }
  const paging = pagingRaw === '' ? 'auto' : pagingRaw;
  return {
    apiUrl,
    mocking,
    googleMapsApiKey,
    mockScale,
    paging,
    maxResponseBytes: Math.round(maxResponseMb * 1024 * 1024),
    mediaOrigins,
    idleMinutes,
    cspReportUrl,
  };
}
