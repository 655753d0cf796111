import { defineConfig } from '@playwright/test';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const port = Number(process.env.VISUAL_PORT || 4327);

/**
 * Visual tests for designers: every story of the static Storybook build, light and dark, compared with the
 * baselines in tests/visual/__baselines__ (docs/visual-tests.md). `npm run test:visual:update` rewrites them.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '**/*.visual.ts',
  snapshotPathTemplate: 'tests/visual/__baselines__/{arg}{ext}',
  outputDir: 'test-results/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The JSON report feeds the failure digest scripts/test.sh prints after its layer table.
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/visual', open: 'never' }], ['json', { outputFile: 'playwright-report/visual.json' }]],
  timeout: 60_000,
  expect: {
    toHaveScreenshot: {
      // A 1 px border around a 100 px box is ~400 pixels; 12 tolerates the odd anti-aliased glyph edge only.
      // VISUAL_EXACT=1 tolerates nothing: how the layer's stability is checked (docs/visual-tests.md).
      maxDiffPixels: process.env.VISUAL_EXACT ? 0 : 12,
      threshold: process.env.VISUAL_EXACT ? 0 : 0.15,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 900, height: 640 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    launchOptions: {
      executablePath: chromePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none', '--disable-lcd-text',
        // Every frame rasterised whole: with partial raster a page reused across stories re-rasterised only
        // what changed, and the anti-aliased edges of rounded boxes came out one colour step apart depending
        // on the story before (28 of 191 pictures differed between a one-worker and a two-worker run; none with
        // this flag). docs/visual-tests.md, "The same picture on every run".
        '--disable-partial-raster'],
    },
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
