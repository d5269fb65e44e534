import { messages, notificationListSchema, ROLE_CODES, type Notification } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCourseOk,
  editView,
  referenceIds,
  simpleCourse,
  textLesson,
} from '../../test/course-save-fixtures';
import { bearer, bodyOf, createUser, signIn, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const text = messages.comments.replyNotification;

type Who = 'owner' | 'admin' | 'ana' | 'beto' | 'carla' | 'leaver';
let app: TestApp;
const users = {} as Record<Who, TestUser>;
const tokens = {} as Record<Who, string>;
let course: string;
let lesson: string;
let secondLesson: string;

beforeAll(async () => {
  app = await createTestApp();
  const roles: Record<Who, (typeof ROLE_CODES)[keyof typeof ROLE_CODES]> = {
    owner: ROLE_CODES.instructor,
    admin: ROLE_CODES.admin,
    ana: ROLE_CODES.student,
    beto: ROLE_CODES.student,
    carla: ROLE_CODES.student,
    leaver: ROLE_CODES.student,
  };
  for (const who of Object.keys(roles) as Who[]) {
    users[who] = await createUser(app.deps, roles[who]);
    tokens[who] = (await signIn(app, users[who].email, users[who].password)).accessToken;
  }
  const refs = await referenceIds(app);
  course = await createCourseOk(
    app,
    tokens.owner,
    await simpleCourse(app, tokens.owner, refs, {
      title: 'Seguridad del paciente',
      isPublished: true,
      modules: [{ title: 'Módulo', lessons: [textLesson('Valoración'), textLesson('Prevención')] }],
    }),
  );
  const view = await editView(app, tokens.owner, course);
  [lesson, secondLesson] = view.modules[0].lessons.map((item: { id: string }) => item.id);
  for (const who of ['ana', 'beto', 'carla', 'leaver'] as const) {
    await app.deps.db.kysely
      .insertInto('Enrollments')
      .values({ id_course: course, id_profile: users[who].profileId })
      .execute();
  }
});
afterAll(() => app.close());

async function post(who: Who, body: string, lessonId = lesson) {
  const response = await app.request(`/api/courses/${course}/lessons/${lessonId}/comments`, {
    method: 'POST',
    headers: { ...bearer(tokens[who]), 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const repliesTo = async (who: Who): Promise<Notification[]> => {
  const response = await app.request('/api/notifications', { headers: bearer(tokens[who]) });
  const { notifications } = await bodyOf(response, notificationListSchema);
  return notifications.filter((notification) => notification.title === text.title);
};

describe('an answer under a lesson', () => {
  it('tells, live and once each, the students who commented there and still take the course', async () => {
    const live: Record<string, Notification[]> = { ana: [], beto: [] };
    const stops = (['ana', 'beto'] as const).map((who) =>
      app.deps.notificationBus.subscribe(users[who].profileId, (notice) => live[who]!.push(notice)),
    );
    await post('ana', '¿Aplica en pediatría?');
    await post('ana', '¿Y en neonatos?');
    await post('beto', 'Tengo la misma duda.');
    await post('carla', 'En otra lección.', secondLesson);
    await post('leaver', 'Antes de irme.');
    await app.deps.db.kysely
      .updateTable('Enrollments')
      .set({ deleted_at: new Date() })
      .where('id_profile', '=', users.leaver.profileId)
      .execute();

    await post('owner', 'Sí, con la escala adaptada.');
    stops.forEach((stop) => stop());

    const expected = expect.objectContaining({
      type: 'info',
      message: text.message('Rosa Prueba Díaz', 'Valoración', 'Seguridad del paciente'),
      actionUrl: `/dashboard/courses/watch/${course}?lesson=${lesson}`,
      actionLabel: text.action,
      read: false,
    });
    expect(await repliesTo('ana')).toEqual([expected]);
    expect(await repliesTo('beto')).toEqual([expected]);
    expect(live.ana).toEqual([expected]);
    expect(live.beto).toEqual([expected]);
    // Nothing for a comment on another lesson, for a student who left, or for the answer's author.
    expect(await repliesTo('carla')).toEqual([]);
    expect(await repliesTo('leaver')).toEqual([]);
    expect(await repliesTo('owner')).toEqual([]);
  });

  it('comes from the course’s instructor or an admin, not from another student', async () => {
    const before = (await repliesTo('carla')).length;
    await post('carla', 'Una pregunta.', secondLesson);
    await post('beto', 'Yo también me lo pregunto.', secondLesson);
    expect(await repliesTo('carla')).toHaveLength(before);

    await post('admin', 'La respuesta está en la guía.', secondLesson);
    expect(await repliesTo('carla')).toHaveLength(before + 1);
  });
});
