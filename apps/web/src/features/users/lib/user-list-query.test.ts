import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_USER_LIST_QUERY,
  exportQueryOf,
  readUserListQuery,
  userListFilterOf,
  writeUserListQuery,
} from './user-list-query';

const UNIT = '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';
const POSITION = '4f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';
const PROFESSION = '5f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';
const read = (search: string) => readUserListQuery(new URLSearchParams(search));

describe('the list state in the address', () => {
  it('defaults to the newest accounts first, page 1 of 10, no filters', () => {
    expect(read('')).toEqual({
      search: undefined,
      role: 'all',
      country: undefined,
      unit: undefined,
      position: undefined,
      profession: undefined,
      sort: 'created',
      page: 1,
      pageSize: 10,
    });
    expect(writeUserListQuery(DEFAULT_USER_LIST_QUERY).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const query = {
      search: 'Ana María',
      role: 'INSTRUCTOR',
      country: 'PE',
      unit: UNIT,
      position: POSITION,
      profession: PROFESSION,
      sort: 'names',
      page: 3,
      pageSize: 25,
    } as const;
    const params = writeUserListQuery(query);
    expect(params.toString()).toBe(
      `search=Ana+Mar%C3%ADa&role=INSTRUCTOR&country=PE&unit=${UNIT}&position=${POSITION}&profession=${PROFESSION}&sort=names&page=3&pageSize=25`,
    );
    expect(readUserListQuery(params)).toEqual(query);
  });

  it('falls back to the default for each value the API would refuse', () => {
    expect(
      read('role=owner&country=peru&unit=x&position=1&profession=&sort=rating&page=-2&pageSize=7&search='),
    ).toEqual(DEFAULT_USER_LIST_QUERY);
    expect(read('page=abc&pageSize=100')).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('neither reads nor writes `after`: how a page was read is not the address', () => {
    expect(read(`page=2&after=${UNIT}`)).not.toHaveProperty('after');
    expect(writeUserListQuery({ ...DEFAULT_USER_LIST_QUERY, page: 2, after: UNIT }).toString()).toBe(
      'page=2',
    );
  });
});

describe('filters and export', () => {
  it("counts the 'Filtros' sheet's filters, not the search", () => {
    expect(activeFilterCount({ ...DEFAULT_USER_LIST_QUERY, search: 'ana' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_USER_LIST_QUERY, role: 'STUDENT', country: 'PE' })).toBe(2);
    expect(
      activeFilterCount({
        ...DEFAULT_USER_LIST_QUERY,
        unit: UNIT,
        position: POSITION,
        profession: PROFESSION,
      }),
    ).toBe(3);
  });

  it('exports with the search, filters and order, without the page', () => {
    expect(
      exportQueryOf({
        search: 'ana',
        role: 'STUDENT',
        country: 'PE',
        sort: 'names',
        page: 2,
        pageSize: 50,
        after: UNIT,
      }),
    ).toEqual({ search: 'ana', role: 'STUDENT', country: 'PE', sort: 'names' });
  });

  it('counts the search and the filters, nothing of the order or the page', () => {
    const filter = userListFilterOf({
      search: 'ana',
      role: 'STUDENT',
      country: 'PE',
      unit: UNIT,
      position: POSITION,
      profession: PROFESSION,
      sort: 'names',
      page: 2,
      pageSize: 50,
      after: UNIT,
    });
    expect(filter).toEqual({
      search: 'ana',
      role: 'STUDENT',
      country: 'PE',
      unit: UNIT,
      position: POSITION,
      profession: PROFESSION,
    });
    expect(Object.keys(userListFilterOf(DEFAULT_USER_LIST_QUERY)).sort()).toEqual([
      'country',
      'position',
      'profession',
      'role',
      'search',
      'unit',
    ]);
  });
});
