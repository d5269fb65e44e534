import { UNIT_MAX_DEPTH } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ROOT_UNIT_ID } from '../organisation/unit-queries';

/** Names as a file writes them and the directory keys them: case and runs of spaces do not count. */
export const nameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');

/** 'Hospital Central /Emergencias' as its parts; the academy's own name, when given first, dropped. */
export function pathParts(text: string, rootName: string): string[] {
  const parts = text
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 1 && nameKey(parts[0]!) === nameKey(rootName) ? parts.slice(1) : parts;
}

export const pathKey = (parts: readonly string[]) => parts.map(nameKey).join('/');

export interface DirectoryUnit {
  id: string;
  archived: boolean;
}

/** Where a file's unit cell points: a unit, a unit the import would create, or why neither. */
export type UnitLookup =
  | { kind: 'unit'; unit: DirectoryUnit }
  | { kind: 'create'; path: string }
  | { kind: 'unknown' }
  /** the archived unit itself, or a unit along a path to create */
  | { kind: 'archived'; id?: string }
  | { kind: 'too-deep' };

/**
 * The organisation's units, positions and professions by the names and codes a staff file uses,
 * read once per import (a network has hundreds of units, not millions): every row is then
 * resolved in memory (docs/product/staff-import.md#what-each-column-means).
 */
export class OrganisationDirectory {
  private constructor(
    private readonly rootName: string,
    private readonly unitsByCode: Map<string, DirectoryUnit>,
    private readonly unitsByPath: Map<string, DirectoryUnit>,
    private readonly positions: Map<string, DirectoryUnit>,
    private readonly industries: Map<string, string>,
    private readonly specialties: Map<string, string>,
  ) {}

  static async read(db: Kysely<DB>): Promise<OrganisationDirectory> {
    const [units, positions, industries, specialties] = await Promise.all([
      db.selectFrom('Units').select(['id_unit', 'id_parent', 'name', 'code', 'archived_at']).execute(),
      db.selectFrom('Positions').select(['id_position', 'name', 'archived_at']).execute(),
      db.selectFrom('Industries').select(['id_industry', 'name']).where('deleted_at', 'is', null).execute(),
      db
        .selectFrom('Specialties')
        .select(['id_specialty', 'id_industry', 'name'])
        .where('deleted_at', 'is', null)
        .execute(),
    ]);
    const byId = new Map(units.map((unit) => [unit.id_unit, unit]));
    const namePath = (id: string): string[] => {
      const unit = byId.get(id);
      if (!unit || unit.id_unit === ROOT_UNIT_ID || unit.id_parent === null) return [];
      return [...namePath(unit.id_parent), unit.name];
    };
    const unitsByCode = new Map<string, DirectoryUnit>();
    const unitsByPath = new Map<string, DirectoryUnit>();
    for (const unit of units) {
      if (unit.id_parent === null) continue;
      const entry = { id: unit.id_unit, archived: unit.archived_at !== null };
      if (unit.code) unitsByCode.set(nameKey(unit.code), entry);
      unitsByPath.set(pathKey(namePath(unit.id_unit)), entry);
    }
    return new OrganisationDirectory(
      byId.get(ROOT_UNIT_ID)?.name ?? '',
      unitsByCode,
      unitsByPath,
      new Map(
        positions.map((p) => [nameKey(p.name), { id: p.id_position, archived: p.archived_at !== null }]),
      ),
      new Map(industries.map((industry) => [nameKey(industry.name), industry.id_industry])),
      new Map(specialties.map((s) => [`${s.id_industry}:${nameKey(s.name)}`, s.id_specialty])),
    );
  }

  /**
   * A unit by its code, or by its path of names below the academy. A path that does not exist may
   * be created when the admin allows it, if every existing unit along it is live and it fits the
   * tree's depth; a single unknown name is a code that does not exist, never a new establishment.
   */
  unit(text: string, mayCreate: boolean): UnitLookup {
    const byCode = this.unitsByCode.get(nameKey(text));
    const parts = pathParts(text, this.rootName);
    const found = byCode ?? this.unitsByPath.get(pathKey(parts));
    if (found) return found.archived ? { kind: 'archived', id: found.id } : { kind: 'unit', unit: found };
    if (!mayCreate || parts.length < 2) return { kind: 'unknown' };
    if (parts.length + 1 > UNIT_MAX_DEPTH) return { kind: 'too-deep' };
    for (let length = 1; length < parts.length; length++) {
      if (this.unitsByPath.get(pathKey(parts.slice(0, length)))?.archived) return { kind: 'archived' };
    }
    return { kind: 'create', path: parts.join(' / ') };
  }

  /** The unit at a path, once the import has created it. */
  unitAtPath(path: string): DirectoryUnit | undefined {
    return this.unitsByPath.get(pathKey(pathParts(path, this.rootName)));
  }

  /** The deepest unit along a path that exists, the names down to it, and the names below it that do not. */
  missingAlong(path: string): { parentId: string; existing: string[]; missing: string[] } {
    const parts = pathParts(path, this.rootName);
    for (let length = parts.length; length > 0; length--) {
      const unit = this.unitsByPath.get(pathKey(parts.slice(0, length)));
      if (unit) return { parentId: unit.id, existing: parts.slice(0, length), missing: parts.slice(length) };
    }
    return { parentId: ROOT_UNIT_ID, existing: [], missing: parts };
  }

  /** Records a unit the import created, so that the rows after it find it. */
  addUnit(path: string, id: string) {
    this.unitsByPath.set(pathKey(pathParts(path, this.rootName)), { id, archived: false });
  }

  position(text: string): DirectoryUnit | undefined {
    return this.positions.get(nameKey(text));
  }

  profession(text: string): string | undefined {
    return this.industries.get(nameKey(text));
  }

  specialty(professionId: string, text: string): string | undefined {
    return this.specialties.get(`${professionId}:${nameKey(text)}`);
  }
}
