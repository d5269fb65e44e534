import { describe, expect, it } from 'vitest';
import { id } from '@/test/fixtures/student-fixtures';
import {
  DEFAULT_STUDENT_LIST_QUERY,
  exportQueryOf,
  readStudentListQuery,
  writeStudentListQuery,
} from './student-list-query';

const read = (search: string) => readStudentListQuery(new URLSearchParams(search));

describe('the students list in the address', () => {
  it('defaults to every course and status, page 1 of 10, and writes nothing for it', () => {
    expect(read('')).toEqual({
      courseId: undefined,
      search: undefined,
      status: 'all',
      page: 1,
      pageSize: 10,
    });
    expect(writeStudentListQuery(DEFAULT_STUDENT_LIST_QUERY).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const query = {
      courseId: id(7),
      search: 'Ana María',
      status: 'completed',
      page: 3,
      pageSize: 50,
    } as const;
    expect(readStudentListQuery(writeStudentListQuery(query))).toEqual(query);
  });

  it('falls back to the default for each value the API would refuse', () => {
    expect(read('courseId=abc&status=late&page=0&pageSize=7&search=')).toEqual(DEFAULT_STUDENT_LIST_QUERY);
  });

  it('exports with the course, search and status, without the page', () => {
    const onPage4 = { ...DEFAULT_STUDENT_LIST_QUERY, page: 4 };
    expect(exportQueryOf({ ...onPage4, search: 'ana' })).toEqual({
      courseId: undefined,
      search: 'ana',
      status: 'all',
    });
  });
});
