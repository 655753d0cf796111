// The one source of truth for the console's HTTP security headers (docs/security.md).
// vite.config.ts writes them at build time as `<outDir>/.deploy/headers.json`, which `vite preview`
// sends, and as `<outDir>/.deploy/security-headers.conf`, which nginx includes (deploy/nginx/site.conf).
import { createHash } from 'node:crypto';

/** Google's hosts for the Maps JavaScript API (its CSP guide's allowlist), only when a maps key is configured. */
const GOOGLE_MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

/**
 * sha256 sources for the inline classic scripts of an HTML page (the theme script in index.html runs
 * before first paint, so it stays inline and is allowed by its hash instead of 'unsafe-inline').
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

export interface HeaderOptions {
  /** Backend origin ('' = the page's own origin), as parsed by src/lib/envSchema.ts. */
  apiUrl: string;
  /** The MSW worker runs in the page (demo build). */
  mocking: boolean;
  /** A Google Maps key is configured: allow Google's map hosts. */
  maps: boolean;
  /** From inlineScriptHashes(index.html). */
  scriptHashes: string[];
}

/** The Content-Security-Policy directives, in order. */
export function cspDirectives(o: HeaderOptions): [string, string[]][] {
  const none: Record<keyof typeof GOOGLE_MAPS, string[]> = { script: [], connect: [], frame: [], style: [], font: [] };
  const maps = o.maps ? GOOGLE_MAPS : none;
  const api = o.apiUrl ? [o.apiUrl] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...o.scriptHashes, ...maps.script]],
    // styled-components, react-toastify and sweetalert2 inject <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...maps.style]],
    // Photos (rider pictures, driver selfies) may come from any https: host; data: for inline SVG icons.
    ['img-src', ["'self'", 'data:', 'https:', ...(o.maps ? ['blob:'] : [])]],
    ['font-src', ["'self'", ...maps.font]],
    ['connect-src', ["'self'", ...api, ...maps.connect]],
    ['frame-src', maps.frame.length ? maps.frame : ["'none'"]],
    // Our own workers (the lists' decoder, src/lib/api/list.worker.ts; in the demo build the MSW service
    // worker and the mock's answer worker too) and Google Maps' blob: workers.
    ['worker-src', ["'self'", ...(o.maps ? ['blob:'] : [])]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(o: HeaderOptions): string {
  return cspDirectives(o)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Every security header, for every response (HTML and assets; the API's own answers are the backend's job).
 */
export function securityHeaders(o: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(o),
    // frame-ancestors for current browsers, X-Frame-Options for old ones: the console is never framed.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // The console's URLs carry filters and ids; other sites get the origin only, on https only.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No feature the console uses; deny them so injected or third-party code cannot ask.
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Browsers only honour it over https; behind TLS it keeps every later visit on https.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

/** Cache-Control for hashed build assets (their names change with their content). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control for index.html and every other unhashed file: always revalidate. */
export const NO_CACHE = 'no-cache';

/** nginx `add_header` lines for these headers: the include every location of deploy/nginx/site.conf uses. */
export function nginxHeaderLines(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/["\\\n$]/.test(value)) throw new Error(`header ${name} has a character nginx would misread`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# Generated by the build from deploy/headers.ts: do not edit.\n${lines.join('\n')}\n`;
}
