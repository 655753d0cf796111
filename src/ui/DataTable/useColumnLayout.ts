import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { functionalUpdate, type ColumnOrderState, type ColumnSizingState, type Updater } from '@tanstack/react-table';
import { RESIZE_MAX, RESIZE_MIN } from './ColumnTools';
import { clipVar } from './tanstack';
import type { DataTableColumn, DataTableColumnLayout, DataTableProps } from './types';

const EMPTY: DataTableColumnLayout = { columnOrder: [], columnSizing: {} };

/** A layout as the table can use it: ids of columns it has, each once; finite widths within bounds. */
export function cleanLayout(layout: DataTableColumnLayout, ids: ReadonlySet<string>): { columnOrder: ColumnOrderState; columnSizing: ColumnSizingState } {
  const seen = new Set<string>();
  const columnOrder = layout.columnOrder.filter((id) => ids.has(id) && !seen.has(id) && !!seen.add(id));
  const columnSizing: ColumnSizingState = {};
  for (const [id, w] of Object.entries(layout.columnSizing)) {
    if (ids.has(id) && typeof w === 'number' && Number.isFinite(w)) columnSizing[id] = Math.min(RESIZE_MAX, Math.max(RESIZE_MIN, Math.round(w)));
  }
  return { columnOrder, columnSizing };
}

export function isDefaultLayout(layout: DataTableColumnLayout): boolean {
  return layout.columnOrder.length === 0 && Object.keys(layout.columnSizing).length === 0;
}

/** The header cells' drawn widths in px by column id (`th[data-col]`), while `on`. */
function useHeaderWidths(on: boolean, key: string) {
  const head = useRef<HTMLTableSectionElement>(null);
  const [widths, setWidths] = useState<ColumnSizingState>({});
  useEffect(() => {
    const el = head.current;
    if (!on || !el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next: ColumnSizingState = {};
      for (const th of el.querySelectorAll<HTMLElement>('th[data-col]')) {
        const w = Math.round(th.getBoundingClientRect().width);
        if (w > 0) next[th.dataset.col!] = w;
      }
      setWidths((old) => (Object.keys(next).length === Object.keys(old).length && Object.entries(next).every(([k, v]) => old[k] === v) ? old : next));
    };
    const observer = new ResizeObserver(measure);
    for (const th of el.querySelectorAll('th[data-col]')) observer.observe(th);
    return () => observer.disconnect();
  }, [on, key]);
  return { head, widths };
}

/**
 * The opt-in column layout of a DataTable (docs/product.md, "Column layout"): what TanStack Table
 * receives (the owner's order and widths, cleaned; the drawn widths of the other columns, so a drag or
 * a key starts from what is on screen), and each column's width for the header cell. Only the widths the
 * user chose are ever reported to the owner; the default layout is the columns' own `width`s.
 */
export function useColumnLayout<T>(prop: DataTableProps<T>['columnLayout'], columns: readonly DataTableColumn<T>[]) {
  const on = !!prop;
  const state = prop?.state ?? EMPTY;
  const ids = useMemo(() => new Set(columns.map((c) => c.id)), [columns]);
  const clean = useMemo(() => cleanLayout(state, ids), [state, ids]);
  const { head, widths } = useHeaderWidths(on, columns.map((c) => c.id).join('\u0000'));
  const sizing = useMemo(() => ({ ...widths, ...clean.columnSizing }), [widths, clean.columnSizing]);

  const latest = useRef({ prop, clean, sizing });
  useEffect(() => {
    latest.current = { prop, clean, sizing };
  });

  const onSizing = useCallback((updater: Updater<ColumnSizingState>) => {
    const { prop: p, clean: c, sizing: base } = latest.current;
    if (!p) return;
    const next = functionalUpdate(updater, base);
    const chosen: ColumnSizingState = { ...c.columnSizing };
    let changed = false;
    for (const [id, w] of Object.entries(next)) {
      if (w === base[id]) continue;
      chosen[id] = Math.min(RESIZE_MAX, Math.max(RESIZE_MIN, Math.round(w)));
      changed = changed || chosen[id] !== c.columnSizing[id];
    }
    if (changed) p.onChange({ columnOrder: c.columnOrder, columnSizing: chosen });
  }, []);

  const onOrder = useCallback((updater: Updater<ColumnOrderState>) => {
    const { prop: p, clean: c } = latest.current;
    if (!p) return;
    p.onChange({ columnOrder: functionalUpdate(updater, c.columnOrder), columnSizing: c.columnSizing });
  }, []);

  const reset = useCallback(() => {
    const p = latest.current.prop;
    if (p && !isDefaultLayout(p.state)) p.onChange(EMPTY);
  }, []);

  const resetWidth = useCallback((id: string) => {
    const { prop: p, clean: c } = latest.current;
    if (!p || c.columnSizing[id] === undefined) return;
    const { [id]: _dropped, ...rest } = c.columnSizing;
    p.onChange({ columnOrder: c.columnOrder, columnSizing: rest });
  }, []);

  // A sized column with a `maxWidth` shows as much text as its new width holds.
  const tableVars = useMemo(() => {
    const vars: Record<string, string> = {};
    for (const c of columns) if (c.maxWidth && clean.columnSizing[c.id] !== undefined) vars[clipVar(c.id)] = '100%';
    return vars as CSSProperties;
  }, [columns, clean.columnSizing]);

  /** The width a header cell is drawn at: the user's, else the column's own. */
  const widthOf = useCallback((c: Pick<DataTableColumn<T>, 'id' | 'width'>) => {
    const chosen = clean.columnSizing[c.id];
    return chosen === undefined ? c.width : `${chosen}px`;
  }, [clean.columnSizing]);

  return {
    on,
    head,
    widthOf,
    tableVars,
    reset,
    resetWidth,
    isDefault: isDefaultLayout(clean),
    tanstack: on ? { columnOrder: clean.columnOrder, columnSizing: sizing, onOrder, onSizing } : null,
  };
}
