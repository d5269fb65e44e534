import { describe, expect, it } from 'vitest';
import { backToTeamPath, teamListLinkState, teamMemberPath } from './back-to-team';

describe("'Volver a Mi equipo'", () => {
  it('returns to the list as it was left', () => {
    expect(backToTeamPath(teamListLinkState('?search=ana&page=2'))).toBe('/dashboard/team?search=ana&page=2');
  });

  it('goes to the plain list when the page was opened some other way', () => {
    expect(backToTeamPath(null)).toBe('/dashboard/team');
    expect(backToTeamPath(teamListLinkState(''))).toBe('/dashboard/team');
    expect(backToTeamPath({ listSearch: '//evil.test' })).toBe('/dashboard/team');
    expect(backToTeamPath('?search=ana')).toBe('/dashboard/team');
  });

  it("opens a person's page under the list", () => {
    expect(teamMemberPath('abc')).toBe('/dashboard/team/abc');
  });
});
