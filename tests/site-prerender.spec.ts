import { expect, test, type Page } from './fixtures';

/** The prerendered public pages: their content is in the HTML, and the browser hydrates it cleanly. */
const pages = [
  { path: '/', h1: 'Experience the Future of Transportation' },
  { path: '/become-a-driver', h1: 'Drive with Kero. Earn on your own schedule.' },
  { path: '/about', h1: 'Built in Lagos, for the way Lagos moves' },
  { path: '/privacy', h1: 'Privacy Policy' },
] as const;

/** Every console message of type error or warning, and every uncaught error (React reports a failed hydration so). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The text of every script the page loads (to look for console code in it). */
function watchScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.set(r.url(), r.text().catch(() => ''));
  });
  return scripts;
}

for (const p of pages) {
  test(`${p.path}: content and styles are in the HTML before any script`, async ({ request }) => {
    const html = await (await request.get(p.path)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(p.h1.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    // styled-components' critical CSS for the markup, and the page's own <title> in <head>.
    expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]{200,}/);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<title>[^<]*Kero[^<]*<\/title>/);
    // Only the page's own entry: no console shell script.
    expect(html).not.toContain('/assets/index-');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`${p.path} (${theme} stored): hydrates without a warning and loads no console code`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
      const problems = watchConsole(page);
      const scripts = watchScripts(page);
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
      // Hydrated: the toggle shows the stored choice, and React answers a click on it.
      const group = page.getByRole('banner').getByRole('radiogroup', { name: 'Theme' });
      await expect(group.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Light' })).toBeChecked();
      const other = theme === 'dark' ? 'light' : 'dark';
      // A press before hydration is pressed again once hydrated (src/app/site/mount.tsx): click, then wait.
      const otherRadio = group.getByRole('radio', { name: other === 'dark' ? 'Dark' : 'Light' });
      await otherRadio.click();
      await expect(otherRadio).toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      await page.waitForLoadState('networkidle');
      expect(problems, 'console errors or warnings (a hydration mismatch shows here)').toEqual([]);

      const withConsoleCode: string[] = [];
      for (const [url, text] of scripts) {
        // sweetalert2, react-toastify, SWR and the console's router, by strings each of them carries.
        if (/swal2|Toastify|\$inf\$|react-router/.test(await text)) withConsoleCode.push(url);
      }
      expect(withConsoleCode, 'scripts with console code on a public page').toEqual([]);
    });
  }
}

test('console deep links still load the console (the shell answers every other address)', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/dashboard/rides');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('scripts are asked for after the first paint, and a control pressed before hydration still works', async ({ page }) => {
  // The page's entry held back: what a slow phone sees between the painted HTML and its hydration.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  const asked: string[] = [];
  await page.route(/\/assets\/site-home-[^/]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
  // Before hydration: the dark theme chosen and "Download App" pressed; neither is lost, neither acts twice.
  await page.getByRole('banner').getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Download App' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Download the Kero app' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a press React could also answer while it hydrates acts once: the phone menu opens', async ({ page }) => {
  // The narrowest moment of the race CI met: the menu pressed after React committed the hydrated page (its
  // handlers answer) and before the effect that presses the kept presses again (src/app/site/mount.tsx)
  // has run. Pressed then, the boot script keeps it; without stopping it there, React opened the menu and
  // the replay closed it again.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    let hydrating: unknown;
    Object.defineProperty(window, '__keroHydrating', {
      configurable: true,
      get: () => hydrating,
      set: (value: unknown) => {
        if (value === true && hydrating !== true) document.querySelector<HTMLButtonElement>('header button[aria-expanded]')?.click();
        hydrating = value;
      },
    });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Become a driver', exact: true })).toBeVisible();
});
