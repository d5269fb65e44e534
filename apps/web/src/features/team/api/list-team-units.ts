import type { TeamUnits } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { teamKeys } from './team-keys';

export function listTeamUnits(): Promise<TeamUnits> {
  return unwrap(api.GET('/api/team/units'));
}

/** The units of the supervisor's team, in the tree's order: the list's unit filter offers them. */
export function useTeamUnits() {
  return useQuery({ queryKey: teamKeys.units, queryFn: listTeamUnits });
}
