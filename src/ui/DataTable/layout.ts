import type { DataTableColumn } from './types';

/** Width of the S/N column. */
export const SERIAL_WIDTH = '52px';
/** The least a column without a px width is given before the table scrolls sideways. */
export const MIN_COLUMN_PX = 96;

/** px of a `120px` width, or null for other units. */
export function px(width: string | undefined): number | null {
  const m = width ? /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(width) : null;
  return m ? Number(m[1]) : null;
}

/**
 * The narrowest the table may get: every column at its px width (others at MIN_COLUMN_PX). Below it
 * the table keeps this width and scrolls sideways rather than crushing its columns.
 */
export function tableMinWidth(columns: readonly Pick<DataTableColumn<unknown>, 'width'>[], serial: boolean): number {
  return columns.reduce((sum, c) => sum + (px(c.width) ?? MIN_COLUMN_PX), serial ? (px(SERIAL_WIDTH) ?? 0) : 0);
}
