import { defineConfig, devices } from '@playwright/test';
import { e2eBrowserPath } from './tests/browser';

/** The production build, served by `vite preview` with its CSP. */
const port = Number(process.env.E2E_PROD_PORT || 4318);
/** `npm run mock:server`: the API on another origin. */
const apiPort = Number(process.env.E2E_API_PORT || 4319);
const consoleOrigin = `http://127.0.0.1:${port}`;
export const apiOrigin = `http://127.0.0.1:${apiPort}`;

/**
 * The production build (`npm run build`, into dist-e2e/) against the mock backend running as an HTTP
 * server on another origin: the real cross-origin path under the CSP, no MSW in the page. Also checks
 * the build's content and the nginx config (tests/prod/). Kept small: sign-in and the list screens.
 */
export default defineConfig({
  testDir: 'tests/prod',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // The JSON report feeds the failure digest scripts/test.sh prints after its layer table.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/prod.json' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // As in playwright.config.ts: a stuck click or navigation is named, not waited on for the test's whole time.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    baseURL: consoleOrigin,
    // A trace records every step's DOM: it made list journeys 1.5-3x slower (a 6-list journey 45 s without,
    // over 60 s with). A failure still leaves error-context.md with the page's snapshot; E2E_TRACE=1 records
    // traces again for a run being debugged (README, Tests).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'production', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/mock-server.mjs --port ${apiPort} --origin ${consoleOrigin}`,
      url: `${apiOrigin}/api/admin/dashboard`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // scripts/test.sh builds dist-e2e beside the other builds (same variables) and sets E2E_PROD_PREBUILT.
      command: `${process.env.E2E_PROD_PREBUILT ? '' : 'npx vite build --mode production --outDir dist-e2e --logLevel warn && '}npx vite preview --mode production --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
      url: `${consoleOrigin}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        VITE_API_URL: apiOrigin,
        // A placeholder key: the ride map loads Google's script, so the CSP for Maps is exercised (offline it fails to load).
        VITE_GOOGLE_MAPS_API_KEY: 'e2e-placeholder-key',
      },
    },
  ],
});
