import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, nginxHeaderLines, securityHeaders } from './headers';

const base = { apiUrl: '', mocking: false, maps: false, scriptHashes: [] };
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('hashes inline classic scripts only', () => {
    const body = "\n  document.documentElement.dataset.theme = 'dark';\n";
    const html = `<script>${body}</script><script type="module" src="/assets/a.js"></script><script src="/x.js"></script>`;
    const sha = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${sha}'`]);
  });

  it('never allows inline or eval script, and limits connections to the API origin', () => {
    const csp = contentSecurityPolicy({ ...base, apiUrl: 'https://api.kero.ng', scriptHashes: ["'sha256-abc='"] });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.kero.ng");
    for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'", "worker-src 'self'", "frame-src 'none'"]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('opens Google Maps hosts and blob: workers only with a maps key; own-origin workers always (the list decoder)', () => {
    const maps = contentSecurityPolicy({ ...base, maps: true });
    expect(directive(maps, 'script-src')).toContain('https://*.googleapis.com');
    expect(directive(maps, 'connect-src')).toContain('https://*.googleapis.com');
    expect(directive(maps, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(contentSecurityPolicy({ ...base, mocking: true }), 'worker-src')).toBe("worker-src 'self'");
    expect(contentSecurityPolicy(base)).not.toContain('google');
  });

  it('writes nginx lines for every header and refuses values nginx would misread', () => {
    const headers = securityHeaders(base);
    const conf = nginxHeaderLines(headers);
    for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(conf).toContain(`add_header ${name} "`);
    }
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(() => nginxHeaderLines({ X: 'a"b' })).toThrow();
    expect(() => nginxHeaderLines({ X: '$host' })).toThrow();
  });
});
