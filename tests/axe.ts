import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core (the version the stories' a11y addon runs) on the page as it stands, violations only.
 *
 * `@axe-core/playwright`'s `analyze()` evaluates axe's 550 kB source in the page at every call, then opens a
 * blank page, evaluates it there again and finishes the run in it: measured on the console's screens
 * (desktop, 350–1,100 nodes) 1.7–11.6 s a call, against 0.2–1.7 s for `axe.run` in a page that already has
 * axe. So axe is evaluated once per document (a console route change keeps it) and run in place. A page
 * with frames goes through `AxeBuilder`, which checks inside them; the console and the site have none.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violations = AxeResults['violations'];

export async function axeViolations(page: Page, rules?: string[]): Promise<Violations> {
  // Violations in full; passes, incomplete and inapplicable reduced to one node each. axe's slowest step
  // is a unique selector for every node of every result; only violations fail a check, so only they
  // need one.
  const options: RunOptions = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    return (await builder.analyze()).violations as Violations;
  }
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(
    (opts) => (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, opts).then((r) => r.violations),
    options,
  );
}

/**
 * Each violation as one line of axe's own words with up to five of its nodes (a contrast finding names both
 * colours and the ratio): what a check compares with `[]`, so a failure reads as the list of findings.
 */
export function axeSummary(violations: Violations): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((a) => a.message).join('; ')}`).slice(0, 5).join('\n    ')}`,
  );
}
