import type {
  CompletionReadiness,
  CoursePlayer,
  LessonCompletion,
  PlayerLesson,
  ResumePoint,
} from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { playerKeys } from '@/lib/query-keys/player-keys';
import { resumeSavesSettled } from './save-resume-point';

export function getCoursePlayer(id: string): Promise<CoursePlayer> {
  return unwrap(api.GET('/api/courses/{id}/player', { params: { path: { id } } }));
}

/**
 * The course as the player shows it. Its media links are signed and expire; a video or PDF
 * keeps the link it opened with (refetching would otherwise reload it), so there is no point in
 * refetching when the window regains focus. A read waits for the resume points still on their
 * way, so that coming back to the course never replaces the cached second with an older one.
 */
export function useCoursePlayer(id: string) {
  return useQuery({
    queryKey: playerKeys.course(id),
    queryFn: async () => {
      await resumeSavesSettled(id);
      return getCoursePlayer(id);
    },
    refetchOnWindowFocus: false,
  });
}

/**
 * The player's data with a resume point the player is saving: the lesson opened last, and for a
 * video the second it is at, so that the cached course opens where the student left it.
 */
export function withResumePoint(player: CoursePlayer, point: ResumePoint): CoursePlayer {
  const seconds = point.positionSeconds;
  return {
    ...player,
    lastLessonId: point.lessonId,
    modules:
      seconds === undefined
        ? player.modules
        : player.modules.map((module) => ({
            ...module,
            lessons: module.lessons.map((lesson) =>
              lesson.id === point.lessonId ? { ...lesson, positionSeconds: seconds } : lesson,
            ),
          })),
  };
}

/** The player's data with one lesson completed, as the server's answer says, until the refetch arrives. */
export function withLessonCompleted(
  player: CoursePlayer,
  lessonId: string,
  completion: LessonCompletion,
): CoursePlayer {
  const complete = (lesson: PlayerLesson) =>
    lesson.id === lessonId ? { ...lesson, completed: true } : lesson;
  return {
    ...player,
    progress: completion.progress,
    completedAt: completion.completedAt,
    modules: player.modules.map((module) => ({ ...module, lessons: module.lessons.map(complete) })),
  };
}

/** The player's data with one lesson's readiness to complete as the server last answered it. */
export function withLessonReadiness(
  player: CoursePlayer,
  lessonId: string,
  completion: CompletionReadiness,
): CoursePlayer {
  return {
    ...player,
    modules: player.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => (lesson.id === lessonId ? { ...lesson, completion } : lesson)),
    })),
  };
}
