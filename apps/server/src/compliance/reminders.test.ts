import { formatCalendarDay, mailMessages, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../test/course-save-fixtures';
import { createUser, sendJson, signedInPerson, type Person } from '../../test/factories';
import { createLearningCourse } from '../../test/learning-fixtures';
import { createUnit, savePlacement } from '../../test/organisation-fixtures';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import type { JobWorker } from '../jobs/job-worker';
import { manualClock } from '../time/clock';

/**
 * Reminders of mandatory training arrive on the days the requirement says, once each, one email a
 * day at most (docs/product/mandatory-training.md#reminders), with the clock moved day by day.
 */
const m = mailMessages.trainingReminder;
// 10:00 in Lima, the academy's default time zone.
const clock = manualClock(new Date('2027-01-04T15:00:00Z'));
let smtp: SmtpTestServer;
let app: TestApp;
let worker: JobWorker;
let admin: Person;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
  worker = createBackgroundWorker(app.deps);
  admin = await signedInPerson(app, ROLE_CODES.admin);
});
afterAll(async () => {
  await worker.stop();
  await app.close();
  await smtp.close();
});

async function activeRequirement(body: Record<string, unknown>) {
  const created = await sendJson(app, 'POST', '/api/requirements', admin.token, body);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await sendJson(app, 'POST', `/api/requirements/${id}/activate`, admin.token)).status).toBe(200);
  return id;
}

/** The morning of `day` in Lima: the nightly pass, then the reminders, as their schedules run them. */
async function morningOf(day: string) {
  clock.set(new Date(`${day}T13:00:00Z`));
  await app.deps.jobs.enqueue(app.deps.db.kysely, { kind: 'compliance.daily', payload: {} });
  await worker.drain();
  await app.deps.jobs.enqueue(app.deps.db.kysely, { kind: 'compliance.reminders', payload: {} });
  await worker.drain();
}

describe('training reminders', () => {
  it('arrive before the due date, on the day after it and weekly after, once each, one digest a day; supervisors get their team on Mondays', async () => {
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    const refs = await referenceIds(app);
    const ward = await createUnit(app, admin.token, 'Medicina interna');
    const person = await createUser(app.deps);
    const quiet = await createUser(app.deps);
    for (const someone of [person, quiet]) {
      expect((await savePlacement(app, admin.token, someone.profileId, { unitId: ward })).status).toBe(200);
    }
    // The ward's head, who has no training of their own: a summary of the team on Mondays.
    const head = await createUser(app.deps);
    const supervising = await savePlacement(app, admin.token, head.profileId, { supervisedUnitIds: [ward] });
    expect(supervising.status).toBe(200);
    // The second person turned reminder emails off: the bell still tells them.
    const { id_user } = await app.deps.db.kysely
      .selectFrom('Profiles')
      .select('id_user')
      .where('id_profile', '=', quiet.profileId)
      .executeTakeFirstOrThrow();
    await app.deps.db.kysely
      .insertInto('Mail_Preferences')
      .values({ id_user, kind: 'training', by_email: false, updated_at: clock.now() })
      .execute();

    const hygiene = await createLearningCourse(app, instructor.token, refs, { title: 'Higiene de manos' });
    const falls = await createLearningCourse(app, instructor.token, refs, { title: 'Prevención de caídas' });
    await activeRequirement({
      title: 'Higiene de manos',
      courseIds: [hygiene.id],
      due: { kind: 'after_assignment', days: 30 },
      rules: [{ unitId: ward }],
    });
    await activeRequirement({
      title: 'Prevención de caídas',
      courseIds: [falls.id],
      due: { kind: 'after_assignment', days: 23 },
      reminders: { beforeDue: [7], whenOverdue: true, overdueEveryDays: 7, beforeExpiry: [] },
      rules: [{ unitId: ward }],
    });
    await worker.drain();

    const received: Record<string, string[]> = {};
    const toHead: Record<string, string[]> = {};
    for (let day = '2027-01-04'; day <= '2027-02-12'; day = nextDay(day)) {
      const before = smtp.to(person.email).length;
      const beforeHead = smtp.to(head.email).length;
      await morningOf(day);
      if (day === '2027-01-20') await morningOf(day); // run twice: nothing more is sent
      const mails = smtp.to(person.email).slice(before);
      if (mails.length > 0) received[day] = mails.map((mail) => mail.subject);
      const headMails = smtp.to(head.email).slice(beforeHead);
      if (headMails.length > 0) toHead[day] = headMails.map((mail) => mail.text);
    }
    const one = m.subject(1);
    const two = m.subject(2);
    expect(received).toEqual({
      '2027-01-20': [two], // hygiene in 14 days, falls in 7
      '2027-01-27': [one], // hygiene in 7 days
      '2027-01-28': [one], // falls overdue since yesterday
      '2027-02-02': [one], // hygiene tomorrow
      '2027-02-04': [two], // hygiene overdue; falls a week overdue
      '2027-02-11': [two], // both, weekly
    });
    const first = smtp.to(person.email)[0]!;
    expect(first.text).toContain(m.dueIn('Higiene de manos', 14, formatCalendarDay('2027-02-03')));
    expect(first.text).toContain(m.dueIn('Prevención de caídas', 7, formatCalendarDay('2027-01-27')));
    expect(first.text).toContain(`/dashboard/courses/watch/${hygiene.id}`);

    expect(smtp.to(quiet.email)).toEqual([]);

    // Mondays with something to report: both people's falls prevention 'Por vencer' from 13/01,
    // hand hygiene from 20/01; overdue from 28/01 and 04/02.
    const team = (overdue: number, expiring: number) => [expect.stringContaining(m.team(overdue, expiring))];
    expect(toHead).toEqual({
      '2027-01-18': team(0, 2),
      '2027-01-25': team(0, 4),
      '2027-02-01': team(2, 2),
      '2027-02-08': team(4, 0),
    });
    expect(smtp.to(head.email)[0]!.subject).toBe(m.teamSubject);
    const bell = await app.deps.db.kysely
      .selectFrom('Notifications')
      .select('message')
      .where('id_profile', '=', quiet.profileId)
      .where('title', '=', m.notificationTitle)
      .execute();
    expect(bell).toHaveLength(6);
  });
});

function nextDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
