import { messages, type LessonComment, type PostCommentInput } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api/client';
import { commentKeys } from '@/lib/query-keys/comment-keys';
import type { LessonCommentPages } from './list-lesson-comments';

export function postLessonComment(
  courseId: string,
  lessonId: string,
  input: PostCommentInput,
): Promise<LessonComment> {
  return unwrap(
    api.POST('/api/courses/{id}/lessons/{lessonId}/comments', {
      params: { path: { id: courseId, lessonId } },
      body: input,
    }),
  );
}

/**
 * Posts a comment. It shows on top at once, as the server answered it; then the pages are read
 * again, to bring in what others posted meanwhile. The caller shows the failures: some belong
 * under the field, others in a toast.
 */
export function usePostLessonComment(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  const queryKey = commentKeys.lesson(courseId, lessonId);
  return useMutation({
    mutationFn: (input: PostCommentInput) => postLessonComment(courseId, lessonId, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<LessonCommentPages>(queryKey, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        return { ...data, pages: [{ ...first, items: [comment, ...first.items] }, ...rest] };
      });
      toast.success(messages.comments.posted, { position: 'bottom-right' });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
