import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_USER_LIST_QUERY,
  exportQueryOf,
  readUserListQuery,
  writeUserListQuery,
} from './user-list-query';

const read = (search: string) => readUserListQuery(new URLSearchParams(search));

describe('the list state in the address', () => {
  it('defaults to the newest accounts first, page 1 of 10, no filters', () => {
    expect(read('')).toEqual({
      search: undefined,
      role: 'all',
      country: undefined,
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
      sort: 'names',
      page: 3,
      pageSize: 25,
    } as const;
    const params = writeUserListQuery(query);
    expect(params.toString()).toBe(
      'search=Ana+Mar%C3%ADa&role=INSTRUCTOR&country=PE&sort=names&page=3&pageSize=25',
    );
    expect(readUserListQuery(params)).toEqual(query);
  });

  it('falls back to the default for each value the API would refuse', () => {
    expect(read('role=owner&country=peru&sort=rating&page=-2&pageSize=7&search=')).toEqual(
      DEFAULT_USER_LIST_QUERY,
    );
    expect(read('page=abc&pageSize=100')).toMatchObject({ page: 1, pageSize: 100 });
  });
});

describe('filters and export', () => {
  it("counts the 'Filtros' sheet's filters, not the search", () => {
    expect(activeFilterCount({ ...DEFAULT_USER_LIST_QUERY, search: 'ana' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_USER_LIST_QUERY, role: 'STUDENT', country: 'PE' })).toBe(2);
  });

  it('exports with the search, filters and order, without the page', () => {
    expect(
      exportQueryOf({ search: 'ana', role: 'STUDENT', country: 'PE', sort: 'names', page: 2, pageSize: 50 }),
    ).toEqual({ search: 'ana', role: 'STUDENT', country: 'PE', sort: 'names' });
  });
});
