import type { MyCourses, MyCoursesQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { learningKeys } from '@/lib/query-keys/learning-keys';

export function listMyCourses(query: MyCoursesQuery): Promise<MyCourses> {
  return unwrap(api.GET('/api/enrollments', { params: { query } }));
}

/** One page of 'Mis Cursos'; the previous page stays on screen while the next loads. */
export function useMyCourses(query: MyCoursesQuery) {
  return useQuery({
    queryKey: learningKeys.myCoursesPage(query),
    queryFn: () => listMyCourses(query),
    placeholderData: keepPreviousData,
  });
}
