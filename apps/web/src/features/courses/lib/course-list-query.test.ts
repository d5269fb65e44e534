import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_COURSE_LIST_QUERY,
  facetsQueryOf,
  readCourseListQuery,
  writeCourseListQuery,
} from './course-list-query';

const read = (search: string) => readCourseListQuery(new URLSearchParams(search));
const AREA = '5f0e8a4c-3a8e-4a53-9d2f-1c0b7e6a9d11';

describe('the catalogue’s state in the address', () => {
  it('defaults to every course, newest first, page 1, and writes nothing for it', () => {
    expect(read('')).toMatchObject({ status: 'all', sort: 'updated', page: 1, pageSize: 12 });
    expect(activeFilterCount(read(''))).toBe(0);
    expect(writeCourseListQuery(DEFAULT_COURSE_LIST_QUERY).toString()).toBe('');
  });

  it('reads back the search, the filters, the order and the page it wrote', () => {
    const query = {
      ...DEFAULT_COURSE_LIST_QUERY,
      search: 'higiene manos',
      industry: AREA,
      price: 'free',
      duration: 'from2To5',
      sort: 'rating',
      page: 2,
    } as const;
    const params = writeCourseListQuery(query);
    expect(params.toString()).toBe(
      `search=higiene+manos&industry=${AREA}&price=free&duration=from2To5&sort=rating&page=2`,
    );
    expect(readCourseListQuery(params)).toEqual(query);
    expect(activeFilterCount(query)).toBe(3);
  });

  it('drops what a hand-edited address gets wrong instead of breaking the screen', () => {
    expect(read('industry=enfermeria&price=barato&duration=3h&sort=precio&page=-1')).toEqual(
      DEFAULT_COURSE_LIST_QUERY,
    );
  });

  it('asks the counts with what narrows the list, not its order or page', () => {
    expect(facetsQueryOf(read(`search=sepsis&level=${AREA}&sort=title&page=3`))).toEqual({
      search: 'sepsis',
      status: 'all',
      level: AREA,
      industry: undefined,
      specialty: undefined,
      language: undefined,
      price: undefined,
      duration: undefined,
    });
  });
});
