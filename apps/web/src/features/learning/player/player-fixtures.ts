import type { CoursePlayer, PlayerLesson } from '@aula/shared';

/** Test data for the player's tests: a course of two modules and the lessons the tests need. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function testLesson(n: number, overrides: Partial<PlayerLesson> = {}): PlayerLesson {
  return {
    id: testId(100 + n),
    title: `Lección ${n}`,
    description: null,
    contentType: '02',
    estimatedDurationMinutes: 10,
    completed: false,
    positionSeconds: 0,
    contentText: `Texto de la lección ${n}`,
    contentUrl: null,
    mediaUrl: null,
    completion: { allowed: true, blocker: null, watchedPercent: null, secondsLeft: null },
    ...overrides,
  };
}

export function testPlayer(overrides: Partial<CoursePlayer> = {}): CoursePlayer {
  return {
    course: {
      id: testId(1),
      title: 'Seguridad del paciente',
      instructor: { names: 'Ana', lastNames: 'Quispe Rojas' },
    },
    review: false,
    progress: 0,
    completedAt: null,
    lastLessonId: null,
    modules: [
      { id: testId(11), title: 'Módulo 1', description: null, lessons: [testLesson(1), testLesson(2)] },
      { id: testId(12), title: 'Módulo 2', description: null, lessons: [testLesson(3)] },
    ],
    images: {},
    ...overrides,
  };
}
