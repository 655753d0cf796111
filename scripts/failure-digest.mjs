#!/usr/bin/env node
// Prints each failed test of this run in a few lines: its name and the head of its error, read from the JSON
// reports the layers write into playwright-report/ (scripts/test.sh). A CI log is often read from its tail:
// the digest comes after the layer table, so the cause of a red run is in the last lines a reader sees.
import { existsSync, readFileSync } from 'node:fs';

const reports = process.argv.slice(2).filter((file) => existsSync(file));
// eslint-disable-next-line no-control-regex
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const head = (text, lines = 3) =>
  plain(text)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');

const failures = [];

/**
 * What the page showed when the test failed, in a few lines: the headings, dialogs, alerts and busy tables of
 * the page snapshot Playwright writes beside a failure (error-context.md), so a remote run's log says whether a
 * dialog, a toast or a loading list stood in the way.
 */
function onScreen(result) {
  const file = (result?.attachments ?? []).find((a) => a.name === 'error-context' && a.path && existsSync(a.path))?.path;
  if (!file) return [];
  const snapshot = readFileSync(file, 'utf8').split('# Page snapshot')[1] ?? '';
  const lines = snapshot
    .split('\n')
    .filter((line) => /^\s*- (heading|dialog|alertdialog|alert|status|progressbar|table)\b/.test(line) || /\[busy\]/.test(line))
    .map((line) => line.replace(/ \[ref=[^\]]+\]/g, '').trim());
  if (!lines.length) return [];
  return [`    on screen: ${lines.slice(0, 8).map((l) => l.slice(0, 100)).join(' | ')}`];
}

/** Playwright's JSON reporter: suites of suites, specs, tests, results. */
function playwright(report, file) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const result = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const errors = result?.errors?.length ? result.errors : result?.error ? [result.error] : [];
        const where = (error) => (error?.location ? ` (${error.location.file.split('/').slice(-2).join('/')}:${error.location.line})` : '');
        // A timeout's first error names only the timeout; the next ones name the step it stopped on, and where.
        const [first, ...more] = errors;
        const rest = more.slice(0, 2).map((error) => `    then${where(error)}\n${head(error.message, 2)}`);
        failures.push([`  ${[...titles, spec.title].filter(Boolean).join(' › ')}${where(first)}\n${head(first?.message)}`, ...rest, ...onScreen(result)].join('\n'));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) failures.push(`  ${file}: ${head(error.message, 4).trim()}`);
}

/** Vitest's JSON reporter (Jest's shape): files, assertion results. */
function vitest(report) {
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) failures.push(`  ${file.name.split('/').slice(-2).join('/')} › ${a.fullName}\n${head(a.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed') failures.push(`  ${file.name}\n${head(file.message)}`);
  }
}

for (const file of reports) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    continue;
  }
  if (Array.isArray(report.testResults)) vitest(report);
  else playwright(report, file);
}

if (failures.length) {
  console.log(`\nfailed tests (${failures.length}), each with the head of its error:`);
  console.log(failures.slice(0, 20).join('\n'));
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more (above in the log)`);
}
