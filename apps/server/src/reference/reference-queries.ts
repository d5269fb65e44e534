import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The reference tables the API lists, with their id column as the original product named it
 * (docs/product/courses.md#data-model-names) and their natural order
 * (docs/product/courses.md#reference-data).
 */
export const REFERENCE_TABLES = {
  industries: { table: 'Industries', id: 'id_industry', order: 'name' },
  'difficulty-levels': { table: 'Difficulty_levels', id: 'id_difficulty_level', order: 'code' },
  coins: { table: 'Coins', id: 'id_coin', order: 'name' },
  languages: { table: 'Languages', id: 'id_language', order: 'code' },
  'content-lesson-types': { table: 'Content_Types_Lesson', id: 'id_content_type_lesson', order: 'code' },
  genders: { table: 'Genders', id: 'id_gender', order: 'code' },
  'identity-document-types': {
    table: 'Types_Identities_Documents',
    id: 'id_type_identity_document',
    order: 'code',
  },
} as const;

export type ReferenceKind = keyof typeof REFERENCE_TABLES;
export interface ReferenceItem {
  id: string;
  name: string;
  code: string;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

export async function listReference(
  db: Kysely<DB>,
  kind: ReferenceKind,
  id?: string,
): Promise<ReferenceItem[]> {
  const { table, id: idColumn, order } = REFERENCE_TABLES[kind];
  // The table is one of a fixed list above; Kysely cannot type a column chosen at run time.
  let query = db
    .selectFrom(table)
    .select([`${idColumn} as id` as 'id_industry', 'name', 'code'])
    .where('deleted_at', 'is', null);
  if (id) query = query.where(idColumn as 'id_industry', '=', id);
  const rows = (await query.execute()) as unknown as ReferenceItem[];
  return rows.sort((a, b) =>
    order === 'name' ? collator.compare(a.name, b.name) : a.code.localeCompare(b.code),
  );
}

export async function listSpecialties(db: Kysely<DB>, filter: { industryId?: string; id?: string }) {
  let query = db
    .selectFrom('Specialties as s')
    .innerJoin('Industries as i', 'i.id_industry', 's.id_industry')
    .select(['s.id_specialty as id', 's.name', 's.code', 's.id_industry'])
    .where('s.deleted_at', 'is', null)
    .where('i.deleted_at', 'is', null);
  if (filter.industryId) query = query.where('s.id_industry', '=', filter.industryId);
  if (filter.id) query = query.where('s.id_specialty', '=', filter.id);
  const rows = await query.execute();
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
