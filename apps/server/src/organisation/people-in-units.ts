import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Whether the profile `profileRef` names supervises some unit now: what makes the 'team' reach of
 * the policy apply to them (docs/decisions/0032-supervisors.md). Read with the session on every
 * request, so a supervision removed is a view lost at once.
 */
export function supervisesAnyUnit(profileRef: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM "Unit_Supervisors" us
    WHERE us.id_profile = ${sql.ref(profileRef)} AND us.removed_at IS NULL)`;
}

/**
 * The units whose path (aliased `unit`) starts with `prefix`: a unit and every unit below it, as
 * one range of the units' path index (text_pattern_ops, migration 0028), so that a subtree is
 * read from the index, not by scanning the tree. A path holds only ids' characters and slashes,
 * all of which sort before '~'.
 */
export function pathWithin(unit: string, prefix: RawBuilder<unknown>): RawBuilder<SqlBool> {
  const path = sql.ref(`${unit}.path`);
  return sql<SqlBool>`(${path} ~>=~ ${prefix} AND ${path} ~<~ ((${prefix}) || '~'))`;
}

/**
 * How a placement condition is read: row by row for a page, as a set for a count
 * (decision 0034).
 */
export type Reading = 'page' | 'count';

/**
 * Placed, as their primary or an additional unit, in one of `units` (a query of unit ids), as a
 * condition on the profile aliased `p`. For a page, each person is checked on their own row and
 * through the additional units' primary key, so a page read along an order's index stops as soon
 * as it is full instead of first gathering everyone placed there. For a count, everyone placed
 * there is gathered once through the indexes on the units, then looked up by id: checking row by
 * row would visit every profile.
 */
function placedIn(units: RawBuilder<unknown>, reading: Reading): Expression<SqlBool> {
  if (reading === 'count') {
    return sql<SqlBool>`p.id_profile IN (
      SELECT pp.id_profile FROM "Profiles" pp WHERE pp.id_unit IN (${units}) AND pp.deleted_at IS NULL
      UNION SELECT pu.id_profile FROM "Profile_Units" pu WHERE pu.id_unit IN (${units}))`;
  }
  // OFFSET 0 keeps the additional units' check a lookup per row: without it the planner may turn
  // the EXISTS into a hash of every additional placement in the subtree, built before the first row
  // and growing with the academy, which a page that stops after twenty rows never needs.
  return sql<SqlBool>`(p.id_unit IN (${units})
    OR EXISTS (SELECT 1 FROM "Profile_Units" pu WHERE pu.id_profile = p.id_profile AND pu.id_unit IN (${units})
      OFFSET 0))`;
}

/**
 * The people a supervisor's team holds, as a condition on the profile aliased `p`: placed in a
 * unit they supervise now, or in any unit below one. Each subtree is one prefix match on the
 * units' paths (decision 0031).
 */
export function inTeamOf(supervisorId: string, reading: Reading = 'page'): Expression<SqlBool> {
  return placedIn(
    sql`SELECT t.id_unit FROM "Units" t
    JOIN "Units" s ON ${pathWithin('t', sql`s.path`)}
    JOIN "Unit_Supervisors" us ON us.id_unit = s.id_unit AND us.removed_at IS NULL
    WHERE us.id_profile = ${supervisorId}`,
    reading,
  );
}

/**
 * People placed in a unit or below it, as a condition on the profile aliased `p`
 * (docs/product/organisation.md#the-tree): the subtree's ids come from one prefix match on the
 * units' paths (decision 0031).
 */
export function placedInSubtree(unitId: string, reading: Reading = 'page'): Expression<SqlBool> {
  return placedIn(
    sql`SELECT s.id_unit FROM "Units" s
    WHERE ${pathWithin('s', sql`(SELECT t.path FROM "Units" t WHERE t.id_unit = ${unitId})`)}`,
    reading,
  );
}

/** People placed in exactly this unit, as their primary or an additional one (sub-units not included). */
export function placedInUnit(unitId: string, reading: Reading = 'page'): Expression<SqlBool> {
  return placedIn(sql`SELECT ${unitId}::uuid`, reading);
}

/** Whether a live person is in the supervisor's team now (a supervisor placed in their unit is in it too). */
export async function isInTeam(db: Kysely<DB>, supervisorId: string, personId: string): Promise<boolean> {
  const row = await db
    .selectFrom('Profiles as p')
    .select((eb) => eb.val(true).as('found'))
    .where('p.id_profile', '=', personId)
    .where('p.deleted_at', 'is', null)
    .where(inTeamOf(supervisorId))
    .executeTakeFirst();
  return row !== undefined;
}
