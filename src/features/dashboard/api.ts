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

/** GET /admin/dashboard with spec §8's toasts. */
export function useDashboard() {
  return useApiQuery<DashboardData>('admin/dashboard', fetchDashboard, DASHBOARD_MESSAGES);
}
