import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The academy's root unit, made by migration 0028: every other unit descends from it. */
export const ROOT_UNIT_ID = '00000000-0000-4000-8000-0000000000a1';

/** Live people placed in a unit (primary or additional), as a count per unit id. */
function peopleByUnit(db: Kysely<DB>) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('Profiles as p')
        .select(['p.id_unit as id_unit', 'p.id_profile'])
        .where('p.id_unit', 'is not', null)
        .where('p.deleted_at', 'is', null)
        .union(
          eb
            .selectFrom('Profile_Units as pu')
            .innerJoin('Profiles as p', 'p.id_profile', 'pu.id_profile')
            .select(['pu.id_unit as id_unit', 'pu.id_profile'])
            .where('p.deleted_at', 'is', null),
        )
        .as('placed'),
    )
    .select(['placed.id_unit', (eb) => eb.fn.countAll<string>().as('people')])
    .groupBy('placed.id_unit');
}

/** The whole tree, parents before children and siblings by name, with each unit's own people. */
export async function listUnits(db: Kysely<DB>) {
  const counts = new Map((await peopleByUnit(db).execute()).map((row) => [row.id_unit, Number(row.people)]));
  const units = await db
    .selectFrom('Units')
    .select(['id_unit', 'id_parent', 'kind', 'name', 'code', 'depth', 'path', 'archived_at'])
    .execute();
  return sortAsTree(units).map((unit) => ({ ...unit, people: counts.get(unit.id_unit) ?? 0 }));
}

/**
 * Depth-first, children under their parent, siblings by name as Spanish readers sort them. A part
 * of the tree (a supervisor's units) starts from the units whose parent it does not hold.
 */
export function sortAsTree<U extends { id_unit: string; id_parent: string | null; name: string }>(
  units: U[],
): U[] {
  const held = new Set(units.map((unit) => unit.id_unit));
  const TOP = 'top';
  const children = new Map<string, U[]>();
  for (const unit of units) {
    const key = unit.id_parent !== null && held.has(unit.id_parent) ? unit.id_parent : TOP;
    children.set(key, [...(children.get(key) ?? []), unit]);
  }
  const ordered: U[] = [];
  const visit = (parent: string) => {
    const siblings = (children.get(parent) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'es'));
    for (const unit of siblings) {
      ordered.push(unit);
      visit(unit.id_unit);
    }
  };
  visit(TOP);
  return ordered;
}

/** A unit, locked for the rest of the caller's transaction. */
export function lockUnit(trx: Kysely<DB>, id: string) {
  return trx
    .selectFrom('Units')
    .select(['id_unit', 'id_parent', 'kind', 'name', 'code', 'path', 'depth', 'archived_at'])
    .where('id_unit', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** How many levels a subtree spans below its top unit (0 for a leaf). */
export async function subtreeHeight(trx: Kysely<DB>, path: string, depth: number): Promise<number> {
  const { deepest } = await trx
    .selectFrom('Units')
    .select((eb) => eb.fn.max('depth').as('deepest'))
    .where('path', 'like', `${path}%`)
    .executeTakeFirstOrThrow();
  return Number(deepest ?? depth) - depth;
}

/** Live people placed in a unit or any unit below it. */
export async function peopleInSubtree(trx: Kysely<DB>, path: string): Promise<number> {
  const subtree = trx.selectFrom('Units').select('id_unit').where('path', 'like', `${path}%`);
  const { count } = await trx
    .selectFrom('Profiles as p')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('p.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('p.id_unit', 'in', subtree),
        eb(
          'p.id_profile',
          'in',
          eb.selectFrom('Profile_Units').select('id_profile').where('id_unit', 'in', subtree),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}
