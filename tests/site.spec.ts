import { expect, test, type Page } from './fixtures';

/** The public pages, their <h1> and the start of their <title>. */
const pages = [
  { path: '/', h1: 'Experience the Future of Transportation', title: /^Kero · / },
  { path: '/become-a-driver', h1: 'Drive with Kero. Earn on your own schedule.', title: /^Become a driver · Kero$/ },
  { path: '/about', h1: 'Built in Lagos, for the way Lagos moves', title: /^About us · Kero$/ },
  { path: '/privacy', h1: 'Privacy Policy', title: /^Privacy and policies · Kero$/ },
] as const;

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1366, height: 900 } },
] as const;

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page is wider than the viewport').toBeLessThanOrEqual(clientWidth);
}

/** The public site must not start the mock backend or load console code. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

for (const vp of viewports) {
  test.describe(`public site on ${vp.name}`, () => {
    test.use({ viewport: vp.size });

    for (const p of pages) {
      test(`${p.path}: heading, title, description, no horizontal scroll, sized images`, async ({ page }) => {
        const urls = watchRequests(page);
        await page.goto(p.path);
        await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
        await expect(page).toHaveTitle(p.title);
        const description = await page.locator('meta[name="description"]').last().getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(50);
        await expectNoHorizontalScroll(page);

        // Every image has its size, so nothing jumps while it loads.
        for (const img of await page.locator('main img').all()) {
          await expect(img).toHaveAttribute('width', /\d+/);
          await expect(img).toHaveAttribute('height', /\d+/);
          await expect(img).toHaveAttribute('alt', /.+/);
        }
        // Below the fold, images wait until they are needed.
        const eager = await page.locator('main img').evaluateAll((imgs) =>
          imgs.filter((img) => img.getBoundingClientRect().top > window.innerHeight && img.getAttribute('loading') !== 'lazy').map((img) => img.getAttribute('src')),
        );
        expect(eager, 'below-the-fold images without loading="lazy"').toEqual([]);

        // Scroll through the page: still no horizontal scroll once lazy images are in.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expectNoHorizontalScroll(page);

        expect(urls.filter((u) => /mockServiceWorker|\/api\//.test(u)), 'public pages call no API and start no mock backend').toEqual([]);
      });
    }

    test('the header links reach every public page', async ({ page }) => {
      await page.goto('/');
      for (const [name, path] of [
        ['Become a driver', '/become-a-driver'],
        ['About', '/about'],
        ['Privacy', '/privacy'],
        ['Home', '/'],
      ] as const) {
        if (vp.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
        const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
        // (CSS locator: on phones the menu panel has closed again.)
        await expect(page.locator('nav[aria-label="Main"] a[aria-current="page"]')).toHaveText(name);
        // A new page starts at the top.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
    });

    test('"Download App" opens a dialog with the four store links', async ({ page }) => {
      await page.goto('/about');
      const opener = page.getByRole('banner').getByRole('button', { name: 'Download App' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Download the Kero app' });
      await expect(dialog).toBeVisible();
      const links = dialog.getByRole('link');
      await expect(links).toHaveCount(4);
      await expect(dialog.getByRole('link', { name: /^Rider app: Get it on Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
      await expect(dialog.getByRole('link', { name: /^Rider app: Download on the App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
      await expect(dialog.getByRole('link', { name: /^Driver app: Get it on Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
      await expect(dialog.getByRole('link', { name: /^Driver app: Download on the App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
      for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
      await expectNoHorizontalScroll(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('page calls to action open the same dialog', async ({ page }) => {
      await page.goto('/become-a-driver');
      await page.getByRole('region', { name: 'Ready to Drive?' }).getByRole('button', { name: 'Download the driver app' }).click();
      await expect(page.getByRole('dialog', { name: 'Download the Kero app' }).getByRole('link')).toHaveCount(4);
    });

    test('footer links go where they say (Terms & Condition → /become-a-driver)', async ({ page }) => {
      const targets = [
        ['Company', 'About us', /\/about$/],
        ['Company', 'Become a driver', /\/become-a-driver$/],
        ['Company', 'How it works', /\/#how-it-works$/],
        ['Legal', 'Privacy policy', /\/privacy$/],
        ['Legal', 'Terms & Condition', /\/become-a-driver$/],
        ['Legal', 'Refunds & disputes', /\/privacy#refunds$/],
        ['Support', 'Driver requirements', /\/become-a-driver#requirements$/],
      ] as const;
      await page.goto('/about');
      const footer = page.getByRole('contentinfo');
      const link = (group: string, name: string) => footer.getByRole('navigation', { name: group }).getByRole('link', { name, exact: true });
      // Where each link goes, read from the link itself (the address a click, a new tab or a copy gets).
      for (const [group, name, url] of targets) {
        const href = await link(group, name).evaluate((a) => (a as HTMLAnchorElement).href);
        expect(href, `${group} › ${name}`).toMatch(url);
      }
      await expect(footer.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', 'mailto:support@kero.ng');
      // And a click follows it: a page link, then a link to a section of another page, which lands on it.
      await link('Legal', 'Terms & Condition').click();
      await expect(page).toHaveURL(/\/become-a-driver$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/about');
      await link('Support', 'Driver requirements').click();
      await expect(page).toHaveURL(/\/become-a-driver#requirements$/);
      await expect(page.locator('#requirements')).toBeInViewport();
    });

    test('Subscribe sends nothing and changes nothing', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const input = footer.getByRole('textbox', { name: 'Email address' });
      await input.fill('ada@example.com');
      const before = await footer.innerHTML();
      const requests: string[] = [];
      // Lazy images and the idle prefetch of the download dialog may load meanwhile; Subscribe must send
      // no data: no fetch, XHR, beacon, form post or navigation.
      page.on('request', (r) => {
        if (['fetch', 'xhr', 'ping', 'document', 'eventsource', 'websocket'].includes(r.resourceType()) || r.method() !== 'GET') {
          requests.push(`${r.method()} ${r.resourceType()} ${r.url()}`);
        }
      });
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await input.press('Enter');
      // Whatever the click and the Enter started (a fetch, a navigation) has started by the second frame after them.
      await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
      expect(requests).toEqual([]);
      await expect(page).toHaveURL(/\/$/);
      await expect(input).toHaveValue('ada@example.com');
      expect(await footer.innerHTML()).toBe(before);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('social icons are named and stay on the page', async ({ page }) => {
      await page.goto('/privacy');
      const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
      for (const name of ['Kero on Facebook', 'Kero on Instagram', 'Kero on X', 'Kero on LinkedIn']) {
        await social.getByRole('link', { name }).click();
        await expect(page).toHaveURL(/\/privacy$/);
      }
    });
  });
}

test('no horizontal scroll at 360px on any public page, even with the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const p of pages) {
    await page.goto(p.path);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoHorizontalScroll(page);
  }
});

test('dark theme: the toggle in the header switches the public pages', async ({ page }) => {
  await page.goto('/');
  // A press before hydration is kept and pressed again once hydrated (src/app/site/mount.tsx), so the radio may
  // change a moment after the click: click, then wait for the theme (check() demands the change at once, and
  // a run that clicked before hydration failed on it).
  const dark = page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' });
  await dark.click();
  await expect(dark).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoHorizontalScroll(page);
});

test('the privacy page covers every policy section and the support address', async ({ page }) => {
  await page.goto('/privacy');
  for (const name of [
    'Information we collect',
    'How we use your information',
    'How we share information',
    'Location data',
    'How we keep your data secure',
    'Deleting your data',
    'Seller pages and vendor onboarding',
    'KYC information',
    'Enhanced due diligence',
    'Acceptable use',
    'Refund policy',
    'Disputes',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeAttached();
  }
  await expect(page.getByText('Report it within 7 days of the trip.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@kero.ng' }).first()).toHaveAttribute('href', 'mailto:support@kero.ng');
});

test('the about page shows three 100k+ counters, the mission and the ten values', async ({ page }) => {
  await page.goto('/about');
  const stats = page.getByRole('list', { name: 'Kero in numbers' });
  await expect(stats.getByText('100k+')).toHaveCount(3);
  for (const label of ['Dedicated riders', 'Satisfied users', 'Safe and reliable rides']) await expect(stats.getByText(label)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  const values = page.getByRole('region', { name: 'Our values' }).getByRole('heading', { level: 3 });
  await expect(values).toHaveText([
    'Safety first',
    'Excellence and innovation',
    'Integrity and accountability',
    'Empowerment and inclusion',
    'Customer-centricity',
    'Environmental responsibility',
    'Community impact',
    'Technology-driven solutions',
    'Transparency and fair pricing',
    'Collaboration and growth',
  ]);
});

test('the driver page shows the requirements and the onboarding stages, and ends with "Ready to Drive"', async ({ page }) => {
  await page.goto('/become-a-driver');
  const requirements = page.getByRole('region', { name: 'What you need to sign up' });
  for (const name of [/licence/, /hackney permit/, /vehicle/, /KYC/]) await expect(requirements.getByRole('heading', { name })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Steps from sign-up to approval' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  for (const stage of ['Email unverified', 'Email verified', 'KYC submitted · On review', 'KYC approved']) await expect(steps.getByText(stage)).toBeVisible();
  const last = page.locator('main section').last();
  await expect(last.getByRole('heading', { level: 2 })).toHaveText('Ready to Drive?');
});
