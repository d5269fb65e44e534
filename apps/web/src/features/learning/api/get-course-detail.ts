import type { CourseDetail } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { learningKeys } from '@/lib/query-keys/learning-keys';

export function getCourseDetail(id: string): Promise<CourseDetail> {
  return unwrap(api.GET('/api/courses/{id}', { params: { path: { id } } }));
}

/** A course with its outline, its signed media links and the caller's enrollment in it. */
export function useCourseDetail(id: string) {
  return useQuery({ queryKey: learningKeys.courseDetail(id), queryFn: () => getCourseDetail(id) });
}
