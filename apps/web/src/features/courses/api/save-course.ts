import type { CreateCourseInput, SavedCourse, UpdateCourseInput } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { courseKeys } from '@/lib/query-keys/course-keys';

export type SaveCourseRequest =
  { mode: 'create'; payload: CreateCourseInput } | { mode: 'edit'; id: string; payload: UpdateCourseInput };

/** POST /api/courses for a new course, PUT /api/courses/{id} for an existing one. */
export function saveCourse(request: SaveCourseRequest): Promise<SavedCourse> {
  if (request.mode === 'create') {
    return unwrap(api.POST('/api/courses', { body: request.payload }));
  }
  return unwrap(
    api.PUT('/api/courses/{id}', {
      params: { path: { id: request.id } },
      body: request.payload,
    }),
  );
}

/**
 * Saves the course. On success every cached course query is dropped, not just marked stale:
 * a save deletes the files it replaced, so a cached page would ask the browser for a cover
 * that no longer exists. The list the form goes back to loads afresh instead.
 */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => queryClient.removeQueries({ queryKey: courseKeys.all }),
  });
}
