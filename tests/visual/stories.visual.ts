import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

// The stories of the static build (`storybook build` writes index.json); build it before this runs.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('skip-visual'));

// One fixed moment, so relative times, "today" and "this week" figures draw the same every run.
const NOW = new Date('2026-11-23T10:00:00.000Z');

/**
 * Runs in the story's page before its code. A CSS animation of half a second or more that ends (not a
 * spinner; the design system's own motion is shorter) is a timer in disguise: react-toastify closes a toast when its progress bar's animation ends,
 * and Playwright's `animations: 'disabled'` would fast-forward it to that end mid-screenshot. Such
 * animations are held at their start (playback rate 0, which Playwright leaves alone), so a toast stays
 * as the story's play function left it. Short animations (with reduced motion, every other one) are
 * finished by Playwright as usual, and infinite ones are reset to their first frame.
 */
function holdTimerAnimations() {
  document.addEventListener(
    'animationstart',
    (e) => {
      const target = e.target as Element;
      for (const a of target.getAnimations()) {
        const end = a.effect?.getComputedTiming().endTime;
        if (typeof end === 'number' && Number.isFinite(end) && end >= 500) {
          a.currentTime = 0;
          a.playbackRate = 0;
        }
      }
    },
    true,
  );
}

for (const story of stories) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      // Date and Intl read NOW throughout; timers run (the story needs them) until the clock is paused below.
      await page.clock.setFixedTime(NOW);
      await page.addInitScript(holdTimerAnimations);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // Wait for the story to render and its play function to finish (Storybook's render phase).
      await page.waitForFunction(
        () => {
          const w = window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };
          const phase = w.__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
        },
        undefined,
        { timeout: 20_000 },
      );
      // A story that fixes its own theme ("Dark" stories) is one picture: photographed by the run of that
      // theme. The other run would load it with a theme that contradicts its own, and Storybook may render
      // it twice, the second time after its play function (a popup it opened is then gone).
      const own = await page.evaluate(() => {
        const w = window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { storyGlobals?: { theme?: string } } } } };
        return w.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.theme ?? null;
      });
      test.skip(own !== null && own !== theme, `the story sets its own theme (${own}); its ${own} run photographs it`);
      await page.evaluate(async () => {
        await document.fonts.ready;
        // Images that are still loading (avatars, public-site pictures) settle before the shot.
        await Promise.all(
          Array.from(document.images)
            .filter((img) => !img.complete)
            .map((img) => new Promise((r) => { img.onload = img.onerror = r; })),
        );
      });
      // Freeze the page's timers where the play function left them, then run the next half second of
      // them at once: what a story scheduled for "right after" always happens (sweetalert2 shows its popup
      // 10 ms after adding it), and nothing later does (a "Link copied" that clears after a while, a
      // popup's timer, a relative time's tick), however slow the machine. Date stays at NOW throughout.
      await page.clock.pauseAt(NOW);
      await page.clock.runFor(500);
      // Tall stories (a hundred rows) take a while to photograph twice alike on a busy machine.
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true, timeout: 30_000 });
    });
  }
}
