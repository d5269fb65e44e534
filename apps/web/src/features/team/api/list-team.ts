import type { TeamList, TeamListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { afterPreviousPage } from '@/lib/list-query/keyset-after';
import { teamKeys } from './team-keys';

export function listTeam(query: TeamListQuery): Promise<TeamList> {
  return unwrap(api.GET('/api/team', { params: { query } }));
}

/**
 * One page of the supervisor's team (its total comes apart: team-totals.ts); the previous page
 * stays on screen while the next loads. The page after one in the cache is read on from its last
 * row, by keyset.
 */
export function useTeamList(query: TeamListQuery) {
  return useQuery({
    queryKey: teamKeys.list(query),
    queryFn: ({ client }) => listTeam({ ...query, after: afterPreviousPage(client, query, teamKeys.list) }),
    placeholderData: keepPreviousData,
  });
}
