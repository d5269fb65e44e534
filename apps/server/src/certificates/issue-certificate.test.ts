import { CERTIFICATES_TAB_PATH, messages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, ROLE_CODES, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCompletedEnrollment, insertCourse, setProfile } from '../../test/certificate-fixtures';
import { issueCertificate } from './issue-certificate';

let app: TestApp;
let instructor: TestUser;
const completedAt = new Date('2026-03-07T15:30:00.000Z');

beforeAll(async () => {
  app = await createTestApp();
  instructor = await createUser(app.deps, ROLE_CODES.instructor);
  await setProfile(app, instructor.profileId, { names: 'Íñigo', lastNames: 'Núñez  Ibáñez' });
});
afterAll(() => app.close());

const db = () => app.deps.db.kysely;

async function completedCourse(course: { title?: string; hours?: number } = {}) {
  const student = await createUser(app.deps);
  await setProfile(app, student.profileId, {
    names: 'María José',
    lastNames: 'Quispe Ramírez',
    document: '70123456',
  });
  const courseId = await insertCourse(app, instructor.profileId, course);
  await insertCompletedEnrollment(app, student.profileId, courseId, completedAt);
  return { student, courseId };
}

const certificatesOf = (profileId: string) =>
  db().selectFrom('Certificates').selectAll().where('id_profile', '=', profileId).execute();
const notificationsOf = (profileId: string) =>
  db().selectFrom('Notifications').selectAll().where('id_profile', '=', profileId).execute();

describe('issueCertificate', () => {
  it('copies what the certificate says and notifies the student, in the caller’s transaction', async () => {
    const { student, courseId } = await completedCourse({ title: 'Higiene de manos', hours: 2.25 });

    const issued = await db()
      .transaction()
      .execute((trx) => issueCertificate(trx, { profileId: student.profileId, courseId, completedAt }));

    expect(issued).not.toBeNull();
    expect(issued!.code).toMatch(/^AULA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const [row] = await certificatesOf(student.profileId);
    expect(row).toMatchObject({
      code: issued!.code,
      id_course: courseId,
      student_names: 'María José Quispe Ramírez',
      student_document: '70123456',
      course_title: 'Higiene de manos',
      course_hours: 2.25,
      instructor_names: 'Íñigo Núñez Ibáñez',
      completed_at: completedAt,
    });

    const notice = messages.certificates.issuedNotification;
    expect(issued!.notification).toMatchObject({
      type: 'success',
      title: notice.title,
      message: notice.message('Higiene de manos'),
      actionUrl: CERTIFICATES_TAB_PATH,
      actionLabel: notice.action,
      read: false,
    });
    expect((await notificationsOf(student.profileId)).map((n) => n.id_notification)).toEqual([
      issued!.notification.id,
    ]);
  });

  it('issues once: a second call answers null and writes nothing', async () => {
    const { student, courseId } = await completedCourse();
    const input = { profileId: student.profileId, courseId, completedAt };

    const first = await issueCertificate(db(), input);
    const second = await issueCertificate(db(), { ...input, completedAt: new Date() });

    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const rows = await certificatesOf(student.profileId);
    expect(rows.map((row) => [row.code, row.completed_at])).toEqual([[first!.code, completedAt]]);
    expect(await notificationsOf(student.profileId)).toHaveLength(1);
  });

  it('issues one certificate and one notification from 20 concurrent completions', async () => {
    const { student, courseId } = await completedCourse();

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        db()
          .transaction()
          .execute((trx) => issueCertificate(trx, { profileId: student.profileId, courseId, completedAt })),
      ),
    );

    const issued = results.filter((result) => result !== null);
    expect(issued).toHaveLength(1);
    expect((await certificatesOf(student.profileId)).map((row) => row.code)).toEqual([issued[0]!.code]);
    expect(await notificationsOf(student.profileId)).toHaveLength(1);
  });

  it('keeps what was issued when the student, the instructor or the course change later', async () => {
    const { student, courseId } = await completedCourse({ title: 'Manejo del dolor' });
    const issued = await issueCertificate(db(), { profileId: student.profileId, courseId, completedAt });

    await setProfile(app, student.profileId, { names: 'Otra', lastNames: 'Persona', document: '99999999' });
    await setProfile(app, instructor.profileId, { names: 'Otro', lastNames: 'Instructor' });
    await db()
      .updateTable('Courses')
      .set({ title: 'Título nuevo', estimated_duration_hours: 40, deleted_at: new Date() })
      .where('id_course', '=', courseId)
      .execute();

    const [row] = await certificatesOf(student.profileId);
    expect(row).toMatchObject({
      code: issued!.code,
      student_names: 'María José Quispe Ramírez',
      student_document: '70123456',
      course_title: 'Manejo del dolor',
      course_hours: 1.5,
      instructor_names: 'Íñigo Núñez Ibáñez',
    });
    await setProfile(app, instructor.profileId, { names: 'Íñigo', lastNames: 'Núñez  Ibáñez' });
  });

  it('stores no document when the student has none', async () => {
    const { student, courseId } = await completedCourse();
    await setProfile(app, student.profileId, { names: 'Ana', lastNames: 'Sin Documento', document: '  ' });
    await issueCertificate(db(), { profileId: student.profileId, courseId, completedAt });
    expect((await certificatesOf(student.profileId))[0]!.student_document).toBeNull();
  });

  it('draws another code when the one drawn is already taken', async () => {
    const taken = await completedCourse();
    const { code } = (await issueCertificate(db(), {
      profileId: taken.student.profileId,
      courseId: taken.courseId,
      completedAt,
    }))!;
    const { student, courseId } = await completedCourse();
    const draws = [code, 'AULA-0000-0000-0001'];

    const issued = await issueCertificate(db(), { profileId: student.profileId, courseId, completedAt }, () =>
      draws.shift()!,
    );

    expect(issued?.code).toBe('AULA-0000-0000-0001');
    expect((await certificatesOf(taken.student.profileId)).map((row) => row.code)).toEqual([code]);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const { student, courseId } = await completedCourse();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await issueCertificate(trx, { profileId: student.profileId, courseId, completedAt });
          throw new Error('lesson completion failed');
        }),
    ).rejects.toThrow('lesson completion failed');

    expect(await certificatesOf(student.profileId)).toEqual([]);
    expect(await notificationsOf(student.profileId)).toEqual([]);
  });
});
