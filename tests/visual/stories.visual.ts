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

// One fixed moment, so relative times and "this week" figures draw the same every run.
const NOW = new Date('2026-11-23T10:00:00.000Z');

for (const story of stories) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      await page.clock.setFixedTime(NOW);
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
      await page.evaluate(async () => {
        await document.fonts.ready;
        // Images that are still loading (avatars, public-site pictures) settle before the shot.
        await Promise.all(
          Array.from(document.images)
            .filter((img) => !img.complete)
            .map((img) => new Promise((r) => { img.onload = img.onerror = r; })),
        );
      });
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
