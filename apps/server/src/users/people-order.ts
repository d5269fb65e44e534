import type { UserSort } from '@aula/shared';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';

/**
 * The orders of the people lists ('Lista de Usuarios', 'Mi equipo'), over the profile aliased `p`
 * (docs/product/interface.md#counting-once-per-visit). Each ends on the id, so that no row shows
 * on two pages, and each has an index in exactly this order (`profiles_created`, migration 0032;
 * `profiles_names`, 0005): a page is read along it, never by sorting everyone.
 */
const PEOPLE_ORDER: Record<UserSort, Array<[string, 'asc' | 'desc']>> = {
  created: [
    ['p.created_at', 'desc'],
    ['p.id_profile', 'desc'],
  ],
  names: [
    ['p.names', 'asc'],
    ['p.last_names', 'asc'],
    ['p.id_profile', 'asc'],
  ],
};

/** The people after the anchor in each order: one row comparison the order's index answers. */
export const PEOPLE_AFTER: Record<UserSort, (anchorId: string) => Expression<SqlBool>> = {
  created: (anchorId) => sql<SqlBool>`(p.created_at, p.id_profile) <
    (SELECT a.created_at, a.id_profile FROM "Profiles" a WHERE a.id_profile = ${anchorId})`,
  names: (anchorId) => sql<SqlBool>`(p.names, p.last_names, p.id_profile) >
    (SELECT a.names, a.last_names, a.id_profile FROM "Profiles" a WHERE a.id_profile = ${anchorId})`,
};

/** `query` in one of the people lists' orders. */
export function inPeopleOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: UserSort,
): SelectQueryBuilder<DB, TB, O> {
  let ordered = query;
  for (const [column, direction] of PEOPLE_ORDER[sort]) ordered = ordered.orderBy(sql.ref(column), direction);
  return ordered;
}
