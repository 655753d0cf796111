import { axeSummary, axeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { openInApp, signIn, type DemoRole } from './helpers';
import { areaScreens, screenHref } from '../src/lib/consoleScreens';

/**
 * axe on every screen as users get it (not only stories): every console screen of both roles and every
 * public page, light and dark, phone and desktop. 0 violations.
 */
const screens: Record<DemoRole | 'public', string[]> = {
  public: ['/', '/become-a-driver', '/about', '/privacy', '/login'],
  // Every screen of each area, from the console's route table (src/lib/consoleScreens.ts), but "Logout".
  admin: areaScreens('admin').filter((s) => s.id !== 'logout').map((s) => screenHref('admin', s)),
  lagos: areaScreens('lagos').filter((s) => s.id !== 'logout').map((s) => screenHref('lagos', s)),
};

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 800 },
} as const;

/** Waits until the screen has its data: no busy region, fonts settled. */
async function settled(page: Page, label: string) {
  await expect(page.locator('main, [role="main"]').first(), label).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${label}: still busy`).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // No finite animation or transition under way: axe blends a fading element's colour with its opacity
  // (a fresh-clone run met the dashboard's refresh time at 2.65:1 in dark, its dark colour half faded in).
  // Infinite ones (spinners) never end, and a toast's progress bar is its timer (it keeps its duration under
  // reduced motion): neither changes a colour axe reads.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        if (a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity) return true;
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return Boolean(target?.closest('[class*="__progress-bar"]'));
      }),
    undefined,
    { timeout: 10_000 },
  );
  // Two frames in the new scheme before axe reads colours: a run that read them at once met the muted texts
  // in the other scheme's colour (2.0-2.7:1), on the same screen that passed in both schemes otherwise.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** Every axe rule, or (for the second colour scheme: only colours change) the colour ones. */
async function axe(page: Page, label: string, coloursOnly: boolean) {
  const violations = await axeViolations(page, coloursOnly ? ['color-contrast', 'link-in-text-block'] : undefined);
  // Soft: one journey checks a whole area, and a finding on one screen must not hide those of the next.
  expect.soft(axeSummary(violations), `axe on ${label}`).toEqual([]);
}

// One journey per area and viewport, walking its screens in one page: the console's code and the demo's
// mock start once per journey, not once per screen.
for (const who of ['public', 'admin', 'lagos'] as const) {
  for (const [vpName, viewport] of Object.entries(viewports)) {
    test(`axe: every ${who === 'public' ? 'public page' : `${who} screen`} on a ${vpName}, light and dark`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      const [first, ...rest] = screens[who];
      if (who !== 'public') await signIn(page, who, first);
      else await page.goto(first!);
      for (const path of [first!, ...rest]) {
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        // Public pages are prerendered documents, each opened by its own load; console screens are routes.
        if (path !== first) await (who === 'public' ? page.goto(path) : openInApp(page, path));
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
        // The theme follows the system unless chosen: emulate each scheme in turn.
        for (const scheme of ['light', 'dark'] as const) {
          const label = `${path} (${scheme}, ${vpName})`;
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          await expect(page.locator('html'), label).toHaveAttribute('data-theme', scheme);
          await settled(page, label);
          await axe(page, label, scheme === 'dark');
        }
      }
    });
  }
}
