import {
  ACTIVE_USER_DAYS,
  ROLE_CODES,
  reachesAll,
  type UserListFilter,
  type UserListQuery,
  type UserSort,
} from '@aula/shared';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { countRows, pageAfter, type Keyset } from '../db/paging';
import type { DB } from '../db/schema';
import { everyWord, peopleMatching, searchWords } from '../db/text-search';
import { placedInSubtree, type Reading } from '../organisation/people-in-units';
import { inPeopleOrder, PEOPLE_AFTER } from './people-order';

/**
 * Whom the caller may see (docs/product/people.md#who-sees-whom): an admin every live account;
 * an instructor the people enrolled in their live courses. Students are refused before this is
 * asked.
 */
function scope(auth: Viewer): Expression<SqlBool> {
  const live = sql`p.deleted_at IS NULL AND u.deleted_at IS NULL`;
  if (reachesAll(auth, 'users.view')) return sql<SqlBool>`${live}`;
  return sql<SqlBool>`${live} AND p.id_profile IN (
    SELECT e.id_profile FROM "Enrollments" e JOIN "Courses" c ON c.id_course = e.id_course
    WHERE c.id_instructor = ${auth.profileId} AND c.deleted_at IS NULL AND e.deleted_at IS NULL)`;
}

const ROLE_CONDITION = {
  ADMIN: sql`r.code = ${ROLE_CODES.admin}`,
  INSTRUCTOR: sql`r.code = ${ROLE_CODES.instructor}`,
  // Any other role counts as a student (docs/product/accounts.md#unknown-roles).
  STUDENT: sql`r.code NOT IN (${ROLE_CODES.admin}, ${ROLE_CODES.instructor})`,
};

/** The scope narrowed by the table's filters and its search: every word in the names or the email. */
function listFilter(auth: Viewer, query: UserListFilter, reading: Reading = 'page'): Expression<SqlBool> {
  const conditions: Expression<unknown>[] = [scope(auth)];
  conditions.push(
    everyWord(searchWords(query.search), (word) => sql<SqlBool>`p.id_profile IN ${peopleMatching(word)}`),
  );
  if (query.role !== 'all') conditions.push(ROLE_CONDITION[query.role]);
  if (query.country) conditions.push(sql`p.country = ${query.country}`);
  if (query.unit) conditions.push(placedInSubtree(query.unit, reading));
  if (query.position) conditions.push(sql`p.id_position = ${query.position}`);
  if (query.profession) conditions.push(sql`p.id_industry = ${query.profession}`);
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

function people(db: Kysely<DB>) {
  return db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol');
}

/** What a table row shows. */
function userRows(db: Kysely<DB>) {
  return people(db).select([
    'p.id_profile',
    'p.names',
    'p.last_names',
    'u.email',
    'p.phone',
    'p.country',
    'p.url_image',
    'p.created_at',
    'r.code as role_code',
    'r.name as role_name',
    // Read for the rows of a page only: what an admin needs to offer a reset of the second factor.
    (eb) =>
      eb
        .exists(
          eb
            .selectFrom('User_Mfa as mfa')
            .select('mfa.id_user')
            .whereRef('mfa.id_user', '=', 'u.id_user')
            .where('mfa.enabled_at', 'is not', null),
        )
        .as('mfa_enabled'),
    // 'Invitación pendiente': no password chosen yet, and until when the latest link works.
    sql<boolean>`u.password_hash IS NULL`.as('invitation_pending'),
    (eb) =>
      eb
        .selectFrom('Invitations as inv')
        .select((inner) => inner.fn.max('inv.expires_at').as('expires_at'))
        .whereRef('inv.id_user', '=', 'u.id_user')
        .where('inv.used_at', 'is', null)
        .as('invitation_expires_at'),
  ]);
}

/** One live account as its table row, or undefined. */
export function findUserRow(db: Kysely<DB>, profileId: string) {
  return userRows(db)
    .where('p.id_profile', '=', profileId)
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The table's rows in the chosen order, before paging (exported for the index test's EXPLAIN). */
export function orderedUsers(db: Kysely<DB>, auth: Viewer, query: UserListFilter & { sort: UserSort }) {
  return inPeopleOrder(userRows(db).where(listFilter(auth, query)), query.sort);
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof orderedUsers>['execute']>>[number];

/** The stat cards' figures over the caller's whole scope (the filters do not change them). */
async function userStats(db: Kysely<DB>, auth: Viewer) {
  const month = sql`date_trunc('month', now())`;
  const row = await people(db)
    .where(scope(auth))
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) FILTER (WHERE p.created_at >= ${month}))::int`.as('this_month'),
      sql<number>`(count(*) FILTER (WHERE p.created_at >= ${month} - interval '1 month'
        AND p.created_at < ${month}))::int`.as('last_month'),
      sql<number>`(count(*) FILTER (WHERE u.last_sign_in_at >= now() - make_interval(days => ${ACTIVE_USER_DAYS})))::int`.as(
        'active',
      ),
      sql<number>`(count(*) FILTER (WHERE ${ROLE_CONDITION.INSTRUCTOR}))::int`.as('instructors'),
      sql<number>`(count(*) FILTER (WHERE ${ROLE_CONDITION.STUDENT}))::int`.as('students'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: row.total,
    growthPercent:
      row.last_month === 0 ? null : Math.round(((row.this_month - row.last_month) * 100) / row.last_month),
    active: row.active,
    activePercent: row.total === 0 ? 0 : Math.round((row.active * 100) / row.total),
    instructors: reachesAll(auth, 'users.view') ? row.instructors : null,
    students: row.students,
  };
}

/**
 * A page of 'Lista de Usuarios' and the id that reads the next one. No count: how many match is
 * asked once per visit (`userTotals`). The previous page's last row is used as the anchor only if
 * it is in this very list (the caller's scope, search and filters); otherwise the page number
 * decides, as for a page opened from a link.
 */
export async function listUsers(db: Kysely<DB>, auth: Viewer, query: UserListQuery) {
  const after = query.after && (await isListed(db, auth, query, query.after)) ? query.after : undefined;
  const keyset: Keyset<UserRow> = { after: PEOPLE_AFTER[query.sort], idOf: (row) => row.id_profile };
  return pageAfter(orderedUsers(db, auth, query), { ...query, after }, keyset);
}

async function isListed(db: Kysely<DB>, auth: Viewer, filter: UserListFilter, profileId: string) {
  const row = await people(db)
    .select('p.id_profile')
    .where('p.id_profile', '=', profileId)
    .where(listFilter(auth, filter))
    .executeTakeFirst();
  return row !== undefined;
}

/** How many people the search and filters find, and the stat cards over the caller's whole scope. */
export async function userTotals(db: Kysely<DB>, auth: Viewer, filter: UserListFilter) {
  const stats = await userStats(db, auth);
  // Without a search or a filter the table lists the whole scope, which the stat cards have just
  // counted: a second pass over every account would only repeat it.
  const filtered =
    Boolean(filter.search) ||
    filter.role !== 'all' ||
    Boolean(filter.country) ||
    Boolean(filter.unit) ||
    Boolean(filter.position) ||
    Boolean(filter.profession);
  const total = filtered ? await countRows(people(db).where(listFilter(auth, filter, 'count'))) : stats.total;
  return { total, stats };
}
