import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Searching as people type (docs/product/search.md). A search is cut into words; a row matches when every
 * word is found, in any order, in one of the texts its screen shows, case and accents aside.
 * Folding is the database's `aula_fold` (migration 0018) on both sides, so there is one definition
 * of "the same letter". The trigram indexes are built on the folded expressions below: a search
 * must use these builders, or its index is lost.
 */

/** At most this many words are looked for: the 120 characters of a search already bound them. */
const MAX_WORDS = 8;

/** The distinct words of a search, as typed (folding happens in the database). */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(search.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/** A LIKE pattern for "contains": LIKE wildcards are escaped, so a search for "50%" finds "50%". */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `text`, folded, contains `word`, folded. */
export const containsWord = (text: Expression<unknown>, word: string) =>
  sql<SqlBool>`aula_fold(${text}) LIKE aula_fold(${containsPattern(word)})`;

/** Every word is found by `matchesWord` (given the word and its place); true when there are no words. */
export function everyWord(
  words: string[],
  matchesWord: (word: string, index: number) => Expression<SqlBool>,
) {
  if (words.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(words.map(matchesWord), sql` AND `)})`;
}

/** One of `conditions` holds. */
export const anyOf = (...conditions: Expression<SqlBool>[]) =>
  sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;

/** A profile's names and last names: the text of index `profiles_full_name_search`. */
export const fullName = (alias: string): RawBuilder<string> =>
  sql`${sql.ref(`${alias}.names`)} || ' ' || ${sql.ref(`${alias}.last_names`)}`;

/** A course's title and descriptions: the text of index `courses_search`. */
export const courseTexts = (alias: string): RawBuilder<string> =>
  sql`${sql.ref(`${alias}.title`)} || ' ' || ${sql.ref(`${alias}.short_description`)} || ' ' || ${sql.ref(`${alias}.description`)}`;

/**
 * The live profiles whose names or email contain `word`, as a subquery. Names and email live in
 * two tables: an OR across the join could use neither trigram index and would fold every account,
 * while each half of this union reads its own index (`profiles_full_name_search`,
 * `users_email_search`). Deleted profiles count only when `withDeleted` (the security log).
 */
export function peopleMatching(word: string, { withDeleted = false } = {}): RawBuilder<string> {
  const live = (alias: string) => (withDeleted ? sql`true` : sql`${sql.ref(`${alias}.deleted_at`)} IS NULL`);
  return sql`(SELECT pn.id_profile FROM "Profiles" pn WHERE ${live('pn')} AND ${containsWord(fullName('pn'), word)}
    UNION SELECT pe.id_profile FROM "Profiles" pe JOIN "Users" ue ON ue.id_user = pe.id_user
    WHERE ${live('pe')} AND ${containsWord(sql.ref('ue.email'), word)})`;
}
