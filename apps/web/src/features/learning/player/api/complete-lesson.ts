import { messages, type CoursePlayer, type LessonCompletion } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { hasErrorCode } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { learningKeys } from '@/lib/query-keys/learning-keys';
import { playerKeys } from '@/lib/query-keys/player-keys';
import { withLessonCompleted } from './course-player';

const t = messages.player.completion;

export function completeLesson(courseId: string, lessonId: string): Promise<LessonCompletion> {
  return unwrap(
    api.POST('/api/courses/{id}/lessons/{lessonId}/completion', {
      params: { path: { id: courseId, lessonId } },
    }),
  );
}

/**
 * Marks a lesson completed (docs/product/learning.md#lesson-completion): the player shows it at
 * once, then reloads the course; 'Mis Cursos' and the course page show the new progress the next
 * time they open.
 */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => completeLesson(courseId, lessonId),
    onSuccess: (completion, lessonId) => {
      queryClient.setQueryData<CoursePlayer>(
        playerKeys.course(courseId),
        (player) => player && withLessonCompleted(player, lessonId, completion),
      );
      // One toast for the latest completion: finishing lessons in a row must not stack copies.
      toast.success(t.success, { id: 'lesson-completed', position: 'bottom-right' });
      void queryClient.invalidateQueries({ queryKey: playerKeys.course(courseId) });
      void queryClient.invalidateQueries({ queryKey: learningKeys.myCourses });
      void queryClient.invalidateQueries({ queryKey: learningKeys.courseDetail(courseId) });
    },
    onError: (error) => {
      // 'conflict': the server has not seen the lesson consumed yet; its message says what is missing.
      const missing = hasErrorCode(error, 'conflict');
      toast.error(missing ? error.message : t.failed, { position: 'top-center' });
      if (missing) void queryClient.invalidateQueries({ queryKey: playerKeys.course(courseId) });
    },
  });
}
