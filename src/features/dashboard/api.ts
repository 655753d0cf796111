import { request } from '../../lib/api/client';
import type { EarlyQuery } from '../../lib/data/early';
import { useApiQuery } from '../../lib/data/useApiQuery';
import { dashboardSchema, type DashboardData } from '../../lib/schemas';

export const DASHBOARD_MESSAGES = {
  loading: 'Fetching dashboard data...',
  success: 'Dashboard data loaded',
  error: 'Error fetching dashboard data',
} as const;

/** The dashboard's API path. */
export const DASHBOARD_PATH = '/admin/dashboard';

async function fetchDashboard(): Promise<DashboardData> {
  const body = await request(DASHBOARD_PATH, { schema: dashboardSchema });
  return body.data;
}

/** Fresh figures: every 30 s while the tab is visible (SWR pauses the interval in hidden tabs). */
export const DASHBOARD_REFRESH_MS = 30_000;

export const DASHBOARD_KEY = 'admin/dashboard';

/** The "Today" panel's SWR keys start with this (./todayApi.ts); the dashboard's Refresh revalidates them. */
export const TODAY_KEY = 'dashboard/today';
export const isTodayKey = (key: unknown): boolean => Array.isArray(key) && key[0] === TODAY_KEY;

/** The dashboard's read, for the console to start while its code downloads. */
export const dashboardQuery: EarlyQuery = { key: DASHBOARD_KEY, fetcher: fetchDashboard };

/** GET /admin/dashboard with docs/product.md §8's toasts; background refreshes are silent. */
export function useDashboard() {
  return useApiQuery<DashboardData>(DASHBOARD_KEY, fetchDashboard, DASHBOARD_MESSAGES, { refreshInterval: DASHBOARD_REFRESH_MS });
}
