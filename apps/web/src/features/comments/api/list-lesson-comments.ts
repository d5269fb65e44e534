import type { LessonComment, LessonCommentList } from '@aula/shared';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { commentKeys } from '@/lib/query-keys/comment-keys';

export type LessonCommentPages = InfiniteData<LessonCommentList, string | undefined>;

export function listLessonComments(
  courseId: string,
  lessonId: string,
  cursor?: string,
): Promise<LessonCommentList> {
  return unwrap(
    api.GET('/api/courses/{id}/lessons/{lessonId}/comments', {
      params: { path: { id: courseId, lessonId }, query: { cursor } },
    }),
  );
}

/** A lesson's comments, newest first, one server page at a time ('Ver más comentarios'). */
export function useLessonComments(courseId: string, lessonId: string) {
  return useInfiniteQuery({
    queryKey: commentKeys.lesson(courseId, lessonId),
    queryFn: ({ pageParam }) => listLessonComments(courseId, lessonId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every loaded comment, in the order the pages came. */
export function loadedComments(data: { pages: LessonCommentList[] } | undefined): LessonComment[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
