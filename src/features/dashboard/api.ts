import { request } from '../../lib/api/client';
import { useApiQuery } from '../../lib/data/useApiQuery';
import { dashboardSchema, type DashboardData } from '../../lib/schemas';

export const DASHBOARD_MESSAGES = {
  loading: 'Fetching dashboard data...',
  success: 'Dashboard data loaded',
  error: 'Error fetching dashboard data',
} as const;

async function fetchDashboard(): Promise<DashboardData> {
  const body = await request('/admin/dashboard', { schema: dashboardSchema });
  return body.data;
}

/** Fresh figures: every 30 s while the tab is visible (SWR pauses the interval in hidden tabs). */
export const DASHBOARD_REFRESH_MS = 30_000;

/** GET /admin/dashboard with docs/product.md §8's toasts; background refreshes are silent. */
export function useDashboard() {
  return useApiQuery<DashboardData>('admin/dashboard', fetchDashboard, DASHBOARD_MESSAGES, { refreshInterval: DASHBOARD_REFRESH_MS });
}
