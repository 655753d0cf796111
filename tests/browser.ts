import { existsSync } from 'node:fs';

/**
 * The browser of the end-to-end and production layers: Debian's chromium-headless-shell (the same engine
 * without the full browser's window layer; scripts/ensure-chromium.sh installs it), else the full Chromium.
 * A journey here takes no picture, and the shell opens a page in about half the time (README, "Tests").
 * The story layer keeps the full Chromium: its baselines were taken with it, and the shell's pictures are
 * not stable (two runs of an unchanged tree drew 70 of the first 607 pictures 1-111 pixels apart; Chromium's
 * differ by none).
 */
export const e2eBrowserPath: string =
  process.env.HEADLESS_SHELL_PATH ||
  ['/usr/bin/chromium-headless-shell', process.env.CHROME_PATH, '/usr/bin/chromium'].find((p): p is string => Boolean(p && existsSync(p))) ||
  '/usr/bin/chromium';
