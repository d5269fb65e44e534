import {
  LESSON_CONTENT_CODES,
  PDF_READING_SECONDS_MIN,
  PLAYBACK_RATE_MAX,
  textReadingSeconds,
  videoDurationSeconds,
  type ResumePoint,
} from '@aula/shared';
import { sql } from 'kysely';
import { sendJson } from './factories';
import type { TestApp } from './test-app';

/**
 * The one way tests complete a lesson as a student who consumed it: the player's evidence is
 * reported through the API as the player reports it (a video played from start to end at double
 * speed, a PDF opened and read to its last page, a text opened and scrolled to its end, a link
 * opened), then the completion is asked for and, as the player does, the next lesson opened.
 *
 * The time consuming takes is neither waited nor made by moving the app's clock (the app's other
 * dates, and the database's, would fall behind it): the instants the server recorded for the
 * lesson are moved back by that time instead, as if the student had started that long ago. The
 * evidence tests themselves (learning/completion-evidence.test.ts) move a manual clock.
 */
export async function completeLessonWithEvidence(
  app: TestApp,
  token: string,
  courseId: string,
  lessonId: string,
): Promise<Response> {
  await recordLessonEvidence(app, token, courseId, lessonId);
  const response = await sendJson(
    app,
    'POST',
    `/api/courses/${courseId}/lessons/${lessonId}/completion`,
    token,
  );
  if (response.status === 200) await openNextLesson(app, token, courseId, lessonId);
  return response;
}

/** The reports of completeLessonWithEvidence, without the completion. */
export async function recordLessonEvidence(
  app: TestApp,
  token: string,
  courseId: string,
  lessonId: string,
): Promise<void> {
  const db = app.deps.db.kysely;
  const lesson = await db
    .selectFrom('Lessons as le')
    .innerJoin('Content_Types_Lesson as t', 't.id_content_type_lesson', 'le.id_content_type_lesson')
    .select(['t.code', 'le.duration_seconds', 'le.estimated_duration_minutes', 'le.content_text'])
    .where('le.id_lesson', '=', lessonId)
    .executeTakeFirstOrThrow();
  const report = async (point: Omit<ResumePoint, 'lessonId'>) => {
    const response = await sendJson(app, 'PUT', `/api/courses/${courseId}/resume`, token, {
      lessonId,
      ...point,
    });
    if (response.status !== 200) {
      throw new Error(`evidence report failed: ${response.status} ${await response.text()}`);
    }
  };
  const profileId = await profileOf(app, token);
  /** The lesson's recorded instants, `seconds` earlier. */
  const passed = (seconds: number) =>
    db
      .updateTable('Lesson_Progress')
      .set({
        opened_at: sql`opened_at - make_interval(secs => ${seconds})`,
        watch_reported_at: sql`watch_reported_at - make_interval(secs => ${seconds})`,
      })
      .where('id_profile', '=', profileId)
      .where('id_lesson', '=', lessonId)
      .execute();

  switch (lesson.code) {
    case LESSON_CONTENT_CODES.video: {
      const seconds = videoDurationSeconds(lesson.duration_seconds, lesson.estimated_duration_minutes);
      await report({ positionSeconds: 0, watched: { fromSeconds: 0, toSeconds: 0 } });
      await passed(Math.ceil(seconds / PLAYBACK_RATE_MAX));
      await report({ positionSeconds: 0, watched: { fromSeconds: 0, toSeconds: seconds } });
      return;
    }
    case LESSON_CONTENT_CODES.pdf:
      await report({ opened: true, page: { number: 1, count: 2 } });
      await passed(PDF_READING_SECONDS_MIN);
      await report({ page: { number: 2, count: 2 } });
      return;
    case LESSON_CONTENT_CODES.text:
      await report({ opened: true });
      await report({ reachedEnd: true });
      await passed(textReadingSeconds(lesson.content_text));
      return;
    default:
      await report({ opened: true });
  }
}

/** The profile whose access token this is. */
async function profileOf(app: TestApp, token: string): Promise<string> {
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const profile = await app.deps.db.kysely
    .selectFrom('Profiles')
    .select('id_profile')
    .where('id_user', '=', sub)
    .executeTakeFirstOrThrow();
  return profile.id_profile;
}

/** After a completion the player moves on to the next lesson, if any, and saves it as the one opened. */
async function openNextLesson(app: TestApp, token: string, courseId: string, lessonId: string) {
  const player = (await (await sendJson(app, 'GET', `/api/courses/${courseId}/player`, token)).json()) as {
    modules: Array<{ lessons: Array<{ id: string }> }>;
  };
  const lessons = player.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
  const next = lessons[lessons.indexOf(lessonId) + 1];
  if (next) await sendJson(app, 'PUT', `/api/courses/${courseId}/resume`, token, { lessonId: next });
}
