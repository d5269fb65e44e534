import type { InstructorDashboard } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';

export function getInstructorDashboard(): Promise<InstructorDashboard> {
  return unwrap(api.GET('/api/dashboard/instructor'));
}

/** The instructor's home: figures and activity of the caller's own courses. */
export function useInstructorDashboard() {
  return useQuery({ queryKey: dashboardKeys.instructor, queryFn: getInstructorDashboard });
}
