// README pictures of the operator workflows (docs/product.md §18 Command menu, §19 Saved views,
// §21 Column layout): signs in to the demo build with the demo admin account and photographs each at a
// phone (390x844) and a desktop (1366x768) viewport, in the dark theme.
//   npx vite build --mode demo && npx vite preview --mode demo --outDir dist-demo --port 4485
//   node scripts/readme-screenshots.mjs http://127.0.0.1:4485
import { chromium } from 'playwright';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } };

async function console(viewport) {
  const context = await browser.newContext({ viewport, colorScheme: 'dark', deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.getByPlaceholder('Email Address').fill('admin@kero.ng');
  await page.getByPlaceholder('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
  return { context, page };
}

async function ridesReady(page) {
  await page.goto(`${base}/dashboard/rides`);
  const table = page.getByRole('table', { name: 'Rides' });
  await table.locator('tbody tr').nth(5).waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('table[aria-busy]'));
  // The load toasts close by themselves after 2 s: the pictures show the screen, not them.
  await page.waitForFunction(() => document.querySelectorAll('.Toastify__toast').length === 0, undefined, { timeout: 15_000 });
  return table;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const { context, page } = await console(viewport);

  // Command menu: Ctrl+K, a search that finds records.
  await ridesReady(page);
  await page.keyboard.press('Control+k');
  const menu = page.getByRole('dialog', { name: 'Command menu' });
  await menu.waitFor();
  await menu.getByRole('combobox').fill('olu');
  await menu.getByText('Records', { exact: true }).waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('[cmdk-loading]'));
  await page.screenshot({ path: `${out}command-menu-${name}-dark.png` });
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });

  // Views menu, with two saved views.
  for (const [filter, view] of [['Completed', 'Completed rides'], ['Cancelled', 'Cancelled rides']]) {
    // Phones keep the filters behind "Filters".
    if (name === 'phone' && !(await page.getByRole('button', { name: filter, exact: true }).isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: filter, exact: true }).click();
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('button', { name: 'Save view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'View name' }).fill(view);
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('group', { name: 'Saved views' }).waitFor();
  await page.screenshot({ path: `${out}views-menu-${name}-dark.png` });
  await page.keyboard.press('Escape');

  // Column layout (desktop tables only): a widened column and an open column menu.
  if (name === 'desktop') {
    const table = await ridesReady(page);
    const handle = table.getByRole('separator', { name: 'Resize Driver' });
    await handle.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await table.getByRole('button', { name: 'Status column options' }).click();
    await page.getByRole('menu', { name: 'Status column options' }).waitFor();
    await page.screenshot({ path: `${out}column-layout-${name}-dark.png` });
    await page.keyboard.press('Escape');
    await table.getByRole('button', { name: 'Status column options' }).click();
    await page.getByRole('menuitem', { name: 'Reset columns' }).click();
  }
  await context.close();
}
await browser.close();
