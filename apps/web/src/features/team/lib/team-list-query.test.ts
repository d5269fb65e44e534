import { describe, expect, it } from 'vitest';
import { teamUnitId } from '@/test/fixtures/team-fixtures';
import {
  DEFAULT_TEAM_LIST_QUERY,
  isFiltered,
  readTeamListQuery,
  teamListFilterOf,
  writeTeamListQuery,
} from './team-list-query';

const read = (search: string) => readTeamListQuery(new URLSearchParams(search));

describe("'Mi equipo' in the address", () => {
  it('defaults to the whole team, page 1 of 10, and writes nothing for it', () => {
    expect(read('')).toEqual({ search: undefined, unit: undefined, page: 1, pageSize: 10 });
    expect(writeTeamListQuery(DEFAULT_TEAM_LIST_QUERY).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const query = { search: 'Ana María', unit: teamUnitId.icu, page: 3, pageSize: 25 };
    const params = writeTeamListQuery(query);
    expect(params.toString()).toBe(`search=Ana+Mar%C3%ADa&unit=${teamUnitId.icu}&page=3&pageSize=25`);
    expect(readTeamListQuery(params)).toEqual(query);
  });

  it('falls back to the default for each value the API would refuse', () => {
    expect(read(`unit=hospital&page=0&pageSize=7&search=${'a'.repeat(121)}`)).toEqual(
      DEFAULT_TEAM_LIST_QUERY,
    );
    expect(read('search=%20%20')).toEqual(DEFAULT_TEAM_LIST_QUERY);
  });

  it('neither reads nor writes `after`: how a page was read is not the address', () => {
    expect(read(`page=2&after=${teamUnitId.icu}`)).not.toHaveProperty('after');
    expect(
      writeTeamListQuery({ ...DEFAULT_TEAM_LIST_QUERY, page: 2, after: teamUnitId.icu }).toString(),
    ).toBe('page=2');
  });

  it('counts the search and the unit, not the page', () => {
    expect(
      teamListFilterOf({ search: 'ana', unit: teamUnitId.icu, page: 3, pageSize: 25, after: teamUnitId.icu }),
    ).toEqual({ search: 'ana', unit: teamUnitId.icu });
  });

  it('counts a search or a unit as narrowing the list, not a page', () => {
    expect(isFiltered({ ...DEFAULT_TEAM_LIST_QUERY, page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_TEAM_LIST_QUERY, search: 'ana' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_TEAM_LIST_QUERY, unit: teamUnitId.icu })).toBe(true);
  });
});
