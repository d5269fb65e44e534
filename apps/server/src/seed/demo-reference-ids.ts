import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** Ids of the live reference rows the demo data points at, looked up by their stable codes. */
export interface DemoReferenceIds {
  role(code: string): string;
  gender(code: string): string;
  documentType(code: string): string;
  language(code: string): string;
  difficultyLevel(code: string): string;
  coin(code: string): string;
  contentType(code: string): string;
  /** A specialty and the industry it belongs to, so that the two always agree. */
  specialty(code: string): { id_specialty: string; id_industry: string };
}

export async function loadDemoReferenceIds(trx: Transaction<DB>): Promise<DemoReferenceIds> {
  // One connection serves the transaction, so these queue up; Promise.all only keeps the code short.
  const [roles, genders, documentTypes, languages, levels, coins, contentTypes, specialties] =
    await Promise.all([
      trx.selectFrom('Roles').select(['id_rol as id', 'code']).where('deleted_at', 'is', null).execute(),
      trx.selectFrom('Genders').select(['id_gender as id', 'code']).where('deleted_at', 'is', null).execute(),
      trx
        .selectFrom('Types_Identities_Documents')
        .select(['id_type_identity_document as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
      trx
        .selectFrom('Languages')
        .select(['id_language as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
      trx
        .selectFrom('Difficulty_levels')
        .select(['id_difficulty_level as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
      trx.selectFrom('Coins').select(['id_coin as id', 'code']).where('deleted_at', 'is', null).execute(),
      trx
        .selectFrom('Content_Types_Lesson')
        .select(['id_content_type_lesson as id', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
      trx
        .selectFrom('Specialties')
        .select(['id_specialty', 'id_industry', 'code'])
        .where('deleted_at', 'is', null)
        .execute(),
    ]);
  const lookup = <T>(table: string, rows: (T & { code: string })[]) => {
    const byCode = new Map(rows.map((row) => [row.code, row]));
    return (code: string): T => {
      const row = byCode.get(code);
      // The demo data and the reference data ship together: a miss is a bug, not a user error.
      if (!row) throw new Error(`demo data refers to ${table} code ${code}, which is not seeded`);
      return row;
    };
  };
  const ids = (table: string, rows: { id: string; code: string }[]) => {
    const find = lookup(table, rows);
    return (code: string) => find(code).id;
  };
  const specialty = lookup('Specialties', specialties);
  return {
    role: ids('Roles', roles),
    gender: ids('Genders', genders),
    documentType: ids('Types_Identities_Documents', documentTypes),
    language: ids('Languages', languages),
    difficultyLevel: ids('Difficulty_levels', levels),
    coin: ids('Coins', coins),
    contentType: ids('Content_Types_Lesson', contentTypes),
    specialty: (code) => {
      const { id_specialty, id_industry } = specialty(code);
      return { id_specialty, id_industry };
    },
  };
}
