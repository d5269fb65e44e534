import { can, reachesAll, teamMessages, type TeamListFilter, type TeamListQuery } from '@aula/shared';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import { countRows, pageAfter } from '../db/paging';
import type { DB } from '../db/schema';
import { everyWord, peopleMatching, searchWords } from '../db/text-search';
import { inPeopleOrder, PEOPLE_AFTER } from '../users/people-order';
import { inTeamOf, isInTeam, pathWithin, placedInSubtree, type Reading } from './people-in-units';
import { placedUnits, readPlacement } from './placement-queries';
import { sortAsTree } from './unit-queries';

/**
 * 'Mi equipo' (docs/product/organisation.md#supervisors): the people a supervisor answers for,
 * read through the policy's 'team' reach; an admin's reaches everyone.
 */
function teamScope(auth: Viewer, reading: Reading): Expression<SqlBool> {
  const live = sql<SqlBool>`p.deleted_at IS NULL AND u.deleted_at IS NULL`;
  if (reachesAll(auth, 'team.view')) return live;
  return sql<SqlBool>`${live} AND ${inTeamOf(auth.profileId, reading)}`;
}

function teamMembers(db: Kysely<DB>, auth: Viewer, query: TeamListFilter, reading: Reading = 'page') {
  let base = db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .where(teamScope(auth, reading))
    .where(
      everyWord(searchWords(query.search), (word) => sql<SqlBool>`p.id_profile IN ${peopleMatching(word)}`),
    );
  if (query.unit) base = base.where(placedInSubtree(query.unit, reading));
  return base;
}

/** Live enrollments in live courses of the profile aliased `p`, with `extra` conditions. */
const enrollmentCount = (extra = sql``) =>
  sql<number>`(SELECT count(*)::int FROM "Enrollments" e JOIN "Courses" c ON c.id_course = e.id_course
    WHERE e.id_profile = p.id_profile AND e.deleted_at IS NULL AND c.deleted_at IS NULL ${extra})`;

/**
 * A page of the team by names, with where each person works and their training at a glance, and
 * the id that reads the next page. No count: `teamTotal` is asked once per visit. The previous
 * page's last row is the anchor only if it is in this very list.
 */
export async function listTeam(db: Kysely<DB>, auth: Viewer, query: TeamListQuery) {
  authorize(auth, 'team.view');
  const anchored =
    query.after &&
    (await teamMembers(db, auth, query)
      .select('p.id_profile')
      .where('p.id_profile', '=', query.after)
      .executeTakeFirst());
  const ordered = teamMembers(db, auth, query)
    .leftJoin('Positions as pos', 'pos.id_position', 'p.id_position')
    .select([
      'p.id_profile',
      'p.names',
      'p.last_names',
      'p.url_image',
      'p.id_unit',
      'u.email',
      'pos.name as position_name',
      enrollmentCount().as('enrollments'),
      enrollmentCount(sql`AND e.completion_at IS NOT NULL`).as('completed'),
      sql<number>`(SELECT count(*)::int FROM "Certificates" ce WHERE ce.id_profile = p.id_profile)`.as(
        'certificates',
      ),
    ])
    .$call((rows) => inPeopleOrder(rows, 'names'));
  const { rows, next } = await pageAfter(
    ordered,
    { ...query, after: anchored ? query.after : undefined },
    { after: PEOPLE_AFTER.names, idOf: (row) => row.id_profile },
  );
  const unitIds = [...new Set(rows.flatMap((row) => (row.id_unit ? [row.id_unit] : [])))];
  const paths = new Map((await placedUnits(db, unitIds)).map((unit) => [unit.id, unit.path]));
  return {
    rows: rows.map((row) => ({ ...row, unit_path: row.id_unit ? (paths.get(row.id_unit) ?? null) : null })),
    next,
  };
}

/** How many people of the team the search and unit find. */
export function teamTotal(db: Kysely<DB>, auth: Viewer, filter: TeamListFilter) {
  authorize(auth, 'team.view');
  return countRows(teamMembers(db, auth, filter, 'count'));
}

export type TeamMemberRow = Awaited<ReturnType<typeof listTeam>>['rows'][number];

/**
 * The units of the viewer's team, parents first: those they supervise and every active unit
 * below them (an admin: every active unit below the academy).
 */
export async function teamUnits(db: Kysely<DB>, auth: Viewer) {
  authorize(auth, 'team.view');
  let units = db
    .selectFrom('Units as t')
    .select(['t.id_unit', 't.id_parent', 't.name', 't.depth'])
    .distinct()
    .where('t.archived_at', 'is', null)
    .where('t.depth', '>', 1);
  if (!reachesAll(auth, 'team.view')) {
    units = units.where(
      sql<SqlBool>`EXISTS (SELECT 1 FROM "Units" s JOIN "Unit_Supervisors" us ON us.id_unit = s.id_unit
        WHERE us.id_profile = ${auth.profileId} AND us.removed_at IS NULL AND ${pathWithin('t', sql`s.path`)})`,
    );
  }
  const rows = sortAsTree(await units.execute());
  const paths = new Map(
    (
      await placedUnits(
        db,
        rows.map((row) => row.id_unit),
      )
    ).map((unit) => [unit.id, unit.path]),
  );
  return rows.map((row) => ({
    id: row.id_unit,
    name: row.name,
    depth: row.depth,
    path: paths.get(row.id_unit)!,
  }));
}

/**
 * One person of the team in full. Anyone outside the viewer's team is answered as if they did not
 * exist: a supervisor learns nothing of the people of other units, not even that they are there.
 */
export async function teamMember(db: Kysely<DB>, auth: Viewer, personId: string) {
  authorize(auth, 'team.view');
  const inTeam = reachesAll(auth, 'team.view') || (await isInTeam(db, auth.profileId, personId));
  if (!can(auth, 'team.view', { ownerId: personId, inTeam })) {
    throw AppError.notFound(teamMessages.member.notFound);
  }
  const person = await db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .select(['p.id_profile', 'p.names', 'p.last_names', 'p.url_image', 'u.email'])
    .where('p.id_profile', '=', personId)
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  const placement = await readPlacement(db, personId);
  if (!person || !placement) throw AppError.notFound(teamMessages.member.notFound);
  const enrollments = await db
    .selectFrom('Enrollments as e')
    .innerJoin('Courses as c', 'c.id_course', 'e.id_course')
    .leftJoin('Certificates as ce', (join) =>
      join.onRef('ce.id_profile', '=', 'e.id_profile').onRef('ce.id_course', '=', 'e.id_course'),
    )
    .select([
      'c.id_course',
      'c.title',
      'e.created_at',
      'e.progress',
      'e.completion_at',
      'ce.code as certificate_code',
      'ce.issued_at as certificate_issued_at',
    ])
    .where('e.id_profile', '=', personId)
    .where('e.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .orderBy('e.created_at', 'desc')
    .orderBy('c.id_course')
    .execute();
  return { person, placement, enrollments };
}
