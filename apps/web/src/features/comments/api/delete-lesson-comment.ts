import { messages } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isExplainedRefusal } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { commentKeys } from '@/lib/query-keys/comment-keys';
import type { LessonCommentPages } from './list-lesson-comments';

export function deleteLessonComment(courseId: string, lessonId: string, commentId: string): Promise<void> {
  return unwrap(
    api.DELETE('/api/courses/{id}/lessons/{lessonId}/comments/{commentId}', {
      params: { path: { id: courseId, lessonId, commentId } },
    }),
  ).then(() => undefined);
}

/**
 * Deletes a comment: it leaves the list at once, and the pages are read again either way (a
 * comment someone else already deleted disappears too).
 */
export function useDeleteLessonComment(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  const queryKey = commentKeys.lesson(courseId, lessonId);
  return useMutation({
    mutationFn: (commentId: string) => deleteLessonComment(courseId, lessonId, commentId),
    onSuccess: (_, commentId) => {
      queryClient.setQueryData<LessonCommentPages>(
        queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.id !== commentId),
            })),
          },
      );
      toast.success(messages.comments.removed, { position: 'bottom-right' });
    },
    onError: (error) => {
      // A refusal the server explains (already deleted, not allowed) says why; anything else, retry.
      const explained = isExplainedRefusal(error);
      toast.error(explained ? error.message : messages.comments.removeFailed, { position: 'top-center' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
