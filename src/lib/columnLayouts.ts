/**
 * Column layouts (docs/product.md, "Column layout"): the order and widths an admin gave a list's
 * columns, per screen, per signed-in admin and per console area (admin or lagos), in localStorage
 * (the saved views' store: src/lib/adminStore.ts). Read as whatever fits: garbage is read as "no
 * layout", a screen whose entry does not fit is dropped, bad ids and widths are dropped one by one.
 * A column the screen no longer has is ignored by the table for that column only.
 */
import { scopedScreenStores, type AdminStore } from './adminStore';

/** A list's column layout: column ids in order, and widths in px by column id (both empty: default). */
export interface ColumnLayout {
  columnOrder: readonly string[];
  columnSizing: Readonly<Record<string, number>>;
}

/** Layouts by screen id (`rides`, `drivers-kycSubmitted`, …). */
export type ColumnLayouts = Readonly<Record<string, ColumnLayout>>;

export const DEFAULT_COLUMN_LAYOUT: ColumnLayout = Object.freeze({ columnOrder: Object.freeze([]), columnSizing: Object.freeze({}) });

const SCREEN_ID = /^[a-z][a-zA-Z-]{0,40}$/;
const COLUMN_ID = /^[a-zA-Z][a-zA-Z0-9_-]{0,40}$/;
/** Widths outside these are not a layout anyone chose (the table clamps to its own bounds too). */
const WIDTH_MIN = 16;
const WIDTH_MAX = 2000;
const MAX_COLUMNS = 40;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function parseLayout(raw: unknown): ColumnLayout | null {
  if (!isRecord(raw)) return null;
  const order = Array.isArray(raw.columnOrder) ? raw.columnOrder : [];
  const columnOrder = [...new Set(order.filter((id): id is string => typeof id === 'string' && COLUMN_ID.test(id)))].slice(0, MAX_COLUMNS);
  const columnSizing: Record<string, number> = {};
  if (isRecord(raw.columnSizing)) {
    for (const [id, w] of Object.entries(raw.columnSizing).slice(0, MAX_COLUMNS)) {
      if (COLUMN_ID.test(id) && typeof w === 'number' && Number.isFinite(w) && w >= WIDTH_MIN && w <= WIDTH_MAX) columnSizing[id] = Math.round(w);
    }
  }
  return { columnOrder, columnSizing };
}

/** Whatever was stored, as layouts: unknown fields and entries that do not fit are dropped. */
export function parseColumnLayouts(raw: unknown): ColumnLayouts {
  const out: Record<string, ColumnLayout> = {};
  if (!isRecord(raw) || !isRecord(raw.screens)) return out;
  for (const [screen, value] of Object.entries(raw.screens)) {
    if (!SCREEN_ID.test(screen)) continue;
    const layout = parseLayout(value);
    if (layout) out[screen] = layout;
  }
  return out;
}

/** The column layouts of one console area for the signed-in admin. */
export const columnLayoutsStore: (area: string) => AdminStore<ColumnLayouts> = scopedScreenStores('columns', parseColumnLayouts);

export function screenLayout(all: ColumnLayouts, screen: string): ColumnLayout {
  return all[screen] ?? DEFAULT_COLUMN_LAYOUT;
}

/** Stores a screen's layout; the default layout removes the screen's entry. */
export function saveColumnLayout(store: AdminStore<ColumnLayouts>, screen: string, layout: ColumnLayout): void {
  const { [screen]: _old, ...rest } = store.read();
  const isDefault = layout.columnOrder.length === 0 && Object.keys(layout.columnSizing).length === 0;
  store.write(isDefault ? rest : { ...rest, [screen]: { columnOrder: [...layout.columnOrder], columnSizing: { ...layout.columnSizing } } });
}
