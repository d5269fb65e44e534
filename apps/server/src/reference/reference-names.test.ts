import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withReferenceNames, type CourseReferenceIds } from './reference-names';

let app: TestApp;
let ids: CourseReferenceIds;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.deps.db.kysely;
  const first = async <T>(query: { executeTakeFirstOrThrow(): Promise<T> }) =>
    query.executeTakeFirstOrThrow();
  ids = {
    id_coin: (await first(db.selectFrom('Coins').select('id_coin').where('code', '=', 'PEN'))).id_coin,
    id_industry: (await first(db.selectFrom('Industries').select('id_industry'))).id_industry,
    id_specialty: (await first(db.selectFrom('Specialties').select('id_specialty'))).id_specialty,
    id_difficulty_level: (await first(db.selectFrom('Difficulty_levels').select('id_difficulty_level')))
      .id_difficulty_level,
    id_language: (await first(db.selectFrom('Languages').select('id_language'))).id_language,
  };
});
afterAll(() => app.close());

describe('reference names held in memory', () => {
  it('names a course’s currency, industry, specialty, level and language as the tables do', async () => {
    const db = app.deps.db.kysely;
    const [named] = await withReferenceNames(db, [ids]);
    const specialty = await db
      .selectFrom('Specialties')
      .select('name')
      .where('id_specialty', '=', ids.id_specialty)
      .executeTakeFirstOrThrow();
    expect(named).toMatchObject({
      ...ids,
      coin_code: 'PEN',
      coin_name: 'Sol peruano',
      specialty_name: specialty.name,
    });
  });

  it('reloads when a row is newer than what it holds, and refuses an id no table has', async () => {
    const db = app.deps.db.kysely;
    await withReferenceNames(db, [ids]);
    const { id_coin } = await db
      .insertInto('Coins')
      .values({ code: 'XTS', name: 'Moneda de prueba' })
      .returning('id_coin')
      .executeTakeFirstOrThrow();
    const [named] = await withReferenceNames(db, [{ ...ids, id_coin }]);
    expect(named).toMatchObject({ coin_code: 'XTS', coin_name: 'Moneda de prueba' });
    await expect(withReferenceNames(db, [{ ...ids, id_coin: crypto.randomUUID() }])).rejects.toThrow(
      /reference row/,
    );
  });
});
