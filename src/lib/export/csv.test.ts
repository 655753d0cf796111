import { describe, expect, it } from 'vitest';
import { BOM, buildCsv, buildCsvChunks, cell, csvFileName, quote, safeText, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: number | null;
  when: string;
  ok: boolean | null;
  count: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', type: 'text', value: (r) => r.name },
  { header: 'Amount', type: 'money', value: (r) => r.amount },
  { header: 'Date', type: 'date', value: (r) => r.when },
  { header: 'Verified', type: 'boolean', value: (r) => r.ok },
  { header: 'Trips', type: 'number', value: (r) => r.count },
];

describe('csv', () => {
  it('quotes per RFC 4180', () => {
    expect(quote('plain')).toBe('plain');
    expect(quote('a,b')).toBe('"a,b"');
    expect(quote('say "hi"')).toBe('"say ""hi"""');
    expect(quote('two\nlines')).toBe('"two\nlines"');
    expect(quote('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses formulas in text but never prefixes numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(safeText(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(safeText('Ikeja')).toBe('Ikeja');
    expect(cell('text', '=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(cell('text', '\r=1')).toBe('"\'\r=1"');
    expect(cell('money', -1250.5)).toBe('-1250.50');
    expect(cell('number', -3)).toBe('-3');
  });

  it('defuses a formula after a ; or tab inside a cell (spreadsheets that split on them)', () => {
    expect(safeText('x;=1+1')).toBe("x;'=1+1");
    expect(safeText('Ikeja;@SUM(A1)')).toBe("Ikeja;'@SUM(A1)");
    expect(safeText('a\t+1+1')).toBe("a\t'+1+1");
    expect(safeText('a;-2+3;b')).toBe("a;'-2+3;b");
    expect(safeText('x;\t=1')).toBe("x;'\t'=1");
    expect(safeText('x;\r=1')).toBe("x;'\r=1");
    expect(safeText('=1;=2')).toBe("'=1;'=2");
    expect(cell('text', 'Obi; =cmd|x')).toBe("Obi;' =cmd|x");
    expect(cell('text', 'a;=1,2')).toBe('"a;\'=1,2"');
    // Harmless separators stay as they are.
    expect(safeText('Lekki; Phase 1')).toBe('Lekki; Phase 1');
    expect(safeText('a\tb;c')).toBe('a\tb;c');
  });

  it('keeps the sign of plain numbers in text cells, at the start or after a separator', () => {
    expect(safeText('-1250.50')).toBe('-1250.50');
    expect(safeText('+2348012345678')).toBe('+2348012345678');
    expect(safeText('x;-5')).toBe('x;-5');
    expect(safeText('x\t+3,5')).toBe('x\t+3,5');
    expect(safeText('-5+5')).toBe("'-5+5");
    expect(safeText('-')).toBe("'-");
  });

  it('writes money with two decimals, no sign or grouping; Yes/No; empty for missing values', () => {
    expect(cell('money', 1234567.891)).toBe('1234567.89');
    expect(cell('money', 45)).toBe('45.00');
    expect(cell('money', null)).toBe('');
    expect(cell('money', Number.NaN)).toBe('');
    expect(cell('boolean', true)).toBe('Yes');
    expect(cell('boolean', false)).toBe('No');
    expect(cell('boolean', null)).toBe('');
    expect(cell('number', Number.POSITIVE_INFINITY)).toBe('');
    expect(cell('text', undefined)).toBe('');
  });

  it('writes dates as ISO 8601 in Lagos time (UTC+1), across the day edge', () => {
    expect(cell('date', '2026-11-01T18:22:05.000Z')).toBe('2026-11-01T19:22:05+01:00');
    expect(cell('date', '2026-11-01T23:30:00.000Z')).toBe('2026-11-02T00:30:00+01:00');
    expect(cell('date', 'not a date')).toBe('');
    expect(cell('date', 8.64e15)).toBe('');
    expect(cell('date', null)).toBe('');
  });

  it('builds the file: BOM, header, CRLF lines, in slices', async () => {
    const rows: Row[] = [
      { name: 'Ada, Obi', amount: 4500, when: '2026-11-01T18:22:05.000Z', ok: true, count: 3 },
      { name: '@admin', amount: null, when: '', ok: false, count: 0 },
      { name: 'Tunde', amount: 0.5, when: '2026-11-02T00:00:00.000Z', ok: null, count: 12 },
    ];
    const text = await buildCsv(rows, columns, { sliceSize: 2 });
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name,Amount,Date,Verified,Trips',
      '"Ada, Obi",4500.00,2026-11-01T19:22:05+01:00,Yes,3',
      "'@admin,,,No,0",
      'Tunde,0.50,2026-11-02T01:00:00+01:00,,12',
      '',
    ]);
  });

  it('exports 60,000 rows in slices that each stay short', async () => {
    const rows: Row[] = Array.from({ length: 60000 }, (_, i) => ({ name: `Rider ${i}`, amount: i * 1.5, when: '2026-11-01T10:00:00.000Z', ok: i % 2 === 0, count: i }));
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 0);
    const text = await buildCsv(rows, columns);
    clearInterval(timer);
    expect(text.split('\r\n')).toHaveLength(60002);
    // The timer got to run between slices: the page was never held for the whole export.
    expect(longest).toBeLessThan(500);
  });

  it('cuts slices by rows and by time; the chunks make the same file', async () => {
    const rows: Row[] = Array.from({ length: 1000 }, (_, i) => ({ name: `R${i}`, amount: i, when: '', ok: true, count: i }));
    const whole = await buildCsv(rows, columns);
    // At most 300 rows a slice: 4 slices after the header chunk.
    const byRows = await buildCsvChunks(rows, columns, { sliceSize: 300 });
    expect(byRows).toHaveLength(5);
    expect(byRows.join('')).toBe(whole);
    // No time to spare: one batch of 250 rows a slice.
    const byTime = await buildCsvChunks(rows, columns, { sliceMs: 0 });
    expect(byTime).toHaveLength(5);
    expect(byTime.slice(1).map((c) => c.split('\r\n').length - 1)).toEqual([250, 250, 250, 250]);
    expect(byTime.join('')).toBe(whole);
    expect(await buildCsvChunks([], columns)).toEqual([`${BOM}Name,Amount,Date,Verified,Trips\r\n`]);
  });

  it('stops when aborted', async () => {
    const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({ name: `R${i}`, amount: 1, when: '', ok: true, count: i }));
    const controller = new AbortController();
    const p = buildCsv(rows, columns, { sliceSize: 1000, signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toThrow('Export cancelled');
  });

  it('names the file by screen and Lagos date', () => {
    expect(csvFileName('transactions', new Date('2026-11-23T23:30:00.000Z'))).toBe('kero-transactions-2026-11-24.csv');
    expect(csvFileName('Rides', new Date('2026-11-23T10:00:00.000Z'))).toBe('kero-rides-2026-11-23.csv');
    expect(csvFileName('../../x', new Date('2026-11-23T10:00:00.000Z'))).toBe('kero-x-2026-11-23.csv');
  });
});
