import type { StudentList, StudentListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { studentKeys } from '@/lib/query-keys/student-keys';

export function listStudents(query: StudentListQuery): Promise<StudentList> {
  return unwrap(api.GET('/api/students', { params: { query } }));
}

/** One page of the caller's students; the previous page stays on screen while the next loads. */
export function useStudentList(query: StudentListQuery) {
  return useQuery({
    queryKey: studentKeys.list(query),
    queryFn: () => listStudents(query),
    placeholderData: keepPreviousData,
  });
}
