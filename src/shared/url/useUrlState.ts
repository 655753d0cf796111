import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../lib/limits';
import { useRouterLocation } from './routerLocation';
import { urgently } from './urgent';

/**
 * The longest value read from the URL, like typed input (docs/security.md, "URL state"): a link's `?q=`
 * is cut to the search box's limit, and so is every other parameter (tabs, sorts, ids, dates are far shorter).
 */
export const URL_VALUE_MAX = LIMITS.search;

/** A raw query value as the screens may read it: at most URL_VALUE_MAX characters. */
export function capUrlValue(raw: string): string {
  return raw.length > URL_VALUE_MAX ? raw.slice(0, URL_VALUE_MAX) : raw;
}

/** A sorted column as the URL holds it: `?sort=fare.desc`. */
export interface UrlSort {
  id: string;
  desc: boolean;
}

/** How one query parameter is read and written. Primitive defaults get a codec automatically. */
export interface UrlParam<T> {
  default: T;
  /** Raw query value to T; return `undefined` for an unreadable value (the default is used). */
  parse(raw: string): T | undefined;
  /** T to raw query value; `null` removes the parameter. */
  format(value: T): string | null;
}

type Primitive = string | number | boolean;
/** A screen's URL parameters: each a default value (its type says how to read it) or a UrlParam. */
export type Spec = Record<string, Primitive | UrlParam<unknown>>;

type Widen<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;
/** The typed state a spec describes: `{ q: '' }` gives `{ q: string }`, `{ sort: sortParam }` gives `{ sort: UrlSort | null }`. */
export type UrlState<S extends Spec> = { [K in keyof S]: S[K] extends UrlParam<infer T> ? T : Widen<S[K]> };

export interface SetUrlStateOptions {
  /** Replace the current history entry instead of pushing one (use for keystrokes). Default false. */
  replace?: boolean;
  /**
   * A draft while typing goes on (DataTable's keystrokes): the address bar's entry is replaced at once, so
   * a reload or a copied address holds it, but the router is not told and nothing re-renders; the same
   * change follows without `draft` once typing pauses. Implies `replace`.
   */
  draft?: boolean;
  /**
   * The screen renders the change in the write's own update, not in a transition (./urgent.ts, ./UrlRouter.tsx):
   * a table's writes (it shows its change until the URL does, and no longer), a server-mode tab whose
   * render sends the request.
   */
  urgent?: boolean;
}

export type SetUrlState<S extends Spec> = (patch: Partial<UrlState<S>>, options?: SetUrlStateOptions) => void;

/** Parses `column.asc` / `column.desc`; anything else is no sort. */
export function parseSort(raw: string): UrlSort | null {
  const m = /^(.+)\.(asc|desc)$/.exec(raw);
  return m ? { id: m[1]!, desc: m[2] === 'desc' } : null;
}

export function formatSort(sort: UrlSort | null): string | null {
  return sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : null;
}

/** Codec for a table's sort: `useUrlState({ sort: sortParam })` gives `state.sort: UrlSort | null`. */
export const sortParam: UrlParam<UrlSort | null> = { default: null, parse: parseSort, format: formatSort };

/** Codec for a string restricted to known values (tabs, filters); unknown values fall back to the default. */
export function oneOf<const T extends string>(values: readonly T[], fallback: T): UrlParam<T> {
  return {
    default: fallback,
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
    format: (v) => v,
  };
}

function isParam(v: unknown): v is UrlParam<unknown> {
  return typeof v === 'object' && v !== null && 'parse' in v && 'format' in v;
}

function codecFor(def: Primitive | UrlParam<unknown>): UrlParam<unknown> {
  if (isParam(def)) return def;
  if (typeof def === 'number') {
    return {
      default: def,
      parse: (raw) => {
        const n = Number(raw);
        return raw.trim() !== '' && Number.isFinite(n) ? n : undefined;
      },
      format: (v) => String(v),
    };
  }
  if (typeof def === 'boolean') {
    return {
      default: def,
      parse: (raw) => (raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined),
      format: (v) => String(v),
    };
  }
  return { default: def, parse: (raw) => raw, format: (v) => String(v) };
}

function readWith(codecs: Record<string, UrlParam<unknown>>, search: string): Record<string, unknown> {
  const current = new URLSearchParams(search);
  const out: Record<string, unknown> = {};
  for (const [key, codec] of Object.entries(codecs)) {
    const value = current.get(key);
    const parsed = value === null ? undefined : codec.parse(capUrlValue(value));
    out[key] = parsed === undefined ? codec.default : parsed;
  }
  return out;
}

/**
 * A query string read as `useUrlState(spec)` reads it (the same codecs, defaults and caps), outside
 * React: a screen's early read (src/app/routes.tsx) asks for what the screen will ask for.
 */
export function readUrlState<const S extends Spec>(spec: S, search: string): UrlState<S> {
  return readWith(Object.fromEntries(Object.entries(spec).map(([k, d]) => [k, codecFor(d)])), search) as UrlState<S>;
}

function sameValue(a: unknown, b: unknown, format: (v: unknown) => string | null): boolean {
  return a === b || format(a) === format(b);
}

/**
 * Typed query parameters with defaults, over react-router's `useSearchParams`.
 *
 * - Values equal to their default are left out of the URL (`?page=1` never appears).
 * - Unreadable values (`?page=abc`) read as the default; every value is cut to URL_VALUE_MAX characters
 *   before it is read, like typed input (`?q=` at the search box's limit).
 * - `setState(patch)` pushes a history entry so Back restores the previous view; pass
 *   `{ replace: true }` for keystrokes. Parameters not in the spec are kept.
 * - `{ draft: true }` (DataTable's keystrokes while typing goes on) replaces the address without the
 *   router: the URL holds the search at every key, and the screen re-renders once typing pauses.
 *
 * @example
 * const [state, setState] = useUrlState({ q: '', sort: sortParam, page: 1, tab: 'emailUnverified' });
 * setState({ tab: 'kycApproved', page: 1 });
 */
export function useUrlState<const S extends Spec>(spec: S): [UrlState<S>, SetUrlState<S>] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // Drafts go to the address bar only when it shows this route (a browser router, not a memory one).
  const pathRef = useRef(pathname);
  useLayoutEffect(() => {
    pathRef.current = pathname;
  });

  // Specs are usually inline object literals: key the codecs on their shape, not their identity.
  const specKey = Object.keys(spec).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-derive only when the set of keys changes
  const codecs = useMemo(() => Object.fromEntries(Object.entries(spec).map(([k, d]) => [k, codecFor(d)])), [specKey]);

  const raw = params.toString();
  const rawRef = useRef(raw);
  useLayoutEffect(() => {
    rawRef.current = raw;
  });
  const state = useMemo(() => readWith(codecs, raw) as UrlState<S>, [raw, codecs]);

  // react-router's setter changes with every query; ours stays the same, so screens can memoise what
  // they hand it to (toolbars, charts) across keystrokes and sorts.
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  });
  const routerLocation = useRouterLocation();

  const setState = useCallback<SetUrlState<S>>(
    (patch, options) => {
      // Writes chain on the router's own location, not the rendered one: a write rendered in a transition
      // (a filter tab in client mode) may not have reached this render yet, and must not be undone.
      const base = routerLocation() ?? { pathname: pathRef.current, search: `?${rawRef.current}` };
      // The router is on its way to another screen: this one's late write must not bring it back.
      if (base.pathname !== pathRef.current) return;
      const from = new URLSearchParams(base.search);
      const next = new URLSearchParams(from);
      for (const [key, value] of Object.entries(patch)) {
        const codec = codecs[key];
        if (!codec || value === undefined) continue;
        const formatted = sameValue(value, codec.default, codec.format) ? null : codec.format(value);
        if (formatted === null || formatted === '') next.delete(key);
        else next.set(key, formatted);
      }
      const query = next.toString();
      if (options?.draft) {
        if (window.location.pathname !== pathRef.current) return;
        // The entry's own state (the router's key and index) is kept: Back and Forward see the same entries.
        const url = new URL(window.location.href);
        url.search = query;
        if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
        return;
      }
      let replace = options?.replace ?? false;
      if (query === from.toString()) {
        // Nothing changes: no navigation (and no duplicate history entry).
        if (query === rawRef.current) return;
        // The router holds this query but has not rendered it: a draft in the address bar (the router
        // must hear of it now), or a navigation still rendering (writing it again must not add an entry).
        replace = true;
      }
      const write = () => setParamsRef.current(next, { replace });
      if (options?.urgent) urgently(write);
      else write();
    },
    [codecs, routerLocation],
  );

  return [state, setState];
}

/** What `DataTable` needs to keep search, sort and page in the URL (structurally its `DataTableState`). */
export interface UrlTableState {
  search: string;
  sort: UrlSort | null;
  page: number;
}

/**
 * `useUrlState` with a table's `q`, `sort` and `page` already wired: spread `table` onto `DataTable`.
 * Extra parameters (a tab, a status filter) go in `extra` and come back in `state`.
 * `table.search` is the URL's value, which lags typing: the table's search box keeps its own text
 * and follows the URL only when it changes from outside (Back, a link, `setState({ q: '' })`).
 *
 * @example
 * const { table, state, setState } = useTableUrlState({ tab: oneOf(stages, 'emailUnverified') });
 * <DataTable {...table} ... />
 * setState({ tab: 'kycApproved', page: 1 }); // a tab change pushes and returns to page 1
 */
/** A table's own parameters: `q`, `sort` and `page`. */
const TABLE_URL = { q: '', sort: sortParam, page: 1 } as const;

/** A list screen's whole URL spec: the table's parameters and the screen's own (`extra`). */
export function tableUrlSpec<const E extends Spec>(extra: E) {
  return { ...TABLE_URL, ...extra };
}

/** The page a table shows for the URL's `page` (a whole number from 1). */
export function tablePage(page: number): number {
  return Math.max(1, Math.floor(page));
}

export function useTableUrlState<const E extends Spec = Record<never, never>>(extra?: E) {
  const [state, setState] = useUrlState(tableUrlSpec(extra ?? ({} as E)));
  const onStateChange = useCallback(
    (patch: Partial<UrlTableState>, options?: SetUrlStateOptions) => {
      const { search, ...rest } = patch;
      const urlPatch: Record<string, unknown> = { ...rest };
      if (search !== undefined) urlPatch.q = search;
      setState(urlPatch as Parameters<typeof setState>[0], options);
    },
    [setState],
  );
  const s = state as unknown as { q: string; sort: UrlSort | null; page: number };
  const table = useMemo(
    () => ({ search: s.q, sort: s.sort, page: tablePage(s.page), onStateChange }),
    [s.q, s.sort, s.page, onStateChange],
  );
  return { table, state, setState };
}
