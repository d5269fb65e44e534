import type { StudentDashboard } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';

export function getStudentDashboard(): Promise<StudentDashboard> {
  return unwrap(api.GET('/api/dashboard/student'));
}

/** The caller's learning figures: the student's home and the profile's statistics card. */
export function useStudentDashboard() {
  return useQuery({ queryKey: dashboardKeys.student, queryFn: getStudentDashboard });
}
