/**
 * Every component's docs page opens with a usage example (.storybook/DocsPage.tsx shows
 * `X.usage.tsx` beside `X.stories.tsx`). The examples are type-checked modules; this test makes sure
 * none is missing and that each one uses a component of its own folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const uiRoot = resolve(import.meta.dirname, '..');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return storyFiles(p);
    return e.name.endsWith('.stories.tsx') ? [p] : [];
  });
}

const documented = storyFiles(uiRoot).filter((f) => /tags:\s*\[[^\]]*'autodocs'/.test(readFileSync(f, 'utf8')));

describe('usage examples on the docs pages', () => {
  it('finds the design system stories', () => {
    expect(documented.length).toBeGreaterThan(20);
  });

  it.each(documented.map((f) => [relative(uiRoot, f), f]))('%s has a usage example', (_name, file) => {
    const usage = file.replace(/\.stories\.tsx$/, '.usage.tsx');
    expect(existsSync(usage), `add ${relative(uiRoot, usage)}: a short example the docs page shows as code`).toBe(true);
    const code = readFileSync(usage, 'utf8');
    // It renders something: a JSX element or a call into the component's module.
    const folder = basename(dirname(file));
    expect(code, `${basename(usage)} should import from ../${folder}`).toContain(`from '../${folder}'`);
    expect(code.split('\n').length, `${basename(usage)}: keep the example short`).toBeLessThanOrEqual(40);
  });
});
