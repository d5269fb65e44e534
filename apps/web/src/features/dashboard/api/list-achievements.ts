import type { AchievementList } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';

export function listAchievements(): Promise<AchievementList> {
  return unwrap(api.GET('/api/dashboard/achievements'));
}

/** Every achievement of the catalogue, with when the caller earned it (null when not yet). */
export function useAchievements() {
  return useQuery({ queryKey: dashboardKeys.achievements, queryFn: listAchievements });
}
