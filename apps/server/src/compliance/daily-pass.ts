import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nextDueOn } from './cycle-dates';
import {
  refreshAssignments,
  REFRESH_BATCH,
  type RefreshContext,
  type Refreshed,
} from './refresh-assignments';
import { loadRequirementConfigs, type RequirementConfig } from './requirement-config';
import { closePathEnrollments, enrollReachableCourses } from './required-enrollments';
import { matchedPeople } from './rule-condition';

type Context = Omit<RefreshContext, 'cause' | 'actorId'>;

/**
 * The nightly pass (docs/product/mandatory-training.md#status-defined-once): recomputes the live
 * assignments whose status could change today by time alone (their `next_check_on` has come), a
 * batch at a time, and opens the next cycle of each completion whose recertification window has
 * opened or which stopped counting. Idempotent: a row it has seen is either checked again on a
 * later day or closed, so running it twice on one day changes nothing more.
 */
export async function runDailyPass(
  db: Kysely<DB>,
  context: Context,
): Promise<{ checked: number; opened: number }> {
  let checked = 0;
  let opened = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('Assignments')
        .select('id_assignment')
        .where('closed_on', 'is', null)
        .where('withdrawn_on', 'is', null)
        .where('next_check_on', '<=', context.today)
        .limit(REFRESH_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      const refreshed = await refreshAssignments(
        trx,
        due.map((row) => row.id_assignment),
        { ...context, cause: 'time' },
      );
      const renewed = await openNextCycles(trx, refreshed, context);
      return { checked: due.length, opened: renewed };
    });
    checked += batch.checked;
    opened += batch.opened;
    if (batch.checked < REFRESH_BATCH) return { checked, opened };
  }
}

/** Whether a completed cycle should give way to the next: its window has opened, or it stopped counting. */
const isRenewable = (row: Refreshed) =>
  row.completed_on !== null &&
  row.valid_until !== null &&
  (row.status === 'due_soon' || row.status === 'expired');

/**
 * Closes each renewable cycle and opens the next: due on the recurrence's next date (or the last
 * day the completion counts), enrolled afresh, 'Por vencer' while the last completion counts. Only
 * for an active requirement whose rules still match the person; otherwise the cycle stays as it is.
 */
export async function openNextCycles(
  trx: Kysely<DB>,
  rows: readonly Refreshed[],
  context: Context,
): Promise<number> {
  const renewable = rows.filter(isRenewable);
  if (renewable.length === 0) return 0;
  const configs = await loadRequirementConfigs(trx, {
    ids: [...new Set(renewable.map((row) => row.id_requirement))],
    activeOnly: true,
  });
  let opened = 0;
  for (const config of configs) {
    const candidates = renewable.filter((row) => row.id_requirement === config.id);
    const matched = new Set(await stillMatched(trx, config, candidates));
    const renewing = candidates.filter((row) => matched.has(row.id_profile));
    if (renewing.length === 0) continue;
    const closedIds = renewing.map((row) => row.id_assignment);
    await trx
      .updateTable('Assignments')
      .set({ closed_on: context.today, next_check_on: null, updated_at: context.now })
      .where('id_assignment', 'in', closedIds)
      .execute();
    await closePathEnrollments(trx, closedIds, context.now);
    const inserted = await trx
      .insertInto('Assignments')
      .values(
        renewing.map((row) => ({
          id_requirement: row.id_requirement,
          id_profile: row.id_profile,
          cycle: row.cycle + 1,
          assigned_on: context.today,
          due_on: nextDueOn(config, row.completed_on!, row.due_on) ?? row.valid_until!,
          previous_valid_until: row.valid_until,
          status: row.status,
          status_since: context.today,
          next_check_on: context.today,
          created_at: context.now,
          updated_at: context.now,
        })),
      )
      .returning('id_assignment')
      .execute();
    const ids = inserted.map((row) => row.id_assignment);
    await enrollReachableCourses(trx, ids, context.now);
    await refreshAssignments(trx, ids, { ...context, cause: 'cycle_opened' });
    opened += ids.length;
  }
  return opened;
}

async function stillMatched(trx: Kysely<DB>, config: RequirementConfig, rows: readonly Refreshed[]) {
  const people = await matchedPeople(trx, config)
    .select('p.id_profile')
    .where(
      'p.id_profile',
      'in',
      rows.map((row) => row.id_profile),
    )
    .execute();
  return people.map((person) => person.id_profile);
}
