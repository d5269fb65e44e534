import type { Unit } from '@aula/shared';
import type { listUnits } from './unit-queries';

type UnitRow = Awaited<ReturnType<typeof listUnits>>[number];

export function presentUnit(row: UnitRow): Unit {
  return {
    id: row.id_unit,
    parentId: row.id_parent,
    kind: row.kind,
    name: row.name,
    code: row.code,
    depth: row.depth,
    archived: row.archived_at !== null,
    people: row.people,
  };
}
