import type { APIRequestContext } from '@playwright/test';
import { signUpStudent } from './accounts';
import { apiToken, createCourseViaApi, type LessonSpec } from './course-api';
import { expect } from './fixtures';
import { moveServerClock } from './server-clock';

export const STUDENT_PASSWORD = 'Enfermera#2026';

/**
 * A published course of the demo instructor with text lessons only (nothing to upload but its
 * cover); free unless a price and currency are given.
 */
export async function textCourse(
  request: APIRequestContext,
  title: string,
  lessonsPerModule: number[],
  sale: { price?: number; currency?: string } = {},
) {
  const token = await apiToken(request, 'instructor@aula.test');
  const modules = lessonsPerModule.map((count, index) => ({
    title: `Módulo ${index + 1}`,
    lessons: Array.from({ length: count }, (_, lesson): LessonSpec => ({
      title: `Lección ${index + 1}.${lesson + 1}`,
      type: 'text',
      text: 'Lectura.',
    })),
  }));
  return createCourseViaApi(request, token, title, { published: true, modules, ...sale });
}

/** A new student, enrolled through the API; answers their email and access token. */
export async function enrolledStudent(
  request: APIRequestContext,
  courseId: string,
  person: { names: string; lastNames: string },
) {
  const student = await signUpStudent(request, { ...person, password: STUDENT_PASSWORD });
  const token = await apiToken(request, student.email, STUDENT_PASSWORD);
  const enrolled = await request.post(`/api/courses/${courseId}/enrollment`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(enrolled.status()).toBe(201);
  return { ...student, token };
}

/**
 * Completes the first `count` lessons of the course, in order, as the student whose token this
 * is, reading them as the player would: each text opened and scrolled to its end (a link opened),
 * then, once the server's reading time has passed on its clock, the completion asked for.
 */
export async function completeLessons(
  request: APIRequestContext,
  token: string,
  courseId: string,
  count: number,
) {
  const headers = { authorization: `Bearer ${token}` };
  const player = (await (await request.get(`/api/courses/${courseId}/player`, { headers })).json()) as {
    modules: Array<{ lessons: Array<{ id: string }> }>;
  };
  const lessons = player.modules.flatMap((module) => module.lessons).slice(0, count);
  let wait = 0;
  for (const lesson of lessons) {
    for (const report of [{ opened: true }, { reachedEnd: true }]) {
      const saved = await request.put(`/api/courses/${courseId}/resume`, {
        headers,
        data: { lessonId: lesson.id, ...report },
      });
      expect(saved.status()).toBe(200);
      const { completion } = (await saved.json()) as { completion: { secondsLeft: number | null } };
      wait = Math.max(wait, completion.secondsLeft ?? 0);
    }
  }
  // Read side by side: one stretch of the server's time covers them all, moved instead of waited
  // for (docs/decisions/0027-time-in-browser-tests.md).
  moveServerClock(wait * 1000);
  for (const lesson of lessons) {
    const done = await request.post(`/api/courses/${courseId}/lessons/${lesson.id}/completion`, { headers });
    expect(done.status(), await done.text()).toBe(200);
  }
}
