import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import storybook from 'eslint-plugin-storybook';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./src/features', import.meta.url);
const features = (existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

/** Who may import whom. `withMocks`: screen tests and stories may also import the mock backend. */
function layerRules(withMocks) {
  const extra = withMocks ? ['mocks', 'testing'] : [];
  return {
    default: 'disallow',
    message: 'Layer boundary: app -> features -> shared -> (ui, lib) -> core; mocks -> (lib, core); ui and lib import nothing of ours but themselves and core, core nothing but itself; a feature never imports another feature (see CONTRIBUTING.md).',
    policies: [
      { from: { element: { type: 'core' } }, allow: to('core') },
      { from: { element: { type: 'ui' } }, allow: to('ui', 'core') },
      { from: { element: { type: 'lib' } }, allow: to('lib', 'core', ...extra) },
      { from: { element: { type: 'shared' } }, allow: to('shared', 'ui', 'lib', 'core', ...extra) },
      ...features.map((f) => ({ from: { element: { type: `feature-${f}` } }, allow: to(`feature-${f}`, 'shared', 'ui', 'lib', 'core', ...extra) })),
      { from: { element: { type: 'app' } }, allow: to('app', 'shared', 'ui', 'lib', 'core', 'mocks', ...extra, ...features.map((f) => `feature-${f}`)) },
      { from: { element: { type: 'mocks' } }, allow: to('mocks', 'lib', 'core') },
      { from: { element: { type: 'testing' } }, allow: to('testing', 'app', 'shared', 'ui', 'lib', 'core', 'mocks') },
      { from: { element: { type: 'tests' } }, allow: to('tests', 'lib', 'core', 'mocks') },
    ],
  };
}

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'playwright-report', 'test-results', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='html'][parent.parent.callee.property.name='fire']", message: 'sweetalert2: use text/titleText, never html.' },
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render server data as markup.' },
      ],
    },
  },
  // Layer boundaries (CONTRIBUTING.md): app -> features -> shared -> (ui, lib) -> core; mocks -> (lib, core); ui imports nothing of ours but core.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'mocks/**/*', 'tests/**/*'],
      'boundaries/elements': [
        { type: 'core', pattern: 'src/core/**', partialMatch: false },
        { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
        { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
        { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
        ...features.map((f) => ({ type: `feature-${f}`, pattern: `src/features/${f}/**`, partialMatch: false })),
        { type: 'app', pattern: 'src/app/**', partialMatch: false },
        { type: 'mocks', pattern: 'mocks/**', partialMatch: false },
        { type: 'testing', pattern: 'src/testing/**', partialMatch: false },
        { type: 'tests', pattern: 'tests/**', partialMatch: false },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: { 'boundaries/dependencies': ['error', layerRules(false)] },
  },
  // Feature screen tests and stories render against the mock backend, so they may import mocks too.
  {
    files: ['src/features/**/*.stories.tsx', 'src/features/**/*.test.{ts,tsx}', 'src/shared/**/*.test.{ts,tsx}', 'src/shared/**/*.stories.tsx', 'src/app/**/*.test.{ts,tsx}', 'src/app/**/*.suite.tsx', 'src/lib/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': ['error', layerRules(true)] },
  },
  // e2e specs take `test` from tests/fixtures.ts, which fails a test on any CSP violation (docs/security.md).
  {
    files: ['tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './fixtures' (it fails on CSP violations)." }] },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
