/**
 * CSV export of a list as the operator sees it (docs/product.md, "Export"): UTF-8 with a BOM so Excel reads
 * the naira sign and names right, RFC 4180 quoting, and formula-safe text cells. Built in slices that yield
 * to the browser, so 60,000 rows never block the page for long.
 *
 * No CSV library: the rules that matter here (money with two decimals, Lagos ISO dates, Yes/No, a quote
 * prefix for text but never for numbers) follow from each column's type, which a generic writer does not
 * know; papaparse's `escapeFormulae` would prefix a negative amount written as text, and its `unparse` is
 * synchronous over the whole array. What is left, quoting, is the six lines of `quote()`.
 */

import { lagosDay, lagosIso } from '../lagosTime';

/** How a column's values are written. */
export type CsvType = 'text' | 'number' | 'money' | 'date' | 'boolean';

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  /** Header label, as the table shows it. */
  header: string;
  type: CsvType;
  /**
   * The raw value: naira for `money` (divide kobo first), a Date, ISO string or epoch ms for `date`.
   * Missing or unreadable values write an empty cell.
   */
  value: (row: T, index: number) => CsvValue;
}

export const BOM = '\uFEFF';

// Excel and LibreOffice run a cell that starts with one of these as a formula (CSV injection). A
// spreadsheet that splits on `;` or tab (most European locales, some Nigerian installs) starts a new
// cell after each of those, so a piece after a `;` or tab inside our cell is a cell start too.
const FORMULA_CHARS = new Set(['=', '+', '-', '@', '\t', '\r']);
// A plain number (an amount or a phone number such as +2348012345678) is no formula: it keeps its sign.
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/;

/** RFC 4180: quote a field holding a comma, quote, CR or LF, doubling its quotes. */
export function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/**
 * A text cell, defused: at the start of the cell and after every `;` or tab inside it, a piece that
 * starts (after spaces) with =, +, -, @, tab or CR gets a single quote in front, unless that piece is a
 * plain number.
 */
export function safeText(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text[i] !== ';' && text[i] !== '\t') continue;
    // text[start..i) is one piece of a spreadsheet's split; it ends before a separator (or the end).
    const piece = text.slice(start, i);
    const separator = i < text.length ? text[i]! : '';
    if (piece === '' && separator === '\t') {
      // A tab that starts a piece is a formula start of its own.
      out += `'${separator}`;
    } else {
      // Leading spaces do not hide a formula: a spreadsheet that trims them would still run it.
      const lead = piece.replace(/^ +/, '');
      out += (FORMULA_CHARS.has(lead[0] ?? '') && !PLAIN_NUMBER.test(lead) ? `'${piece}` : piece) + separator;
    }
    start = i + 1;
  }
  return out;
}

/** ISO 8601 in Lagos time, or '' for values that are no readable date. */
function isoCell(v: CsvValue): string {
  if (v === null || v === undefined || v === '' || typeof v === 'boolean') return '';
  return lagosIso(v) ?? '';
}

/** One cell, written by its column type and quoted. */
export function cell(type: CsvType, v: CsvValue): string {
  switch (type) {
    case 'money':
      return typeof v === 'number' && Number.isFinite(v) ? v.toFixed(2) : '';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
    case 'boolean':
      return v === true ? 'Yes' : v === false ? 'No' : '';
    case 'date':
      return isoCell(v);
    case 'text': {
      if (v === null || v === undefined) return '';
      const text = v instanceof Date ? isoCell(v) : String(v);
      return quote(safeText(text));
    }
  }
}

/** The header row and one line per row, CRLF-separated as RFC 4180 asks. */
export function csvLines<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], start = 0, end = rows.length): string[] {
  const lines: string[] = [];
  for (let i = start; i < end; i++) {
    const row = rows[i] as T;
    lines.push(columns.map((c) => cell(c.type, c.value(row, i))).join(','));
  }
  return lines;
}

export function headerLine(columns: readonly CsvColumn<unknown>[]): string {
  return columns.map((c) => quote(safeText(c.header))).join(',');
}

/** Lets the browser paint and handle input between slices (`scheduler.yield` where there is one). */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface BuildCsvOptions {
  /** Most rows in one slice between yields. Default 2000. */
  sliceSize?: number;
  /** Longest a slice may run before it yields, in ms (checked every 250 rows). Default 8. */
  sliceMs?: number;
  signal?: AbortSignal;
}

const BATCH = 250;

/**
 * The file as chunks (BOM and header first, then one chunk per slice, each line ending CRLF), built in
 * slices that yield to the browser before each one, so the page stays responsive (docs/product.md §10:
 * no task near 100 ms for 60,000 rows). Hand the chunks to `new Blob(chunks)`: no single 8 MB join.
 */
export async function buildCsvChunks<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], options: BuildCsvOptions = {}): Promise<string[]> {
  const { sliceSize = 2000, sliceMs = 8, signal } = options;
  const chunks: string[] = [`${BOM}${headerLine(columns as readonly CsvColumn<unknown>[])}\r\n`];
  let i = 0;
  while (i < rows.length) {
    await yieldToBrowser();
    if (signal?.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const started = performance.now();
    const stop = Math.min(rows.length, i + sliceSize);
    let chunk = '';
    while (i < stop && (chunk === '' || performance.now() - started < sliceMs)) {
      const end = Math.min(stop, i + BATCH);
      chunk += `${csvLines(rows, columns, i, end).join('\r\n')}\r\n`;
      i = end;
    }
    chunks.push(chunk);
  }
  return chunks;
}

/** The whole file's text (with BOM), built in slices that yield between them. */
export async function buildCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], options: BuildCsvOptions = {}): Promise<string> {
  return (await buildCsvChunks(rows, columns, options)).join('');
}

/** `kero-<screen>-<YYYY-MM-DD>.csv`, dated in Lagos; the screen name is reduced to safe characters. */
export function csvFileName(screen: string, now: Date = new Date()): string {
  const safe = screen.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `kero-${safe}-${lagosDay(now) ?? 'undated'}.csv`;
}

/** Hands the text (one string or its chunks) to the browser as a download. */
export function downloadText(fileName: string, text: string | readonly string[], type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob(typeof text === 'string' ? [text] : [...text], { type }));
}

/** Hands a file made of parts (a server-paged export's pages) to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
