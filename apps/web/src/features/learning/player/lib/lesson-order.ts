import type { CoursePlayer, PlayerLesson } from '@aula/shared';

export type PlayerModule = CoursePlayer['modules'][number];

/** The course's lessons in the order they are taken: module by module, each module's lessons in order. */
export function lessonsInOrder(modules: readonly PlayerModule[]): PlayerLesson[] {
  return modules.flatMap((module) => module.lessons);
}

/**
 * Where the player opens: the lesson named in the address (?lesson=), else the one the student
 * opened last, else the first. An id that is not a lesson of this course (an old link, a lesson
 * since removed) is passed over.
 */
export function startingLessonId(
  lessons: readonly PlayerLesson[],
  requested: string | null,
  lastLessonId: string | null,
): string | null {
  const isLesson = (id: string | null): id is string =>
    id !== null && lessons.some((lesson) => lesson.id === id);
  if (isLesson(requested)) return requested;
  if (isLesson(lastLessonId)) return lastLessonId;
  return lessons[0]?.id ?? null;
}

export interface LessonPosition {
  lesson: PlayerLesson;
  /** 1-based, as the 'N de M' counter shows it */
  number: number;
  total: number;
  previous: PlayerLesson | null;
  next: PlayerLesson | null;
}

/** A lesson's place in the course, with its neighbours for the previous/next buttons. */
export function lessonPosition(lessons: readonly PlayerLesson[], id: string | null): LessonPosition | null {
  const index = lessons.findIndex((lesson) => lesson.id === id);
  if (index === -1) return null;
  return {
    lesson: lessons[index],
    number: index + 1,
    total: lessons.length,
    previous: lessons[index - 1] ?? null,
    next: lessons[index + 1] ?? null,
  };
}
