import {
  assignmentSchema,
  complianceMessages,
  myAssignmentsSchema,
  requirementPreviewSchema,
  requirementSchema,
  ROLE_CODES,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import {
  bodyOf,
  createUser,
  refusalOf,
  sendJson,
  signedInPerson,
  signIn,
  TEST_PASSWORD,
  type Person,
} from '../../test/factories';
import { createLearningCourse, learningApi, type BuiltCourse } from '../../test/learning-fixtures';
import { createPosition, createUnit, savePlacement } from '../../test/organisation-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import type { JobWorker } from '../jobs/job-worker';
import { manualClock } from '../time/clock';
import { complianceContext } from './compliance-jobs';
import { syncAssignments } from './sync-assignments';

/**
 * Requirements assign people by their place in the organisation, and their assignments follow
 * them; statuses move with completions and with time (docs/product/mandatory-training.md).
 */
// 10:00 in Lima (the academy's default time zone): the day is 2027-01-04 there.
const clock = manualClock(new Date('2027-01-04T15:00:00Z'));
let app: TestApp;
let worker: JobWorker;
let admin: Person;
let instructor: Person;
let refs: ReferenceIds;

beforeAll(async () => {
  app = await createTestApp({ clock });
  worker = createBackgroundWorker(app.deps);
  admin = await signedInPerson(app, ROLE_CODES.admin);
  instructor = await signedInPerson(app, ROLE_CODES.instructor);
  refs = await referenceIds(app);
});
afterAll(async () => {
  await worker.stop();
  await app.close();
});

const db = () => app.deps.db.kysely;

const unit = (name: string, parentId?: string) => createUnit(app, admin.token, name, parentId);
const position = (name: string) => createPosition(app, admin.token, name);

const place = (
  profileId: string,
  body: { unitId?: string | null; positionId?: string | null; supervisedUnitIds?: string[] },
) => savePlacement(app, admin.token, profileId, body);

async function personAt(unitId: string | null, positionId: string | null) {
  const user = await createUser(app.deps);
  expect((await place(user.profileId, { unitId, positionId })).status).toBe(200);
  return user;
}

async function createRequirement(body: Record<string, unknown>) {
  const response = await sendJson(app, 'POST', '/api/requirements', admin.token, body);
  expect(response.status).toBe(201);
  return bodyOf(response, requirementSchema);
}

const liveAssignment = (requirementId: string, profileId: string) =>
  db()
    .selectFrom('Assignments')
    .selectAll()
    .where('id_requirement', '=', requirementId)
    .where('id_profile', '=', profileId)
    .where('closed_on', 'is', null)
    .where('withdrawn_on', 'is', null)
    .executeTakeFirst();

const assignmentsOf = (requirementId: string) =>
  db()
    .selectFrom('Assignments')
    .select(['id_profile', 'status', 'withdrawn_on', 'closed_on', 'cycle'])
    .where('id_requirement', '=', requirementId)
    .execute();

async function completeCourse(person: { email: string }, course: BuiltCourse) {
  const { accessToken } = await signIn(app, person.email, TEST_PASSWORD);
  for (const lessonId of course.lessonIds) {
    const response = await learningApi.completeWithEvidence(app, accessToken, course.id, lessonId);
    expect(response.status).toBe(200);
  }
}

/** Runs the nightly pass as its schedule would, on the day the clock shows. */
async function nightlyPass() {
  await app.deps.jobs.enqueue(db(), { kind: 'compliance.daily', payload: {} });
  await worker.drain();
}

describe('assignments follow people', () => {
  it('assign exactly the people a rule by unit and position matches, follow moves, and never twice', async () => {
    const hospital = await unit('Hospital Regional');
    const surgery = await unit('Centro Quirúrgico', hospital);
    const lab = await unit('Laboratorio', hospital);
    const elsewhere = await unit('Posta de Salud');
    const nurse = await position('Enfermera asistencial');
    const technician = await position('Técnico de laboratorio');
    const course = await createLearningCourse(app, instructor.token, refs, {
      title: 'Lista de verificación de cirugía segura',
      price: 80,
    });

    const inSurgery = await personAt(surgery, nurse);
    const inLab = await personAt(lab, nurse);
    const atHospital = await personAt(hospital, nurse);
    const technicianInSurgery = await personAt(surgery, technician);
    const nurseElsewhere = await personAt(elsewhere, nurse);

    const requirement = await createRequirement({
      title: 'Cirugía segura',
      courseIds: [course.id],
      due: { kind: 'after_assignment', days: 30 },
      rules: [{ unitId: hospital, withSubunits: true, positionId: nurse }],
      exclusions: [{ unitId: lab, withSubunits: true }],
    });
    expect(requirement.state).toBe('draft');
    const preview = await sendJson(app, 'GET', `/api/requirements/${requirement.id}/preview`, admin.token);
    expect(await bodyOf(preview, requirementPreviewSchema)).toEqual({ people: 2, alreadyCompliant: 0 });

    const activated = await sendJson(
      app,
      'POST',
      `/api/requirements/${requirement.id}/activate`,
      admin.token,
    );
    expect(activated.status).toBe(200);
    expect(
      (await sendJson(app, 'POST', `/api/requirements/${requirement.id}/activate`, admin.token)).status,
    ).toBe(409);
    await worker.drain();
    // Two processes syncing at once, and again: still one live assignment per person.
    await Promise.all([
      syncAssignments(db(), { requirementId: requirement.id }, complianceContext(app.deps)),
      syncAssignments(db(), { requirementId: requirement.id }, complianceContext(app.deps)),
    ]);
    let rows = await assignmentsOf(requirement.id);
    expect(rows.map((row) => row.id_profile).sort()).toEqual(
      [inSurgery.profileId, atHospital.profileId].sort(),
    );
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    void inLab;
    void nurseElsewhere;

    // Enrolled free of charge, whatever the course's price.
    const enrollment = await db()
      .selectFrom('Enrollments')
      .select(['id_order', 'progress'])
      .where('id_profile', '=', inSurgery.profileId)
      .where('id_course', '=', course.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(enrollment).toEqual({ id_order: null, progress: 0 });

    // The technician becomes a nurse: assigned. The nurse of the surgical centre moves away: withdrawn.
    expect((await place(technicianInSurgery.profileId, { unitId: surgery, positionId: nurse })).status).toBe(
      200,
    );
    expect((await place(inSurgery.profileId, { unitId: elsewhere, positionId: nurse })).status).toBe(200);
    await worker.drain();
    expect(await liveAssignment(requirement.id, technicianInSurgery.profileId)).toBeDefined();
    expect(await liveAssignment(requirement.id, inSurgery.profileId)).toBeUndefined();
    const withdrawn = (await assignmentsOf(requirement.id)).find(
      (row) => row.id_profile === inSurgery.profileId,
    )!;
    expect(withdrawn.withdrawn_on).toBe('2027-01-04');

    // A completed assignment stays when its person moves out.
    await completeCourse(atHospital, course);
    expect((await liveAssignment(requirement.id, atHospital.profileId))!.status).toBe('compliant');
    expect((await place(atHospital.profileId, { unitId: elsewhere, positionId: nurse })).status).toBe(200);
    await worker.drain();
    expect((await liveAssignment(requirement.id, atHospital.profileId))!.status).toBe('compliant');

    rows = await assignmentsOf(requirement.id);
    expect(rows).toHaveLength(3);
  });
});

describe('assignments follow accounts', () => {
  it('assign a requirement for everyone to an account an admin creates, and withdraw it when the account is deleted', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      title: 'Inducción institucional',
    });
    const requirement = await createRequirement({
      title: 'Inducción para todos',
      courseIds: [course.id],
      due: { kind: 'after_assignment', days: 15 },
      rules: [{}],
    });
    await sendJson(app, 'POST', `/api/requirements/${requirement.id}/activate`, admin.token);
    await worker.drain();

    const created = await sendJson(app, 'POST', '/api/users', admin.token, {
      email: `nueva-${crypto.randomUUID().slice(0, 8)}@aula.test`,
      names: 'Rosa',
      lastNames: 'Huamán Torres',
      role: 'STUDENT',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await worker.drain();
    expect(await liveAssignment(requirement.id, id)).toMatchObject({ status: 'pending', cycle: 1 });

    clock.advance(60_000);
    expect((await sendJson(app, 'DELETE', `/api/users/${id}`, admin.token)).status).toBe(204);
    await worker.drain();
    expect(await liveAssignment(requirement.id, id)).toBeUndefined();
    const ended = await db()
      .selectFrom('Assignment_Status_Changes as sc')
      .innerJoin('Assignments as a', 'a.id_assignment', 'sc.id_assignment')
      .select(['sc.from_status', 'sc.to_status', 'sc.cause'])
      .where('a.id_requirement', '=', requirement.id)
      .where('a.id_profile', '=', id)
      .orderBy('sc.changed_at')
      .execute();
    expect(ended).toEqual([
      { from_status: null, to_status: 'pending', cause: 'assigned' },
      { from_status: 'pending', to_status: null, cause: 'withdrawn' },
    ]);
  });
});

describe('statuses move with completions and with time', () => {
  it('Pendiente, Por vencer, Vencido, Cumplido until its window, then a fresh cycle and Expirado', async () => {
    clock.set(new Date('2027-01-04T15:00:00Z'));
    const ward = await unit('Hospitalización');
    const course = await createLearningCourse(app, instructor.token, refs, { title: 'Higiene de manos' });
    const person = await personAt(ward, null);
    const requirement = await createRequirement({
      title: 'Higiene de manos anual',
      courseIds: [course.id],
      due: { kind: 'after_assignment', days: 30 },
      recurrence: { kind: 'every_months', months: 12 },
      validityMonths: 12,
      rules: [{ unitId: ward, withSubunits: true }],
    });
    await sendJson(app, 'POST', `/api/requirements/${requirement.id}/activate`, admin.token);
    await worker.drain();
    const status = async () => (await liveAssignment(requirement.id, person.profileId))!;
    expect(await status()).toMatchObject({ status: 'pending', due_on: '2027-02-03', cycle: 1 });

    clock.set(new Date('2027-01-20T06:00:00Z'));
    await nightlyPass();
    expect((await status()).status).toBe('due_soon');
    clock.set(new Date('2027-02-04T06:00:00Z'));
    await nightlyPass();
    expect((await status()).status).toBe('overdue');

    clock.set(new Date('2027-02-10T15:00:00Z'));
    await completeCourse(person, course);
    expect(await status()).toMatchObject({
      status: 'compliant',
      completed_on: '2027-02-10',
      valid_until: '2028-02-09',
    });
    const certificate = await db()
      .selectFrom('Certificates')
      .select(['code', 'valid_until'])
      .where('id_profile', '=', person.profileId)
      .executeTakeFirstOrThrow();
    expect(certificate.valid_until).toBe('2028-02-09');

    // The recertification window opens 60 days before: a new cycle, enrolled afresh.
    clock.set(new Date('2027-12-11T06:00:00Z'));
    await nightlyPass();
    const renewal = await status();
    expect(renewal).toMatchObject({ status: 'due_soon', cycle: 2, previous_valid_until: '2028-02-09' });
    const enrollments = await db()
      .selectFrom('Enrollments')
      .select(['progress', 'deleted_at'])
      .where('id_profile', '=', person.profileId)
      .where('id_course', '=', course.id)
      .orderBy('created_at')
      .execute();
    expect(enrollments.map((row) => [row.progress, row.deleted_at !== null])).toEqual([
      [100, true],
      [0, false],
    ]);
    const kept = await db()
      .selectFrom('Lesson_Progress_History')
      .select('id_lesson')
      .where('id_profile', '=', person.profileId)
      .execute();
    expect(kept).toHaveLength(course.lessonIds.length);

    clock.set(new Date('2028-02-10T06:00:00Z'));
    await nightlyPass();
    expect((await status()).status).toBe('expired');

    // The old certificate is still verifiable, with its 'Válido hasta'.
    const verified = await app.request(`/api/verify/${certificate.code}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ valid: true, validUntil: '2028-02-09' });

    // 'Mis obligaciones': the renewal to do, and the past cycle with its certificate.
    const { accessToken } = await signIn(app, person.email, TEST_PASSWORD);
    const mine = await bodyOf(
      await sendJson(app, 'GET', '/api/assignments/mine', accessToken),
      myAssignmentsSchema,
    );
    expect(mine.current.find((a) => a.requirementId === requirement.id)).toMatchObject({
      title: 'Higiene de manos anual',
      cycle: 2,
      status: 'expired',
      validUntil: '2028-02-09',
      courseId: course.id,
    });
    expect(mine.history.filter((cycle) => cycle.title === 'Higiene de manos anual')).toEqual([
      {
        id: expect.any(String),
        title: 'Higiene de manos anual',
        cycle: 1,
        status: 'due_soon',
        assignedOn: '2027-01-04',
        endedOn: '2027-12-11',
        withdrawn: false,
        completedOn: '2027-02-10',
        validUntil: '2028-02-09',
        certificates: [{ code: certificate.code, courseTitle: 'Higiene de manos' }],
      },
    ]);

    // Every change of status is recorded with its cause.
    const history = await db()
      .selectFrom('Assignment_Status_Changes as sc')
      .innerJoin('Assignments as a', 'a.id_assignment', 'sc.id_assignment')
      .select(['a.cycle', 'sc.changed_on', 'sc.from_status', 'sc.to_status', 'sc.cause'])
      .where('a.id_requirement', '=', requirement.id)
      .orderBy('sc.changed_at')
      .orderBy('a.cycle')
      .execute();
    expect(history).toEqual([
      { cycle: 1, changed_on: '2027-01-04', from_status: null, to_status: 'pending', cause: 'assigned' },
      { cycle: 1, changed_on: '2027-01-20', from_status: 'pending', to_status: 'due_soon', cause: 'time' },
      { cycle: 1, changed_on: '2027-02-04', from_status: 'due_soon', to_status: 'overdue', cause: 'time' },
      {
        cycle: 1,
        changed_on: '2027-02-10',
        from_status: 'overdue',
        to_status: 'compliant',
        cause: 'progress',
      },
      { cycle: 1, changed_on: '2027-12-11', from_status: 'compliant', to_status: 'due_soon', cause: 'time' },
      { cycle: 2, changed_on: '2027-12-11', from_status: null, to_status: 'due_soon', cause: 'cycle_opened' },
      { cycle: 2, changed_on: '2028-02-10', from_status: 'due_soon', to_status: 'expired', cause: 'time' },
    ]);
  });
});

describe('exemptions', () => {
  it('set Exento until their end date, then the status returns; only the person’s supervisor or an admin grants one', async () => {
    // The day the signed-in tokens were issued: they are still fresh.
    clock.set(new Date('2027-01-04T15:00:00Z'));
    const pharmacy = await unit('Farmacia');
    const kitchen = await unit('Nutrición');
    const course = await createLearningCourse(app, instructor.token, refs, {
      title: 'Medicamentos de alto riesgo',
    });
    const person = await personAt(pharmacy, null);
    const supervisor = await signedInPerson(app, ROLE_CODES.student);
    expect((await place(supervisor.profileId, { supervisedUnitIds: [pharmacy] })).status).toBe(200);
    const otherSupervisor = await signedInPerson(app, ROLE_CODES.student);
    expect((await place(otherSupervisor.profileId, { supervisedUnitIds: [kitchen] })).status).toBe(200);
    const requirement = await createRequirement({
      title: 'Medicamentos de alto riesgo',
      courseIds: [course.id],
      due: { kind: 'after_assignment', days: 10 },
      rules: [{ unitId: pharmacy, withSubunits: true }],
    });
    await sendJson(app, 'POST', `/api/requirements/${requirement.id}/activate`, admin.token);
    await worker.drain();
    const assignment = (await liveAssignment(requirement.id, person.profileId))!;
    expect(assignment).toMatchObject({ status: 'due_soon', due_on: '2027-01-14' });
    // A minute passes between one person's actions and the next, so the history has an order.
    const exempt = (body: unknown, token = supervisor.token) => {
      clock.advance(60_000);
      return sendJson(app, 'POST', `/api/assignments/${assignment.id_assignment}/exemption`, token, body);
    };
    const end = () => {
      clock.advance(60_000);
      return sendJson(app, 'POST', `/api/assignments/${assignment.id_assignment}/exemption/end`, admin.token);
    };

    // Another unit's supervisor is answered as if the assignment did not exist.
    expect((await exempt({ reason: 'Licencia', until: '2027-01-20' }, otherSupervisor.token)).status).toBe(
      404,
    );
    const blank = await exempt({ reason: ' ', until: '2027-01-20' });
    expect(blank.status).toBe(422);
    expect((await refusalOf(blank)).fields?.reason).toBe(complianceMessages.errors.reasonRequired);
    const today = await exempt({ reason: 'Licencia', until: '2027-01-04' });
    expect(today.status).toBe(422);
    expect((await refusalOf(today)).fields?.until).toBe(complianceMessages.errors.exemptUntilInvalid);

    const granted = await exempt({ reason: 'Reasignación temporal', until: '2027-01-20' });
    expect(granted.status).toBe(200);
    expect(await bodyOf(granted, assignmentSchema)).toMatchObject({
      status: 'exempt',
      exemptUntil: '2027-01-20',
    });
    // Ended early by an admin: the status it would have had; a second end finds nothing in force.
    const ended = await end();
    expect(ended.status).toBe(200);
    expect(await bodyOf(ended, assignmentSchema)).toMatchObject({ status: 'due_soon', exemptUntil: null });
    expect((await end()).status).toBe(409);

    expect((await exempt({ reason: 'Licencia por maternidad', until: '2027-01-20' })).status).toBe(200);
    clock.set(new Date('2027-01-20T06:00:00Z'));
    await nightlyPass();
    expect((await liveAssignment(requirement.id, person.profileId))!.status).toBe('exempt');
    clock.set(new Date('2027-01-21T06:00:00Z'));
    await nightlyPass();
    expect((await liveAssignment(requirement.id, person.profileId))!.status).toBe('overdue');

    const history = await db()
      .selectFrom('Assignment_Status_Changes')
      .select(['changed_on', 'from_status', 'to_status', 'cause', 'id_actor'])
      .where('id_assignment', '=', assignment.id_assignment)
      .orderBy('changed_at')
      .execute();
    const sup = supervisor.profileId;
    expect(history).toEqual([
      {
        changed_on: '2027-01-04',
        from_status: null,
        to_status: 'due_soon',
        cause: 'assigned',
        id_actor: null,
      },
      {
        changed_on: '2027-01-04',
        from_status: 'due_soon',
        to_status: 'exempt',
        cause: 'exempted',
        id_actor: sup,
      },
      {
        changed_on: '2027-01-04',
        from_status: 'exempt',
        to_status: 'due_soon',
        cause: 'exemption_ended',
        id_actor: admin.profileId,
      },
      {
        changed_on: '2027-01-04',
        from_status: 'due_soon',
        to_status: 'exempt',
        cause: 'exempted',
        id_actor: sup,
      },
      {
        changed_on: '2027-01-21',
        from_status: 'exempt',
        to_status: 'overdue',
        cause: 'time',
        id_actor: null,
      },
    ]);
    const exemptions = await db()
      .selectFrom('Exemptions')
      .select(['reason', 'ends_on', 'ended_on', 'created_by'])
      .where('id_assignment', '=', assignment.id_assignment)
      .orderBy('created_at')
      .execute();
    expect(exemptions).toEqual([
      { reason: 'Reasignación temporal', ends_on: '2027-01-20', ended_on: '2027-01-04', created_by: sup },
      { reason: 'Licencia por maternidad', ends_on: '2027-01-20', ended_on: null, created_by: sup },
    ]);
  });
});
