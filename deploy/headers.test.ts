import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, metaContentSecurityPolicy, nginxHeaderLines, securityHeaders } from './headers';

const base = { apiUrl: '', mocking: false, maps: false, scriptHashes: [] };
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('hashes inline classic scripts only', () => {
    const body = "\n  document.documentElement.dataset.theme = 'dark';\n";
    const html = `<script>${body}</script><script type="module" src="/assets/a.js"></script><script src="/x.js"></script>`;
    const sha = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${sha}'`]);
  });

  it('is strict and hash-based, with no host in script-src, with or without a maps key', () => {
    for (const maps of [false, true]) {
      const csp = contentSecurityPolicy({ ...base, maps, apiUrl: 'https://api.kero.ng', scriptHashes: ["'sha256-abc='"] });
      // 'unsafe-eval' only with the map, as Google's strict example has it (docs/security.md).
      expect(directive(csp, 'script-src')).toBe(maps ? "script-src 'strict-dynamic' 'sha256-abc=' 'unsafe-eval'" : "script-src 'strict-dynamic' 'sha256-abc='");
      for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
      expect(directive(csp, 'script-src')).not.toMatch(/https?:|\*|'self'|'unsafe-inline'/);
    }
    const csp = contentSecurityPolicy({ ...base, apiUrl: 'https://api.kero.ng' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.kero.ng");
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  it("with a maps key, connect-src and img-src name only the Google hosts of Google's Maps CSP guide", () => {
    const maps = contentSecurityPolicy({ ...base, maps: true, apiUrl: 'https://api.kero.ng', mediaOrigins: ['https://images.kero.ng'] });
    expect(directive(maps, 'connect-src')).toBe("connect-src 'self' https://api.kero.ng https://*.googleapis.com https://*.google.com https://*.gstatic.com data: blob:");
    expect(directive(maps, 'img-src')).toBe(
      "img-src 'self' data: https://images.kero.ng https://*.googleapis.com https://*.gstatic.com https://*.google.com https://*.googleusercontent.com blob:",
    );
    expect(directive(maps, 'frame-src')).toBe('frame-src https://*.google.com');
    expect(directive(maps, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(contentSecurityPolicy(base)).not.toContain('google');
  });

  it('adds report-uri, report-to and the Reporting-Endpoints header only with VITE_CSP_REPORT_URL; Trusted Types report-only in every configuration', () => {
    expect(securityHeaders(base)).not.toHaveProperty('Reporting-Endpoints');
    expect(securityHeaders(base)['Content-Security-Policy-Report-Only']).toBe("require-trusted-types-for 'script'");
    expect(contentSecurityPolicy(base)).not.toContain('trusted-types');
    const h = securityHeaders({ ...base, reportUrl: 'https://reports.kero.ng/csp' });
    expect(h['Content-Security-Policy']).toMatch(/; report-uri https:\/\/reports\.kero\.ng\/csp; report-to csp-endpoint$/);
    expect(h['Reporting-Endpoints']).toBe('csp-endpoint="https://reports.kero.ng/csp"');
    expect(h['Content-Security-Policy-Report-Only']).toBe("require-trusted-types-for 'script'; report-uri https://reports.kero.ng/csp; report-to csp-endpoint");
    expect(nginxHeaderLines(h)).toContain(`add_header Reporting-Endpoints 'csp-endpoint="https://reports.kero.ng/csp"' always;`);
  });

  it('the meta policy is the header policy minus what only headers carry', () => {
    const o = { ...base, maps: true, scriptHashes: ["'sha256-abc='"], reportUrl: 'https://reports.kero.ng/csp' };
    const meta = metaContentSecurityPolicy(o);
    expect(meta).not.toMatch(/frame-ancestors|report-uri|report-to/);
    const header = contentSecurityPolicy(o).split('; ').filter((d) => !/^(frame-ancestors|report-uri|report-to) /.test(d));
    expect(meta.split('; ')).toEqual(header);
  });

  it('narrows img-src to VITE_MEDIA_ORIGINS when they are set, else any https: origin', () => {
    expect(directive(contentSecurityPolicy(base), 'img-src')).toBe("img-src 'self' data: https:");
    const narrowed = directive(contentSecurityPolicy({ ...base, mediaOrigins: ['https://images.kero.ng', 'https://cdn.kero.ng'] }), 'img-src');
    expect(narrowed).toBe("img-src 'self' data: https://images.kero.ng https://cdn.kero.ng");
  });

  it('writes nginx lines for every header and refuses values nginx would misread', () => {
    const headers = securityHeaders(base);
    const conf = nginxHeaderLines(headers);
    for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(conf).toContain(`add_header ${name} "`);
    }
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(() => nginxHeaderLines({ X: `a"b'c` })).toThrow();
    expect(() => nginxHeaderLines({ X: 'a\\b' })).toThrow();
    expect(() => nginxHeaderLines({ X: '$host' })).toThrow();
  });
});
