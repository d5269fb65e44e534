import { TEAM_PATH } from '@aula/shared';

/** The list's address, carried to a person's page so that 'Volver a Mi equipo' keeps its search, unit and page. */
export interface TeamListLinkState {
  listSearch: string;
}

export const teamListLinkState = (listSearch: string): TeamListLinkState => ({ listSearch });

/** A person's page in 'Mi equipo'. */
export const teamMemberPath = (profileId: string) => `${TEAM_PATH}/${profileId}`;

/**
 * Where 'Volver a Mi equipo' goes: the list as it was left, or the plain list when the page was
 * opened some other way (a shared link, a reload in another tab).
 */
export function backToTeamPath(state: unknown): string {
  const search = (state as Partial<TeamListLinkState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${TEAM_PATH}${search}` : TEAM_PATH;
}
