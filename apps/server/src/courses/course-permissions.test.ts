import { messages, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, refusalOf, signIn, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  api,
  courseFields,
  createCourseOk,
  editView,
  referenceIds,
  simpleCourse,
  textLesson,
  updateBodyFrom,
  writtenState,
  type ReferenceIds,
} from '../../test/course-save-fixtures';

let app: TestApp;
let refs: ReferenceIds;
const users: Record<'owner' | 'otherInstructor' | 'student' | 'admin', TestUser> = {} as never;
const tokens: Record<keyof typeof users, string> = {} as never;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  users.owner = await createUser(app.deps, ROLE_CODES.instructor);
  users.otherInstructor = await createUser(app.deps, ROLE_CODES.instructor);
  users.student = await createUser(app.deps, ROLE_CODES.student);
  users.admin = await createUser(app.deps, ROLE_CODES.admin);
  for (const role of Object.keys(users) as Array<keyof typeof users>) {
    tokens[role] = (await signIn(app, users[role].email, users[role].password)).accessToken;
  }
});
afterAll(() => app.close());

/** A create body that passes the schema; refused callers never reach its (made-up) uploads. */
const createBody = () => ({
  ...courseFields(refs, 'Curso que no debería existir'),
  thumbnailUploadId: crypto.randomUUID(),
  previewVideoUploadId: crypto.randomUUID(),
  modules: [{ title: 'Módulo', lessons: [textLesson('Lección')] }],
});

describe('who may create and change a course', () => {
  it('refuses anonymous callers, students and other instructors, and nothing changes', async () => {
    const courseId = await createCourseOk(
      app,
      tokens.owner,
      await simpleCourse(app, tokens.owner, refs, { isPublished: true }),
    );
    const before = await editView(app, tokens.owner, courseId);
    const beforeState = await writtenState(app);
    const update = { ...updateBodyFrom(before), title: 'Cambiado sin permiso', isPublished: false };
    const attempts = (token: string | undefined) => ({
      create: () => api.create(app, token, createBody()),
      edit: () => api.edit(app, token, courseId),
      update: () => api.update(app, token, courseId, update),
      publish: () => api.publish(app, token, courseId),
      unpublish: () => api.unpublish(app, token, courseId),
      delete: () => api.remove(app, token, courseId),
    });
    // Another instructor may create courses of their own (see below), so only its other attempts count.
    const refusals: Array<[string, string | undefined, number, string[]]> = [
      ['anonymous', undefined, 401, ['create', 'edit', 'update', 'publish', 'unpublish', 'delete']],
      ['student', tokens.student, 403, ['create', 'edit', 'update', 'publish', 'unpublish', 'delete']],
      [
        'another instructor',
        tokens.otherInstructor,
        403,
        ['edit', 'update', 'publish', 'unpublish', 'delete'],
      ],
    ];
    for (const [who, token, status, actions] of refusals) {
      const tries = attempts(token);
      for (const action of actions) {
        const response = await tries[action as keyof typeof tries]();
        expect(response.status, `${who} ${action}`).toBe(status);
        expect((await refusalOf(response)).message, `${who} ${action}`).toBe(
          status === 401 ? messages.common.unauthorized : messages.common.forbidden,
        );
      }
    }
    expect(await editView(app, tokens.owner, courseId)).toEqual(before);
    expect(await writtenState(app)).toEqual(beforeState);
  });

  it('answers 404 to a student and another instructor for a draft they cannot see', async () => {
    const draftId = await createCourseOk(app, tokens.owner, await simpleCourse(app, tokens.owner, refs));
    const before = await editView(app, tokens.owner, draftId);
    const update = { ...updateBodyFrom(before), title: 'Cambiado sin permiso' };
    for (const token of [tokens.student, tokens.otherInstructor]) {
      expect((await api.edit(app, token, draftId)).status).toBe(404);
      expect((await api.update(app, token, draftId, update)).status).toBe(404);
      expect((await api.publish(app, token, draftId)).status).toBe(404);
      expect((await api.remove(app, token, draftId)).status).toBe(404);
    }
    expect(await editView(app, tokens.owner, draftId)).toEqual(before);
  });

  it('lets the owner and an admin edit, publish, unpublish and delete', async () => {
    for (const manager of ['owner', 'admin'] as const) {
      const courseId = await createCourseOk(app, tokens.owner, await simpleCourse(app, tokens.owner, refs));
      const token = tokens[manager];
      const body = {
        ...updateBodyFrom(await editView(app, token, courseId)),
        title: `Editado por ${manager}`,
      };
      expect((await api.update(app, token, courseId, body)).status, manager).toBe(200);
      expect((await editView(app, tokens.owner, courseId)).title).toBe(`Editado por ${manager}`);
      expect((await api.publish(app, token, courseId)).status, manager).toBe(200);
      expect((await editView(app, tokens.owner, courseId)).isPublished).toBe(true);
      expect((await api.unpublish(app, token, courseId)).status, manager).toBe(200);
      expect((await editView(app, tokens.owner, courseId)).isPublished).toBe(false);
      expect((await api.remove(app, token, courseId)).status, manager).toBe(200);
      expect((await api.edit(app, tokens.owner, courseId)).status).toBe(404);
    }
  });
});

describe('who teaches the course', () => {
  it('lets an admin create a course for an instructor, who then manages it', async () => {
    const courseId = await createCourseOk(
      app,
      tokens.admin,
      await simpleCourse(app, tokens.admin, refs, { instructorId: users.otherInstructor.profileId }),
    );
    expect((await editView(app, tokens.admin, courseId)).instructorId).toBe(users.otherInstructor.profileId);
    expect((await api.edit(app, tokens.otherInstructor, courseId)).status).toBe(200);
    expect((await api.edit(app, tokens.owner, courseId)).status).toBe(404);
  });

  it('makes the admin the instructor when none is named', async () => {
    const courseId = await createCourseOk(app, tokens.admin, await simpleCourse(app, tokens.admin, refs));
    expect((await editView(app, tokens.admin, courseId)).instructorId).toBe(users.admin.profileId);
  });

  it('refuses an instructor who is not a live instructor, under the instructor field', async () => {
    const before = await writtenState(app);
    for (const instructorId of [users.student.profileId, crypto.randomUUID()]) {
      const response = await api.create(
        app,
        tokens.admin,
        await simpleCourse(app, tokens.admin, refs, { instructorId }),
      );
      expect(response.status).toBe(422);
      expect((await refusalOf(response)).fields).toEqual({
        instructorId: messages.courses.form.instructorInvalid,
      });
    }
    expect(await writtenState(app)).toEqual(before);
  });

  it("ignores an instructor's instructorId: the course is theirs", async () => {
    const courseId = await createCourseOk(
      app,
      tokens.otherInstructor,
      await simpleCourse(app, tokens.otherInstructor, refs, { instructorId: users.owner.profileId }),
    );
    expect((await editView(app, tokens.otherInstructor, courseId)).instructorId).toBe(
      users.otherInstructor.profileId,
    );
  });

  it('lets only an admin hand a course to another instructor', async () => {
    const courseId = await createCourseOk(app, tokens.owner, await simpleCourse(app, tokens.owner, refs));
    const body = updateBodyFrom(await editView(app, tokens.owner, courseId));
    const handOver = { ...body, instructorId: users.otherInstructor.profileId };
    expect((await api.update(app, tokens.owner, courseId, handOver)).status).toBe(200);
    expect((await editView(app, tokens.owner, courseId)).instructorId).toBe(users.owner.profileId);

    expect(
      (await api.update(app, tokens.admin, courseId, { ...body, instructorId: users.student.profileId }))
        .status,
    ).toBe(422);
    expect((await api.update(app, tokens.admin, courseId, handOver)).status).toBe(200);
    expect((await editView(app, tokens.admin, courseId)).instructorId).toBe(users.otherInstructor.profileId);
    expect((await api.edit(app, tokens.owner, courseId)).status).toBe(404);
  });
});
