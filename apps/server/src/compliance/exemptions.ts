import { can, complianceMessages, reachesAll, type Assignment, type ExemptionInput } from '@aula/shared';
import type { Transaction } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { isInTeam } from '../organisation/people-in-units';
import { complianceContext } from './compliance-jobs';
import { refreshAssignments, type RefreshContext, type Refreshed } from './refresh-assignments';

const m = complianceMessages.errors;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * The live assignment, locked, if the viewer may exempt its person: an admin anyone, a supervisor
 * the people of their team. Anyone else's is answered as if it did not exist.
 */
async function exemptable(trx: Transaction<DB>, auth: Viewer, id: string) {
  authorize(auth, 'compliance.exempt');
  const row = await trx
    .selectFrom('Assignments')
    .select(['id_assignment', 'id_profile'])
    .where('id_assignment', '=', id)
    .where('closed_on', 'is', null)
    .where('withdrawn_on', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw AppError.notFound(m.assignmentNotFound);
  const inTeam =
    reachesAll(auth, 'compliance.exempt') || (await isInTeam(trx, auth.profileId, row.id_profile));
  if (!can(auth, 'compliance.exempt', { ownerId: row.id_profile, inTeam })) {
    throw AppError.notFound(m.assignmentNotFound);
  }
  return row;
}

const present = (row: Refreshed): Assignment => ({
  id: row.id_assignment,
  requirementId: row.id_requirement,
  profileId: row.id_profile,
  cycle: row.cycle,
  status: row.status,
  dueOn: row.due_on,
  completedOn: row.completed_on,
  validUntil: row.valid_until,
  exemptUntil: row.exempt_until,
});

/**
 * Exempts the person from this assignment until the end date (docs/product/mandatory-training.md#exemptions):
 * 'Exento' until then, recorded with its reason and author; a new exemption replaces one in force.
 */
export async function exemptAssignment(deps: Deps, auth: Viewer, id: string, input: ExemptionInput) {
  const context = complianceContext(deps);
  if (input.until <= context.today) throw AppError.invalidField('until', m.exemptUntilInvalid);
  return deps.db.kysely.transaction().execute(async (trx) => {
    const row = await exemptable(trx, auth, id);
    await endExemptions(trx, row.id_assignment, auth, context.today);
    await trx
      .insertInto('Exemptions')
      .values({
        id_assignment: row.id_assignment,
        reason: input.reason,
        starts_on: context.today,
        ends_on: input.until,
        created_by: auth.profileId,
        created_at: context.now,
      })
      .execute();
    return present(
      await exemptUntil(trx, row.id_assignment, input.until, {
        ...context,
        cause: 'exempted',
        actorId: auth.profileId,
      }),
    );
  });
}

/** Ends the exemption in force today; the assignment takes the status it would have had. */
export async function endExemption(deps: Deps, auth: Viewer, id: string) {
  const context = complianceContext(deps);
  return deps.db.kysely.transaction().execute(async (trx) => {
    const row = await exemptable(trx, auth, id);
    const ended = await endExemptions(trx, row.id_assignment, auth, context.today);
    if (ended === 0) throw AppError.conflict(m.notExempt);
    return present(
      await exemptUntil(trx, row.id_assignment, null, {
        ...context,
        cause: 'exemption_ended',
        actorId: auth.profileId,
      }),
    );
  });
}

/** Sets the last exempt day the status reads (null: none) and recomputes the status. */
async function exemptUntil(
  trx: Transaction<DB>,
  assignmentId: string,
  until: string | null,
  context: RefreshContext,
) {
  await trx
    .updateTable('Assignments')
    .set({ exempt_until: until })
    .where('id_assignment', '=', assignmentId)
    .execute();
  const [refreshed] = await refreshAssignments(trx, [assignmentId], context);
  return refreshed!;
}

/** Ends the assignment's exemptions still in force, as of `today`; answers how many. */
async function endExemptions(trx: Transaction<DB>, assignmentId: string, auth: Viewer, today: string) {
  const ended = await trx
    .updateTable('Exemptions')
    .set({ ended_on: today, ended_by: auth.profileId })
    .where('id_assignment', '=', assignmentId)
    .where('ended_on', 'is', null)
    .where('ends_on', '>=', today)
    .returning('id_exemption')
    .execute();
  return ended.length;
}
