import { test as base, expect, type BrowserContext } from '@playwright/test';

/** One Content Security Policy violation, as the page reported it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  /** 'enforce' (the page was stopped) or 'report' (a report-only directive: Trusted Types, docs/security.md). */
  disposition: string;
}

declare global {
  interface Window {
    __keroCspViolation?: (v: CspViolation) => void;
    __keroMockLatency?: number;
    __keroToastsSeen?: string[];
  }
}

/**
 * Collects the CSP violations of every page of a context, from each document's first script on (every
 * frame too). The fixture below does it for the test's own context; call it for any context a test opens.
 */
export async function watchCsp(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeFunction('__keroCspViolation', (v: CspViolation) => {
    violations.push(v);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__keroCspViolation?.({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
        disposition: e.disposition,
      });
    });
  });
  return violations;
}

/** The violations the enforced policy stopped (report-only Trusted Types reports block nothing). */
export const enforced = (violations: CspViolation[]) => violations.filter((v) => v.disposition !== 'report');

/**
 * Every e2e spec imports `test` and `expect` from here instead of @playwright/test: each page listens for
 * `securitypolicyviolation` from its first script on (every navigation, every dialog, the ride map
 * included), and a test that caused one fails after its own steps, naming the directive and what it
 * blocked (docs/security.md).
 */
export const test = base.extend<{ cspViolations: CspViolation[]; mockLatency: number | null }>({
  /**
   * The demo mock's answer latency in ms (mocks/browser.ts), or null for the demo's own 150–400 ms: the
   * default, the network the journeys were written against. At 0 for every journey an early try met a
   * toast over a button three times and a failed list read once ("Error fetching rides data"); three runs
   * of the whole suite at 0 on 29 Nov 2026 passed (docs/test-runs.md). A journey may set
   * `test.use({ mockLatency: 0 })`.
   */
  mockLatency: [null, { option: true }],
  cspViolations: async ({ context, mockLatency }, provide) => {
    if (mockLatency !== null) {
      await context.addInitScript((ms) => {
        window.__keroMockLatency = ms;
      }, mockLatency);
    }
    const violations = await watchCsp(context);
    await provide(violations);
    // Trusted Types is report-only (docs/security.md): its reports list the string sinks of sweetalert2, the
    // map, our loader and workers; they block nothing, so only what the enforced policy stopped fails.
    expect(enforced(violations), 'Content Security Policy violations').toEqual([]);
  },
  page: async ({ page, cspViolations }, provide) => {
    void cspViolations;
    // Every toast text the page showed, in order (tests/helpers.ts toastSeen): a 1000 ms toast can come and go
    // between two looks of a polling assertion on a busy machine.
    await page.addInitScript(() => {
      const seen: string[] = (window.__keroToastsSeen = []);
      new MutationObserver((records) => {
        const inToasts = records.some((r) => (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('.Toastify'));
        if (!inToasts) return;
        for (const el of document.querySelectorAll('.Toastify__toast')) {
          const text = el.textContent?.trim();
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await provide(page);
  },
});

export { expect };
export type { BrowserContext, Locator, Page } from '@playwright/test';
