import type { TeamMemberDetail } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { teamKeys } from './team-keys';

export function getTeamMember(profileId: string): Promise<TeamMemberDetail> {
  return unwrap(api.GET('/api/team/{id}', { params: { path: { id: profileId } } }));
}

/** One person of the team: their place and every course they are enrolled in. */
export function useTeamMember(profileId: string) {
  return useQuery({ queryKey: teamKeys.member(profileId), queryFn: () => getTeamMember(profileId) });
}
