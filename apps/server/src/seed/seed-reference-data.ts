import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import {
  COINS,
  CONTENT_TYPES_LESSON,
  DIFFICULTY_LEVELS,
  GENDERS,
  IDENTITY_DOCUMENT_TYPES,
  INDUSTRIES,
  LANGUAGES,
  ROLES,
} from './reference-data';

type SimpleTable =
  | 'Genders'
  | 'Types_Identities_Documents'
  | 'Languages'
  | 'Difficulty_levels'
  | 'Content_Types_Lesson'
  | 'Coins';

async function upsertByCode(
  trx: Transaction<DB>,
  table: SimpleTable,
  rows: { code: string; name: string }[],
) {
  await trx
    .insertInto(table)
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('code')
        .where('deleted_at', 'is', null)
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
    )
    .execute();
}

/** Inserts or updates every reference row by its code: safe to run on every start. */
export async function seedReferenceData(db: Kysely<DB>) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('Roles')
      .values(ROLES)
      .onConflict((oc) =>
        oc
          .column('code')
          .where('deleted_at', 'is', null)
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            description: eb.ref('excluded.description'),
          })),
      )
      .execute();
    await upsertByCode(trx, 'Genders', GENDERS);
    await upsertByCode(trx, 'Types_Identities_Documents', IDENTITY_DOCUMENT_TYPES);
    await upsertByCode(trx, 'Languages', LANGUAGES);
    await upsertByCode(trx, 'Difficulty_levels', DIFFICULTY_LEVELS);
    await upsertByCode(trx, 'Content_Types_Lesson', CONTENT_TYPES_LESSON);
    await upsertByCode(trx, 'Coins', COINS);

    const industries = await trx
      .insertInto('Industries')
      .values(INDUSTRIES.map(({ code, name }) => ({ code, name })))
      .onConflict((oc) =>
        oc
          .column('code')
          .where('deleted_at', 'is', null)
          .doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
      )
      .returning(['id_industry', 'code'])
      .execute();
    const industryId = new Map(industries.map((row) => [row.code, row.id_industry]));
    await trx
      .insertInto('Specialties')
      .values(
        INDUSTRIES.flatMap((industry) =>
          industry.specialties.map((s) => ({ ...s, id_industry: industryId.get(industry.code)! })),
        ),
      )
      .onConflict((oc) =>
        oc
          .column('code')
          .where('deleted_at', 'is', null)
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            id_industry: eb.ref('excluded.id_industry'),
          })),
      )
      .execute();
  });
}
