import { courseDetailSchema, LESSON_CONTENT_CODES, type LessonInput } from '@aula/shared';
import { courseFields, createCourseOk, textLesson, upload, type ReferenceIds } from './course-save-fixtures';
import { bearer, bodyOf, sendJson } from './factories';
import { completeLessonWithEvidence } from './lesson-evidence-fixture';
import type { TestApp } from './test-app';

/**
 * What the learning tests share: published courses built through the real
 * course API (with real video and PDF files), and one request helper per learning endpoint.
 * Used by the *.test.ts files of this folder only.
 */

export const EXTERNAL_LINK = 'https://www.who.int/es/news-room/fact-sheets/detail/falls';
export const TEXT_CONTENT = 'Valora el riesgo con la escala de Morse al ingreso.';

/** One lesson of each kind, in the order the player shows them: video, pdf, text, link. */
export async function lessonsOfEveryKind(app: TestApp, token: string): Promise<LessonInput[]> {
  return [
    {
      title: 'Video: la escala de Morse',
      description: 'Cómo aplicar la escala',
      estimatedDurationMinutes: 1,
      contentType: LESSON_CONTENT_CODES.video,
      uploadId: await upload.lessonVideo(app, token),
    },
    {
      title: 'Guía en PDF',
      description: 'Guía de bolsillo',
      estimatedDurationMinutes: 15,
      contentType: LESSON_CONTENT_CODES.pdf,
      uploadId: await upload.lessonPdf(app, token, 'Escala de Morse'),
    },
    textLesson('Lectura: factores de riesgo', TEXT_CONTENT, 8),
    {
      title: 'Recurso de la OMS',
      description: 'Nota descriptiva sobre caídas',
      estimatedDurationMinutes: 5,
      contentType: LESSON_CONTENT_CODES.externalLink,
      contentUrl: EXTERNAL_LINK,
    },
  ];
}

export interface CourseOptions {
  title?: string;
  price?: number;
  published?: boolean;
  /** Defaults to two text lessons in one module. */
  lessons?: LessonInput[];
}

export interface BuiltCourse {
  id: string;
  /** Live lesson ids, in the order the course shows them. */
  lessonIds: string[];
}

/** A course saved through POST /api/courses by `token`'s owner; free and published unless told. */
export async function createLearningCourse(
  app: TestApp,
  token: string,
  refs: ReferenceIds,
  options: CourseOptions = {},
): Promise<BuiltCourse> {
  const lessons = options.lessons ?? [textLesson('Primera lección'), textLesson('Segunda lección')];
  const id = await createCourseOk(app, token, {
    ...courseFields(refs, options.title),
    price: options.price ?? 0,
    isPublished: options.published ?? true,
    thumbnailUploadId: await upload.thumbnail(app, token),
    previewVideoUploadId: await upload.previewVideo(app, token),
    modules: [
      { title: 'Primer módulo', lessons: lessons.slice(0, 2) },
      ...(lessons.length > 2 ? [{ title: 'Segundo módulo', lessons: lessons.slice(2) }] : []),
    ],
  });
  const detail = await bodyOf(
    await app.request(`/api/courses/${id}`, { headers: bearer(token) }),
    courseDetailSchema,
  );
  return {
    id,
    lessonIds: detail.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id)),
  };
}

export const learningApi = {
  enroll: (app: TestApp, token: string | undefined, courseId: string) =>
    sendJson(app, 'POST', `/api/courses/${courseId}/enrollment`, token),
  detail: (app: TestApp, token: string, courseId: string) =>
    sendJson(app, 'GET', `/api/courses/${courseId}`, token),
  player: (app: TestApp, token: string | undefined, courseId: string) =>
    sendJson(app, 'GET', `/api/courses/${courseId}/player`, token),
  /** The completion request alone: a first completion without evidence is refused. */
  complete: (app: TestApp, token: string | undefined, courseId: string, lessonId: string) =>
    sendJson(app, 'POST', `/api/courses/${courseId}/lessons/${lessonId}/completion`, token),
  /** As a student who consumed the lesson: its evidence reported, then the completion. */
  completeWithEvidence: (app: TestApp, token: string, courseId: string, lessonId: string) =>
    completeLessonWithEvidence(app, token, courseId, lessonId),
  resume: (app: TestApp, token: string | undefined, courseId: string, body: unknown) =>
    sendJson(app, 'PUT', `/api/courses/${courseId}/resume`, token, body),
  myCourses: (app: TestApp, token: string | undefined, query = '') =>
    sendJson(app, 'GET', `/api/enrollments${query}`, token),
};

/** Enrolls and fails the test with the server's answer if that does not work. */
export async function enrollOk(app: TestApp, token: string, courseId: string): Promise<void> {
  const response = await learningApi.enroll(app, token, courseId);
  if (response.status !== 201) throw new Error(`enroll failed: ${response.status} ${await response.text()}`);
}

/** A course's counters as stored. */
export function courseCounters(app: TestApp, courseId: string) {
  return app.deps.db.kysely
    .selectFrom('Courses')
    .select(['enrollment_count', 'completion_count'])
    .where('id_course', '=', courseId)
    .executeTakeFirstOrThrow();
}

/** A profile's live enrollments in a course, as stored. */
export function liveEnrollments(app: TestApp, profileId: string, courseId: string) {
  return app.deps.db.kysely
    .selectFrom('Enrollments')
    .selectAll()
    .where('id_profile', '=', profileId)
    .where('id_course', '=', courseId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** A profile's stored notifications, newest first. */
export function notificationsOf(app: TestApp, profileId: string) {
  return app.deps.db.kysely
    .selectFrom('Notifications')
    .select(['type', 'title', 'message', 'action_url'])
    .where('id_profile', '=', profileId)
    .orderBy('created_at', 'desc')
    .execute();
}
