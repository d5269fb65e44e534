import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The names of the reference rows a course points to (its currency, industry, specialty, level
 * and language), held in memory. These tables are written only by seedReferenceData, at start-up,
 * from the code's own constants: every process of one version holds the same names, so nothing
 * here can go stale between processes. The course queries take the names from here instead of
 * joining five more tables, which cost most of the catalogue query's planning on every request
 * (bench/REPORT.md). Every row is held, soft-deleted or not, as the joins it replaces read them.
 */
interface ReferenceNames {
  coins: Map<string, { code: string; name: string }>;
  industries: Map<string, string>;
  specialties: Map<string, string>;
  levels: Map<string, string>;
  languages: Map<string, string>;
}

/** Loaded once per database handle (tests open many), and again when an id is not known. */
const loaded = new WeakMap<Kysely<DB>, Promise<ReferenceNames>>();

async function load(db: Kysely<DB>): Promise<ReferenceNames> {
  const [coins, industries, specialties, levels, languages] = await Promise.all([
    db.selectFrom('Coins').select(['id_coin as id', 'code', 'name']).execute(),
    db.selectFrom('Industries').select(['id_industry as id', 'name']).execute(),
    db.selectFrom('Specialties').select(['id_specialty as id', 'name']).execute(),
    // In their order (Básico, Intermedio, Avanzado): the catalogue's level filter lists them so.
    db
      .selectFrom('Difficulty_levels')
      .select(['id_difficulty_level as id', 'name'])
      .orderBy('code')
      .execute(),
    db.selectFrom('Languages').select(['id_language as id', 'name']).execute(),
  ]);
  const names = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return {
    coins: new Map(coins.map(({ id, code, name }) => [id, { code, name }])),
    industries: names(industries),
    specialties: names(specialties),
    levels: names(levels),
    languages: names(languages),
  };
}

function referenceNames(db: Kysely<DB>, reload = false): Promise<ReferenceNames> {
  let names = loaded.get(db);
  if (!names || reload) {
    names = load(db);
    // A failed load (the database was down) is not kept: the next request tries again.
    names.catch(() => loaded.delete(db));
    loaded.set(db, names);
  }
  return names;
}

/** The names of reference rows of one kind, by id, read again once when an id is not known. */
export async function referenceNamesOf(
  db: Kysely<DB>,
  kind: 'industries' | 'specialties' | 'levels' | 'languages',
  ids: string[],
): Promise<Map<string, string>> {
  const names = await referenceNames(db);
  if (ids.every((id) => names[kind].has(id))) return names[kind];
  return (await referenceNames(db, true))[kind];
}

/** The reference ids a course row carries. */
export interface CourseReferenceIds {
  id_coin: string;
  id_industry: string;
  id_specialty: string;
  id_difficulty_level: string;
  id_language: string;
}

const knowsAll = (names: ReferenceNames, row: CourseReferenceIds) =>
  names.coins.has(row.id_coin) &&
  names.industries.has(row.id_industry) &&
  names.specialties.has(row.id_specialty) &&
  names.levels.has(row.id_difficulty_level) &&
  names.languages.has(row.id_language);

/** The rows with their reference names added, as a card or a course's detail shows them. */
export async function withReferenceNames<Row extends CourseReferenceIds>(db: Kysely<DB>, rows: Row[]) {
  let names = await referenceNames(db);
  if (!rows.every((row) => knowsAll(names, row))) names = await referenceNames(db, true);
  return rows.map((row) => {
    // The foreign keys guarantee every id exists; after a reload, a missing one is a broken database.
    if (!knowsAll(names, row)) throw new Error('A course names a reference row the database does not hold');
    const coin = names.coins.get(row.id_coin)!;
    // Added to the row the query just made rather than copied: a copy of every row's thirty
    // fields cost more than the rest of the page's work in Node (a CPU profile under load).
    return Object.assign(row, {
      coin_code: coin.code,
      coin_name: coin.name,
      industry_name: names.industries.get(row.id_industry)!,
      specialty_name: names.specialties.get(row.id_specialty)!,
      difficulty_name: names.levels.get(row.id_difficulty_level)!,
      language_name: names.languages.get(row.id_language)!,
    });
  });
}
