import type { AdminDashboard } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';

export function getAdminDashboard(): Promise<AdminDashboard> {
  return unwrap(api.GET('/api/dashboard/admin'));
}

/** 'Panel de Administración': the academy's live figures. */
export function useAdminDashboard() {
  return useQuery({ queryKey: dashboardKeys.admin, queryFn: getAdminDashboard });
}
