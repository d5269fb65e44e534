import type { Transaction } from 'kysely';
import type { AppDeps } from '../deps';
import type { DB } from '../db/schema';
import { complianceContext } from './compliance-jobs';
import { refreshAssignments } from './refresh-assignments';
import { enrollReachableCourses } from './required-enrollments';

/**
 * A person's progress in a course moves the assignments whose path holds it, in the transaction
 * that records the progress: their status ('En curso', 'Cumplido'), and for a path in order, the
 * next course's enrollment once this one is completed.
 */
export async function followProgress(
  trx: Transaction<DB>,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  profileId: string,
  courseId: string,
) {
  const assignments = await trx
    .selectFrom('Assignments as a')
    .innerJoin('Requirement_Courses as rc', 'rc.id_requirement', 'a.id_requirement')
    .select('a.id_assignment')
    .where('a.id_profile', '=', profileId)
    .where('rc.id_course', '=', courseId)
    .where('a.closed_on', 'is', null)
    .where('a.withdrawn_on', 'is', null)
    .execute();
  if (assignments.length === 0) return;
  const ids = assignments.map((row) => row.id_assignment);
  const context = complianceContext(deps);
  await refreshAssignments(trx, ids, { ...context, cause: 'progress', actorId: profileId });
  await enrollReachableCourses(trx, ids, context.now);
}
