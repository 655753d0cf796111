// The one source of truth for the console's HTTP security headers (docs/security.md).
// vite.config.ts writes them at build time as `<outDir>/.deploy/headers.json`, which `vite preview`
// sends, and as `<outDir>/.deploy/security-headers.conf`, which nginx includes (deploy/nginx/site.conf).
import { createHash } from 'node:crypto';

/**
 * Google's hosts for the Maps JavaScript API, as its CSP guide lists them
 * (developers.google.com/maps/documentation/javascript/content-security-policy), only with a maps key.
 * No script hosts: under 'strict-dynamic' the loader script, added by our own (hashed) code, may add
 * Google's further scripts itself, as the guide's strict example says. The guide's strict example also
 * has 'unsafe-eval' (the map's own code evaluates strings); without it the map may break on a Maps
 * release, so it is sent with a key only (docs/security.md says what it costs). The guide's `blob:` and
 * `https:` in script-src are ignored by browsers under 'strict-dynamic', so they are left out.
 */
const GOOGLE_MAPS = {
  script: ["'unsafe-eval'"],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com', 'blob:'],
  frame: ['https://*.google.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  worker: ['blob:'],
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
  /** `VITE_MEDIA_ORIGINS`: the only https origins pictures may come from; empty = any https origin. */
  mediaOrigins?: string[];
  /** `VITE_CSP_REPORT_URL`: where browsers send violation reports (report-uri and report-to). */
  reportUrl?: string;
}

/** The Reporting API endpoint name `report-to` refers to (the `Reporting-Endpoints` header defines it). */
export const REPORT_GROUP = 'csp-endpoint';
/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them there). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** The Content-Security-Policy directives, in order. */
export function cspDirectives(o: HeaderOptions): [string, string[]][] {
  const none: Record<keyof typeof GOOGLE_MAPS, string[]> = { script: [], connect: [], img: [], frame: [], style: [], font: [], worker: [] };
  const maps = o.maps ? GOOGLE_MAPS : none;
  const api = o.apiUrl ? [o.apiUrl] : [];
  const media = o.mediaOrigins?.length ? o.mediaOrigins : ['https:'];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // A strict, hash-based policy (no host allowlist, with or without maps): only the inline scripts of our
    // HTML run by their sha256 (the theme script; the loader that adds the entry scripts), and
    // 'strict-dynamic' lets what they add run, and what that adds in turn (our chunks, Google's map loader).
    // An injected <script src> or inline script has neither, so it never runs.
    ['script-src', ["'strict-dynamic'", ...o.scriptHashes, ...maps.script]],
    // styled-components, react-toastify and sweetalert2 inject <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...maps.style]],
    // Photos (rider pictures, driver selfies, KYC documents) from any https: host, or only the deployment's
    // media origins when VITE_MEDIA_ORIGINS names them; data: for inline SVG icons; Google's tiles with maps.
    ['img-src', ["'self'", 'data:', ...media, ...maps.img]],
    ['font-src', ["'self'", ...maps.font]],
    ['connect-src', ["'self'", ...api, ...maps.connect]],
    ['frame-src', maps.frame.length ? maps.frame : ["'none'"]],
    // Our own workers (the lists' decoder, src/lib/api/list.worker.ts; in the demo build the MSW service
    // worker too) and Google Maps' blob: workers.
    ['worker-src', ["'self'", ...maps.worker]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (o.reportUrl) directives.push(['report-uri', [o.reportUrl]], ['report-to', [REPORT_GROUP]]);
  return directives;
}

/** The same policy for a `<meta http-equiv="Content-Security-Policy">` (the demo build on a static host). */
export function metaContentSecurityPolicy(o: HeaderOptions): string {
  return cspDirectives(o)
    .filter(([name]) => !HEADER_ONLY.has(name))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
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
  // Trusted Types, reported only (docs/security.md, "Trusted Types"): sweetalert2, Google Maps, our script
  // loader and our workers hand HTML and script URLs to the DOM as strings. Sent in every configuration: each
  // such sink shows in the browser's console (and the page's securitypolicyviolation events) and, with
  // VITE_CSP_REPORT_URL, at the deployment's collector, before enforcement is considered.
  const trustedTypes = o.reportUrl ? `require-trusted-types-for 'script'; report-uri ${o.reportUrl}; report-to ${REPORT_GROUP}` : "require-trusted-types-for 'script'";
  const reporting: Record<string, string> = {
    ...(o.reportUrl ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${o.reportUrl}"` } : {}),
    'Content-Security-Policy-Report-Only': trustedTypes,
  };
  return {
    'Content-Security-Policy': contentSecurityPolicy(o),
    ...reporting,
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
    // Quoted with " unless the value holds one (Reporting-Endpoints), then with '.
    const q = value.includes('"') ? "'" : '"';
    if (/[\\\n$]/.test(value) || value.includes(q)) throw new Error(`header ${name} has a character nginx would misread`);
    return `add_header ${name} ${q}${value}${q} always;`;
  });
  return `# Generated by the build from deploy/headers.ts: do not edit.\n${lines.join('\n')}\n`;
}
