import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  deleteView,
  renameView,
  saveView,
  savedViewsStore,
  screenViews,
  setDefaultView,
  viewSearch,
  type SavedView,
} from '../../lib/savedViews';

/** The console area of a path: the Lagos console lives under /dashboard/lagos. */
export function areaOf(pathname: string): 'admin' | 'lagos' {
  return pathname === '/dashboard/lagos' || pathname.startsWith('/dashboard/lagos/') ? 'lagos' : 'admin';
}

export interface SavedViewsApi {
  views: readonly SavedView[];
  defaultId: string | null;
  /** The saved view the URL shows now, if any. */
  currentId: string | null;
  /** The view's absolute address. */
  urlOf: (view: SavedView) => string;
  apply: (id: string) => void;
  save: (name: string) => void;
  rename: (id: string, name: string) => void;
  remove: (id: string) => void;
  setDefault: (id: string | null) => void;
}

/**
 * A list screen's saved views (docs/product.md, "Saved views"), for the signed-in admin and the console
 * area of the path. When the screen opens with no query string and has a default view, the default is
 * applied (in place of that history entry).
 */
export function useSavedViews(screen: string): SavedViewsApi {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const store = savedViewsStore(areaOf(pathname));
  const all = useSyncExternalStore(store.subscribe, store.read, store.read);
  const { views, defaultId } = screenViews(all, screen);

  // Only at opening: a screen whose filters were cleared by hand stays cleared.
  useEffect(() => {
    if (search !== '' && search !== '?') return;
    const fallback = screenViews(store.read(), screen);
    const view = fallback.views.find((v) => v.id === fallback.defaultId);
    if (view && view.search !== '') navigate({ pathname, search: `?${view.search}` }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening of the screen
  }, []);

  const here = viewSearch(search);
  const currentId = views.find((v) => v.search === here)?.id ?? null;
  const apply = useCallback(
    (id: string) => {
      const view = screenViews(store.read(), screen).views.find((v) => v.id === id);
      if (view) navigate({ pathname, search: view.search ? `?${view.search}` : '' });
    },
    [store, screen, navigate, pathname],
  );
  return useMemo(
    () => ({
      views,
      defaultId,
      currentId,
      urlOf: (view: SavedView) => `${window.location.origin}${pathname}${view.search ? `?${view.search}` : ''}`,
      apply,
      save: (name: string) => void saveView(store, screen, name, search),
      rename: (id: string, name: string) => renameView(store, screen, id, name),
      remove: (id: string) => deleteView(store, screen, id),
      setDefault: (id: string | null) => setDefaultView(store, screen, id),
    }),
    [views, defaultId, currentId, pathname, apply, store, screen, search],
  );
}
