import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * The story layer (docs/visual-tests.md): every story of the static Storybook build, in each theme it is
 * photographed in, rendered once. In that one render its play function runs, the a11y addon's axe check
 * runs (`parameters.a11y.test: 'error'` fails the story), and its picture is compared with the baseline.
 * A story whose render errors, whose play function throws or whose axe check fails fails its test and is
 * never photographed. One page per theme per worker: a story is switched in through Storybook's channel,
 * not by loading a new iframe.
 */

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

type Theme = 'light' | 'dark';

// The stories of the static build (`storybook build` writes index.json); build it before this runs.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

/** The viewport of every story that sets none. */
const VIEWPORT = { width: 900, height: 640 };

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

/** What the page reports of one story's render. */
interface RenderReport {
  status: 'success' | 'error' | 'timeout';
  problems: string[];
}

/** The slice of Storybook's preview and channel this spec drives (window.__STORYBOOK_PREVIEW__ and its channel). */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__: {
    storyStoreValue: {
      loadStory(a: { storyId: string }): Promise<{
        storyGlobals?: { theme?: string; viewport?: { value?: string } };
        parameters?: { motion?: string; viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } };
      }>;
    };
    currentRender?: { id?: string; phase?: string; rerenderEnqueued?: boolean };
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, fn: (...args: never[]) => void): void;
    off(event: string, fn: (...args: never[]) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __keroPhaseChanges: number;
}

/** Opens Storybook's preview once for a theme; every story of that theme is then switched in. */
async function openPreview(browser: Browser, baseURL: string, theme: Theme): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // Date and Intl read NOW throughout; timers run (stories need them) except while a picture is taken.
  await page.clock.setFixedTime(NOW);
  await page.addInitScript(holdTimerAnimations);
  // No story selected yet: the preview starts, says it found none, and waits for the channel.
  await page.goto(`/iframe.html?id=kero-no-story&viewMode=story&globals=theme:${theme}`);
  await page.waitForFunction(() => {
    const w = window as unknown as Partial<StorybookWindow>;
    return Boolean(w.__STORYBOOK_PREVIEW__?.storyStoreValue && w.__STORYBOOK_ADDONS_CHANNEL__);
  });
  await page.evaluate(() => {
    const w = window as unknown as StorybookWindow;
    w.__keroPhaseChanges = 0;
    w.__STORYBOOK_ADDONS_CHANNEL__.on('storyRenderPhaseChanged', () => {
      w.__keroPhaseChanges += 1;
    });
  });
  return page;
}

/** What a story fixes for itself: its theme and its viewport (`globals`), or null where it follows the defaults. */
interface StoryOwn {
  theme: string | null;
  viewport: { width: number; height: number } | null;
  /** `parameters.motion: 'full'`: rendered without reduced motion (see the story for why). */
  fullMotion: boolean;
}

async function storyOwn(page: Page, storyId: string): Promise<StoryOwn> {
  return page.evaluate(async (id) => {
    const w = window as unknown as StorybookWindow;
    const story = await w.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
    const value = story.storyGlobals?.viewport?.value;
    const styles = value ? story.parameters?.viewport?.options?.[value]?.styles : undefined;
    const px = (v: string | undefined) => (v && /^\d+px$/.test(v) ? Number.parseInt(v, 10) : NaN);
    const width = px(styles?.width);
    const height = px(styles?.height);
    return {
      theme: story.storyGlobals?.theme ?? null,
      fullMotion: story.parameters?.motion === 'full',
      viewport: Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null,
    };
  }, storyId);
}

/**
 * Switches the page to a story and waits for Storybook's STORY_FINISHED: rendered, played, axe run.
 * Everything that makes the story fail is gathered: a render error, a play function's exception,
 * unhandled errors while playing, a failed axe report (with each violation and its nodes).
 */
async function renderStory(page: Page, storyId: string): Promise<RenderReport> {
  return page.evaluate(async (id) => {
    const w = window as unknown as StorybookWindow;
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    const problems: string[] = [];
    const say = (prefix: string) => (e: { message?: string; title?: string; description?: string } | Array<{ message?: string }>) => {
      const list = Array.isArray(e) ? e : [e];
      for (const x of list) problems.push(`${prefix}: ${x.message ?? ''}${'title' in x && x.title ? ` ${x.title}` : ''}${'description' in x && x.description ? ` ${x.description}` : ''}`);
    };
    const listeners: Array<[string, (...a: never[]) => void]> = [
      ['storyErrored', say('render error')],
      ['storyThrewException', say('exception')],
      ['playFunctionThrewException', say('play function')],
      ['unhandledErrorsWhilePlaying', say('unhandled while playing')],
      ['storyMissing', () => problems.push(`story ${id} is missing`)],
    ];
    for (const [event, fn] of listeners) channel.on(event, fn);
    type Finished = {
      storyId: string;
      status: 'success' | 'error';
      reporters: Array<{ type: string; status: string; result?: { violations?: Array<{ id: string; impact?: string; help: string; nodes: Array<{ target: unknown[] }> }>; error?: unknown } }>;
    };
    const finished = await new Promise<Finished | null>((resolve) => {
      const timer = window.setTimeout(() => resolve(null), 25_000);
      const done = (e: Finished) => {
        if (e.storyId !== id) return;
        window.clearTimeout(timer);
        channel.off('storyFinished', done as never);
        resolve(e);
      };
      channel.on('storyFinished', done as never);
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    });
    for (const [event, fn] of listeners) channel.off(event, fn);
    if (!finished) return { status: 'timeout' as const, problems: [...problems, `no STORY_FINISHED within 25 s (phase ${w.__STORYBOOK_PREVIEW__.currentRender?.phase})`] };
    for (const r of finished.reporters) {
      if (r.status === 'passed') continue;
      for (const v of r.result?.violations ?? []) problems.push(`${r.type} ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      if (r.result?.error) problems.push(`${r.type}: ${String(r.result.error)}`);
    }
    return { status: finished.status, problems };
  }, storyId);
}

/**
 * Waits until the story's render has stayed finished: fonts and images in, then two frames with no
 * render phase change (no second render after the play function, no enqueued re-render).
 */
async function settle(page: Page, storyId: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Images that are still loading (avatars, public-site pictures) settle before the shot.
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((r) => { img.onload = img.onerror = r; })),
    );
  });
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const w = window as unknown as StorybookWindow;
          const before = w.__keroPhaseChanges;
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const render = w.__STORYBOOK_PREVIEW__.currentRender;
          return render?.id === id && render.phase === 'finished' && !render.rerenderEnqueued && w.__keroPhaseChanges === before;
        }, storyId),
      { message: `${storyId}: Storybook's render stays finished` },
    )
    .toBe(true);
}

/** The reduced-motion setting each preview page emulates now (its context starts with 'reduce'). */
const emulatedMotion = new WeakMap<Page, 'reduce' | 'no-preference'>();

/**
 * One preview page per worker, in one theme at a time: the tests come theme by theme, so a worker reopens
 * it only when its next story is of the other theme. (Two pages open at once in one browser raced: focus
 * and transitions in the one not in front lagged.)
 */
const test = base.extend<object, { preview: (theme: Theme) => Promise<Page> }>({
  preview: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const open: { theme: Theme | null; page: Page | null } = { theme: null, page: null };
      await provide(async (theme) => {
        if (open.theme !== theme || !open.page) {
          await open.page?.context().close();
          open.page = await openPreview(browser, baseURL, theme);
          open.theme = theme;
        }
        return open.page;
      });
      await open.page?.context().close();
    },
    { scope: 'worker' },
  ],
});

for (const theme of ['light', 'dark'] as const) {
  for (const story of stories) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ preview }) => {
      const page = await preview(theme);
      // A story that fixes its own theme ("Dark" stories) is rendered and photographed in that theme only.
      const own = await storyOwn(page, story.id);
      test.skip(own.theme !== null && own.theme !== theme, `the story sets its own theme (${own.theme}); its ${own.theme} run renders it`);
      // A story at a console viewport (phone, tablet, desktop) is rendered at that size, so its media queries apply.
      // Each is set only when it changes: most stories share the defaults, and each change restyles the page.
      const viewport = own.viewport ?? VIEWPORT;
      const size = page.viewportSize();
      if (size?.width !== viewport.width || size.height !== viewport.height) await page.setViewportSize(viewport);
      const motion = own.fullMotion ? 'no-preference' : 'reduce';
      if (emulatedMotion.get(page) !== motion) {
        await page.emulateMedia({ reducedMotion: motion });
        emulatedMotion.set(page, motion);
      }

      const report = await renderStory(page, story.id);
      expect(report.problems, `${story.id} (${theme}): play function, render and axe`).toEqual([]);
      expect(report.status, `${story.id} (${theme}): Storybook's verdict`).toBe('success');

      await settle(page, story.id);
      // Freeze the page's timers where the play function left them, then run the next half second of
      // them at once: what a story scheduled for "right after" always happens (sweetalert2 shows its popup
      // 10 ms after adding it), and nothing later does (a "Link copied" that clears after a while, a
      // popup's timer, a relative time's tick), however slow the machine. Date stays at NOW throughout.
      await page.clock.pauseAt(NOW);
      await page.clock.runFor(500);
      try {
        await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true, timeout: 30_000 });
      } finally {
        await page.clock.resume();
      }
    });
  }
}
