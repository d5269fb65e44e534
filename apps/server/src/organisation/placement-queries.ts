import type { Placement, PlacedUnit } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ROOT_UNIT_ID } from './unit-queries';

/** The ids a unit's path names, root first: '/a/b/c/' → ['a', 'b', 'c']. */
const idsOfPath = (path: string) => path.split('/').filter(Boolean);

/**
 * Units as a person's place shows them: each with its path below the academy ('Hospital Central /
 * Emergencias'), in the order asked. Reads the units and their ancestors in two queries.
 */
export async function placedUnits(db: Kysely<DB>, ids: readonly string[]): Promise<PlacedUnit[]> {
  if (ids.length === 0) return [];
  const units = await db
    .selectFrom('Units')
    .select(['id_unit', 'name', 'path', 'archived_at'])
    .where('id_unit', 'in', ids)
    .execute();
  const ancestorIds = [...new Set(units.flatMap((unit) => idsOfPath(unit.path)))].filter(
    (id) => id !== ROOT_UNIT_ID,
  );
  const names = new Map(
    (
      await db.selectFrom('Units').select(['id_unit', 'name']).where('id_unit', 'in', ancestorIds).execute()
    ).map((row) => [row.id_unit, row.name]),
  );
  const byId = new Map(units.map((unit) => [unit.id_unit, unit]));
  return ids.flatMap((id) => {
    const unit = byId.get(id);
    if (!unit) return [];
    const path = idsOfPath(unit.path)
      .filter((ancestor) => ancestor !== ROOT_UNIT_ID)
      .map((ancestor) => names.get(ancestor) ?? '')
      .join(' / ');
    return [
      { id: unit.id_unit, name: unit.name, path: path || unit.name, archived: unit.archived_at !== null },
    ];
  });
}

/** A live person's place (docs/product/organisation.md#a-persons-place), or undefined if there is no such person. */
export async function readPlacement(db: Kysely<DB>, profileId: string): Promise<Placement | undefined> {
  const row = await db
    .selectFrom('Profiles as p')
    .leftJoin('Positions as pos', 'pos.id_position', 'p.id_position')
    .leftJoin('Industries as i', 'i.id_industry', 'p.id_industry')
    .leftJoin('Specialties as s', 's.id_specialty', 'p.id_specialty')
    .select([
      'p.id_unit',
      'p.staff_number',
      'p.hire_date',
      'pos.id_position',
      'pos.name as position_name',
      'pos.archived_at as position_archived_at',
      'i.id_industry',
      'i.name as industry_name',
      's.id_specialty',
      's.name as specialty_name',
    ])
    .where('p.id_profile', '=', profileId)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const additional = await db
    .selectFrom('Profile_Units')
    .select('id_unit')
    .where('id_profile', '=', profileId)
    .execute();
  const units = await placedUnits(db, [
    ...(row.id_unit ? [row.id_unit] : []),
    ...additional.map((u) => u.id_unit),
  ]);
  const supervised = await db
    .selectFrom('Unit_Supervisors')
    .select('id_unit')
    .where('id_profile', '=', profileId)
    .where('removed_at', 'is', null)
    .execute();
  const byPath = (a: PlacedUnit, b: PlacedUnit) => a.path.localeCompare(b.path, 'es');
  const primary = units.find((unit) => unit.id === row.id_unit);
  const others = units.filter((unit) => unit !== primary);
  return {
    unit: primary ?? null,
    additionalUnits: others.sort(byPath),
    supervisedUnits: (
      await placedUnits(
        db,
        supervised.map((unit) => unit.id_unit),
      )
    ).sort(byPath),
    position: row.id_position
      ? { id: row.id_position, name: row.position_name!, archived: row.position_archived_at !== null }
      : null,
    profession: row.id_industry ? { id: row.id_industry, name: row.industry_name! } : null,
    specialty: row.id_specialty ? { id: row.id_specialty, name: row.specialty_name! } : null,
    staffNumber: row.staff_number,
    hireDate: row.hire_date,
  };
}
