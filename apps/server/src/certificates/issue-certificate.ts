import { CERTIFICATES_TAB_PATH, messages, type Notification } from '@aula/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { insertNotification } from '../notifications/create-notification';
import { newCertificateCode } from './certificate-code';

export interface IssueCertificateInput {
  profileId: string;
  courseId: string;
  /** When the course reached 100 %: the date the certificate states. */
  completedAt: Date;
}

/** Attempts at a code nobody has: with 60 random bits, a second one is already a near impossibility. */
const CODE_ATTEMPTS = 3;

const fullName = (names: string, lastNames: string) => `${names} ${lastNames}`.replace(/\s+/g, ' ').trim();

/**
 * Issues the student's certificate for a course they completed (docs/product/learning.md#certificate-issue),
 * with the notification that tells them, in the caller's transaction. What the certificate says is copied
 * now, so renaming the student or the course later does not change it.
 *
 * A certificate is issued once per enrollment (once per student and course, and again for each new
 * cycle of a requirement that enrolls them afresh): when there already is one, this answers null and
 * writes nothing. The unique index decides (INSERT … ON CONFLICT DO NOTHING), so concurrent completions
 * cannot issue two. The caller publishes the notification after commit.
 */
export async function issueCertificate(
  trx: Kysely<DB> | Transaction<DB>,
  input: IssueCertificateInput,
  newCode: () => string = newCertificateCode,
): Promise<{ code: string; studentNames: string; notification: Notification } | null> {
  // Called outside a transaction, the certificate and its notification still go together.
  if (!trx.isTransaction) {
    return trx.transaction().execute((own) => issueCertificate(own, input, newCode));
  }

  const snapshot = await trx
    .selectFrom('Profiles as student')
    .innerJoin('Courses as course', (join) => join.on('course.id_course', '=', input.courseId))
    .innerJoin('Profiles as instructor', 'instructor.id_profile', 'course.id_instructor')
    .select([
      'student.names as studentNames',
      'student.last_names as studentLastNames',
      'student.nro_doi as document',
      'course.title as courseTitle',
      'course.estimated_duration_hours as hours',
      'instructor.names as instructorNames',
      'instructor.last_names as instructorLastNames',
    ])
    .where('student.id_profile', '=', input.profileId)
    .executeTakeFirst();
  if (!snapshot) {
    throw new Error(`issueCertificate: no profile ${input.profileId} or course ${input.courseId}`);
  }

  // One certificate per completed enrollment (a cycle of a requirement enrolls afresh, decision 0036).
  const enrollment = await trx
    .selectFrom('Enrollments')
    .select('id_enrollment')
    .where('id_profile', '=', input.profileId)
    .where('id_course', '=', input.courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const enrollmentId = enrollment?.id_enrollment ?? null;
  const issued = () => {
    const query = trx.selectFrom('Certificates').select('id_certificate');
    return (
      enrollmentId === null
        ? query.where('id_profile', '=', input.profileId).where('id_course', '=', input.courseId)
        : query.where('id_enrollment', '=', enrollmentId)
    ).executeTakeFirst();
  };
  if (enrollmentId === null && (await issued())) return null;

  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    // No conflict target: a clash on the code is told apart from an existing certificate below.
    const inserted = await trx
      .insertInto('Certificates')
      .values({
        code: newCode(),
        id_profile: input.profileId,
        id_course: input.courseId,
        student_names: fullName(snapshot.studentNames, snapshot.studentLastNames),
        student_document: snapshot.document?.trim() || null,
        course_title: snapshot.courseTitle,
        course_hours: snapshot.hours,
        instructor_names: fullName(snapshot.instructorNames, snapshot.instructorLastNames),
        completed_at: input.completedAt,
        id_enrollment: enrollmentId,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('code')
      .executeTakeFirst();

    if (inserted) {
      const notice = messages.certificates.issuedNotification;
      const notification = await insertNotification(trx, {
        profileId: input.profileId,
        type: 'success',
        title: notice.title,
        message: notice.message(snapshot.courseTitle),
        actionUrl: CERTIFICATES_TAB_PATH,
        actionLabel: notice.action,
      });
      return { code: inserted.code, studentNames: snapshot.studentNames, notification };
    }

    if (await issued()) return null;
  }
  throw new Error('issueCertificate: could not draw an unused verification code');
}
