import { expect, test, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { signIn } from './helpers';

/** Clicks "Export CSV" and returns the downloaded file's name and text. */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** RFC 4180 lines of a file without quoted line breaks (ours has none in these columns). */
const lines = (text: string) => text.replace(/\r\n$/, '').split('\r\n');

test.describe('export', () => {
  test('transactions: the filtered view, every page, visible columns only, typed cells', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'admin', '/dashboard/transactions?status=success&sort=amount.desc');
    const table = page.getByRole('table', { name: 'Transactions Management' });
    await expect(table.locator('tbody tr').first()).toContainText('Success', { timeout: 15_000 });
    // Mask the e-mails: the masked column must not be exported.
    await page.getByRole('switch', { name: /email/i }).click();
    const total = Number((await page.getByText(/^Showing \d[\d,]* of [\d,]+ results$/).textContent())!.replace(/.* of ([\d,]+) results$/, '$1').replace(/,/g, ''));

    const { name, text } = await exportCsv(page);
    expect(name).toMatch(/^kero-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = lines(text.slice(1));
    const cols = header!.split(',');
    expect(cols[0]).toBe('S/N');
    expect(cols).toContain('Amount');
    expect(cols).toContain('Status');
    expect(cols).not.toContain('User/Driver');
    // Every matching row, not just the page, in the table's order (amount, highest first).
    expect(rows).toHaveLength(total);
    expect(total).toBeGreaterThan(25);
    const amountAt = cols.indexOf('Amount');
    const statusAt = cols.indexOf('Status');
    const dateAt = cols.indexOf('Date');
    const amounts = rows.map((r) => r.split(',')[amountAt]!);
    for (const a of amounts.slice(0, 50)) expect(a).toMatch(/^-?\d+\.\d{2}$/);
    const numbers = amounts.filter((a) => a !== '').map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(rows.map((r) => r.split(',')[statusAt]))).toEqual(new Set(['Success']));
    expect(rows[0]!.split(',')[dateAt]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00$/);
  });

  test('riders (lagos): no wallet balance column, Yes/No flags', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'lagos', '/dashboard/lagos/riders');
    await expect(page.getByRole('table', { name: 'Riders' }).locator('tbody tr').first()).not.toHaveAttribute('data-skeleton', /.*/);
    const { name, text } = await exportCsv(page);
    expect(name).toMatch(/^kero-riders-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, first] = lines(text.slice(1));
    expect(header).toBe('S/N,Name,Email,Phone,Verified,Profile Complete,Joined Date');
    expect(first!.split(',')[4]).toMatch(/^(Yes|No)$/);
  });
});
