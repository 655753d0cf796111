/**
 * Saved views (docs/product.md, "Saved views"): a list screen's URL search state stored under a name,
 * per signed-in admin and per console area (admin or lagos), in localStorage. Read through a zod schema
 * that drops unknown fields (a view saved by a newer version still opens) and any entry that does not
 * fit, and reads garbage as "no views": never a crash. They outlive sign-out, as preferences do.
 */
import * as z from 'zod/mini';
import { scopedScreenStores, validItems, type AdminStore } from './adminStore';

/** Longest name and stored query a view may have (a longer stored one is dropped when read). */
export const VIEW_NAME_MAX = 60;
export const VIEW_SEARCH_MAX = 2000;
/** URL parameters a view never keeps: the open record's dialog and the page are not part of a view. */
const TRANSIENT = ['open', 'page'];

const viewSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(VIEW_NAME_MAX)),
  /** The query string without its `?`: `q=ada&status=completed`. */
  search: z.string().check(z.maxLength(VIEW_SEARCH_MAX)),
});
export type SavedView = z.output<typeof viewSchema>;

export interface ScreenViews {
  views: readonly SavedView[];
  /** The view applied when the screen opens with no query string. */
  defaultId: string | null;
}

/** Views by screen id (`rides`, `drivers`, …). */
export type SavedViews = Readonly<Record<string, ScreenViews>>;

const screenSchema = z.object({ views: z.unknown(), defaultId: z.catch(z.nullable(z.string()), null) });
const SCREEN_ID = /^[a-z][a-z-]{0,30}$/;

/** Whatever was stored, as views: unknown fields and entries that do not fit are dropped. */
export function parseSavedViews(raw: unknown): SavedViews {
  const out: Record<string, ScreenViews> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  const screens = (raw as { screens?: unknown }).screens;
  if (!screens || typeof screens !== 'object' || Array.isArray(screens)) return out;
  for (const [screen, value] of Object.entries(screens)) {
    if (!SCREEN_ID.test(screen)) continue;
    const parsed = screenSchema.safeParse(value);
    if (!parsed.success) continue;
    const views = validItems(parsed.data.views, viewSchema).slice(0, 50);
    const defaultId = views.some((v) => v.id === parsed.data.defaultId) ? parsed.data.defaultId : null;
    out[screen] = { views, defaultId };
  }
  return out;
}

/** The saved views of one console area for the signed-in admin. */
export const savedViewsStore: (area: string) => AdminStore<SavedViews> = scopedScreenStores('views', parseSavedViews);

/** A location's search as a view keeps it: without `?`, the open dialog and the page. */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const k of TRANSIENT) params.delete(k);
  return params.toString();
}

const EMPTY: ScreenViews = { views: [], defaultId: null };

export function screenViews(all: SavedViews, screen: string): ScreenViews {
  return all[screen] ?? EMPTY;
}

function newId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

function update(store: AdminStore<SavedViews>, screen: string, change: (current: ScreenViews) => ScreenViews): void {
  const all = store.read();
  store.write({ ...all, [screen]: change(screenViews(all, screen)) });
}

/** Saves `search` as `name` (a view of the same name is replaced). Returns the view's id. */
export function saveView(store: AdminStore<SavedViews>, screen: string, name: string, search: string): string {
  const clean = name.trim().slice(0, VIEW_NAME_MAX);
  const same = screenViews(store.read(), screen).views.find((v) => v.name === clean);
  const id = same?.id ?? newId();
  const view: SavedView = { id, name: clean, search: viewSearch(search).slice(0, VIEW_SEARCH_MAX) };
  update(store, screen, (s) => ({ ...s, views: same ? s.views.map((v) => (v.id === id ? view : v)) : [...s.views, view] }));
  return id;
}

export function renameView(store: AdminStore<SavedViews>, screen: string, id: string, name: string): void {
  const clean = name.trim().slice(0, VIEW_NAME_MAX);
  if (!clean) return;
  update(store, screen, (s) => ({ ...s, views: s.views.map((v) => (v.id === id ? { ...v, name: clean } : v)) }));
}

export function deleteView(store: AdminStore<SavedViews>, screen: string, id: string): void {
  update(store, screen, (s) => ({ views: s.views.filter((v) => v.id !== id), defaultId: s.defaultId === id ? null : s.defaultId }));
}

/** Makes `id` the screen's default view, or clears the default with null. */
export function setDefaultView(store: AdminStore<SavedViews>, screen: string, id: string | null): void {
  update(store, screen, (s) => ({ ...s, defaultId: id !== null && s.views.some((v) => v.id === id) ? id : null }));
}
