import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { columnLayoutsStore, saveColumnLayout, screenLayout } from '../../lib/columnLayouts';
import type { DataTableProps } from '../../ui/DataTable';
import { usePhoneLayout } from '../../ui/Layout';
import { areaOf } from '../views/useSavedViews';

/**
 * A list's stored column layout (docs/product.md, "Column layout") as DataTable's `columnLayout` prop:
 * per screen, per signed-in admin and per console area of the path. Null on phones, where rows are
 * cards and columns have neither order nor width.
 */
export function useStoredColumnLayout(screen: string): DataTableProps<unknown>['columnLayout'] {
  const { pathname } = useLocation();
  const phone = usePhoneLayout();
  const store = columnLayoutsStore(areaOf(pathname));
  const all = useSyncExternalStore(store.subscribe, store.read, store.read);
  const state = screenLayout(all, screen);
  return useMemo(() => (phone ? null : { state, onChange: (next) => saveColumnLayout(store, screen, next) }), [phone, state, store, screen]);
}
