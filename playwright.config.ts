import { defineConfig, devices } from '@playwright/test';
import { e2eBrowserPath } from './tests/browser';

const port = Number(process.env.E2E_PORT || 4317);

/** End-to-end journeys against the demo build (mock backend in the browser), served by `vite preview`. */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // tests/prod runs against the production build: playwright.prod.config.ts.
  testIgnore: ['prod/**'],
  fullyParallel: true,
  workers: 2,
  // No retries: a test that needs one has found a race (docs/visual-tests.md, "Tests" in README.md).
  // The JSON report feeds the failure digest scripts/test.sh prints after its layer table.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/e2e.json' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // An action (click, fill) waits for its element with no limit of its own, so a stuck one used the whole
    // test's time and the report named only the test's timeout: these limits name the step that is stuck
    // (a navigation waits for its load event, which a hung request would hold back).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // A trace records every step's DOM: it made list journeys 1.5-3x slower (a 6-list journey 45 s without,
    // over 60 s with). A failure still leaves error-context.md with the page's snapshot; E2E_TRACE=1 records
    // traces again for a run being debugged (README, Tests).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // Each role signs in through the form once per run; journeys start from that stored session.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'desktop', dependencies: ['setup'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `npx vite preview --mode demo --outDir dist-demo --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/login`,
    // scripts/test.sh gives every run free ports, so a server found on the port belongs to this run's caller.
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
