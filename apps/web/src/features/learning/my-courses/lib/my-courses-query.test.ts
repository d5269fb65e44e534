import { describe, expect, it } from 'vitest';
import { DEFAULT_MY_COURSES_QUERY, readMyCoursesQuery, writeMyCoursesQuery } from './my-courses-query';

const read = (search: string) => readMyCoursesQuery(new URLSearchParams(search));

describe("'Mis Cursos' state in the address", () => {
  it('defaults to every enrollment, the one touched last first, page 1 of 12, and writes nothing for it', () => {
    expect(read('')).toEqual({ search: undefined, sort: 'updated', page: 1, pageSize: 12 });
    expect(writeMyCoursesQuery(DEFAULT_MY_COURSES_QUERY).toString()).toBe('');
  });

  it('reads back the search, the order and the page it wrote', () => {
    const query = { ...DEFAULT_MY_COURSES_QUERY, search: 'higiene manos', sort: 'rating', page: 3 } as const;
    const params = writeMyCoursesQuery(query);
    expect(params.toString()).toBe('search=higiene+manos&sort=rating&page=3');
    expect(readMyCoursesQuery(params)).toEqual(query);
  });

  it('drops what a hand-edited address gets wrong instead of breaking the screen', () => {
    expect(read('sort=precio&page=-1&pageSize=500')).toEqual(DEFAULT_MY_COURSES_QUERY);
    expect(read('page=dos').page).toBe(1);
    expect(read(`search=${'a'.repeat(121)}`).search).toBeUndefined();
    expect(read('search=%20%20').search).toBeUndefined();
  });
});
