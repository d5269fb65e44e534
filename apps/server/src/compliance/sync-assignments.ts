import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { firstDueOn } from './cycle-dates';
import { refreshAssignments, REFRESH_BATCH, type RefreshContext } from './refresh-assignments';
import { loadRequirementConfigs, type RequirementConfig } from './requirement-config';
import { enrollReachableCourses } from './required-enrollments';
import { matchedPeople } from './rule-condition';

type Executor = Kysely<DB> | Transaction<DB>;

/** Whom a sync looks at: one requirement (whatever its state) or every active one; everyone or one person. */
export interface SyncScope {
  requirementId?: string;
  profileId?: string;
}

export interface SyncOutcome {
  assigned: number;
  withdrawn: number;
}

type Context = Omit<RefreshContext, 'cause' | 'actorId'>;

/**
 * Makes assignments follow people (docs/product/mandatory-training.md#assignments-follow-people):
 * every live person an active requirement matches gets a live assignment, enrolled in the path's
 * courses; a live assignment whose person no longer matches, or whose requirement is no longer
 * active, is withdrawn unless it is completed. Idempotent, and safe to run in several processes at
 * once: each requirement is synced in its own transaction under a lock on its row, and the unique
 * index on live assignments has the last word.
 */
export async function syncAssignments(
  db: Kysely<DB>,
  scope: SyncScope,
  context: Context,
): Promise<SyncOutcome> {
  const ids = scope.requirementId
    ? [scope.requirementId]
    : (await loadRequirementConfigs(db, { activeOnly: true })).map((config) => config.id);
  const outcome: SyncOutcome = { assigned: 0, withdrawn: 0 };
  for (const id of ids) {
    const one = await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('Requirements')
        .select('id_requirement')
        .where('id_requirement', '=', id)
        .forUpdate()
        .execute();
      const [config] = await loadRequirementConfigs(trx, { ids: [id] });
      if (!config) return { assigned: 0, withdrawn: 0 };
      const withdrawn = await withdrawUnmatched(trx, config, scope.profileId, context);
      const assigned =
        config.state === 'active' ? await assignMatched(trx, config, scope.profileId, context) : 0;
      return { assigned, withdrawn };
    });
    outcome.assigned += one.assigned;
    outcome.withdrawn += one.withdrawn;
  }
  return outcome;
}

/** Gives a live assignment to each matched person who has none, then enrolls them and computes their status. */
async function assignMatched(
  trx: Executor,
  config: RequirementConfig,
  profileId: string | undefined,
  context: Context,
) {
  const people = await matchedPeople(trx, config)
    .select(['p.id_profile', 'p.hire_date'])
    .$if(profileId !== undefined, (query) => query.where('p.id_profile', '=', profileId!))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('Assignments as a')
            .select('a.id_assignment')
            .whereRef('a.id_profile', '=', 'p.id_profile')
            .where('a.id_requirement', '=', config.id)
            .where('a.closed_on', 'is', null)
            .where('a.withdrawn_on', 'is', null),
        ),
      ),
    )
    .execute();
  let assigned = 0;
  for (let start = 0; start < people.length; start += REFRESH_BATCH) {
    const batch = people.slice(start, start + REFRESH_BATCH);
    const inserted = await trx
      .insertInto('Assignments')
      .values(
        batch.map((person) => ({
          id_requirement: config.id,
          id_profile: person.id_profile,
          assigned_on: context.today,
          due_on: firstDueOn(config, context.today, person.hire_date),
          // A placeholder until the refresh below computes it, in this transaction.
          status: 'pending' as const,
          status_since: context.today,
          next_check_on: context.today,
          created_at: context.now,
          updated_at: context.now,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['id_requirement', 'id_profile'])
          .where('closed_on', 'is', null)
          .where('withdrawn_on', 'is', null)
          .doNothing(),
      )
      .returning('id_assignment')
      .execute();
    const ids = inserted.map((row) => row.id_assignment);
    await enrollReachableCourses(trx, ids, context.now);
    await refreshAssignments(trx, ids, { ...context, cause: 'assigned' });
    assigned += ids.length;
  }
  return assigned;
}

/**
 * Withdraws the live, uncompleted assignments whose person is gone or no longer matches, or all of
 * them when the requirement is no longer active; the withdrawal is a status change to nothing.
 */
async function withdrawUnmatched(
  trx: Executor,
  config: RequirementConfig,
  profileId: string | undefined,
  context: Context,
) {
  const stillMatched =
    config.state === 'active'
      ? sql`EXISTS (${matchedPeople(trx, config).select('p.id_profile').where('p.id_profile', '=', sql.ref<string>('a.id_profile'))})`
      : sql`FALSE`;
  const { rows } = await sql<{ id_assignment: string; status: string }>`
    UPDATE "Assignments" a SET withdrawn_on = ${context.today}::date, next_check_on = NULL, updated_at = ${context.now}
    WHERE a.id_requirement = ${config.id} AND a.closed_on IS NULL AND a.withdrawn_on IS NULL
      AND a.completed_on IS NULL ${profileId ? sql`AND a.id_profile = ${profileId}` : sql``}
      AND NOT ${stillMatched}
    RETURNING a.id_assignment, a.status`.execute(trx);
  if (rows.length === 0) return 0;
  for (let start = 0; start < rows.length; start += REFRESH_BATCH) {
    await trx
      .insertInto('Assignment_Status_Changes')
      .values(
        rows.slice(start, start + REFRESH_BATCH).map((row) => ({
          id_assignment: row.id_assignment,
          changed_on: context.today,
          changed_at: context.now,
          from_status: row.status as never,
          to_status: null,
          cause: config.state === 'active' ? 'withdrawn' : 'deactivated',
        })),
      )
      .execute();
  }
  return rows.length;
}
