import type { TeamListFilter, TeamTotals } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { COUNT_ONCE_PER_VISIT } from '@/lib/list-query/counted-apart';
import { teamKeys } from './team-keys';

export function getTeamTotals(filter: TeamListFilter): Promise<TeamTotals> {
  return unwrap(api.GET('/api/team/totals', { params: { query: filter } }));
}

/**
 * How many people the search and unit find: counted once per visit and filter set, not on each
 * page (docs/product/interface.md#counting-once-per-visit). A new filter's count keeps the last
 * one on screen while it loads, as the rows do.
 */
export function useTeamTotals(filter: TeamListFilter) {
  return useQuery({
    queryKey: teamKeys.totals(filter),
    queryFn: () => getTeamTotals(filter),
    placeholderData: keepPreviousData,
    ...COUNT_ONCE_PER_VISIT,
  });
}
