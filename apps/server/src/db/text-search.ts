import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Searching as people type (docs/product/search.md). A search is cut into words; a row matches when every
 * word is found, in any order, in one of the texts its screen shows, case and accents aside.
 * Folding is the database's `aula_fold` (migration 0018) on both sides, so there is one definition
 * of "the same letter". The texts searched most are stored folded, in columns the trigram indexes
 * are built on: a search must use the builders below, or its index is lost.
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

/** `text`, folded, contains `word`, folded. For texts no index serves (a title, an order code). */
export const containsWord = (text: Expression<unknown>, word: string) =>
  foldedContains(sql`aula_fold(${text})`, word);

/** A text the database already holds folded (a search column, below) contains `word`, folded. */
const foldedContains = (folded: Expression<unknown>, word: string) =>
  sql<SqlBool>`${folded} LIKE aula_fold(${containsPattern(word)})`;

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

/**
 * A profile's names and last names contain `word`: through the folded column `search_name` and
 * its trigram index `profiles_full_name_search` (migration 0018).
 */
export const nameContains = (alias: string, word: string) =>
  foldedContains(sql.ref(`${alias}.search_name`), word);

/** An account's email contains `word`: through `search_email` and `users_email_search`. */
export const emailContains = (alias: string, word: string) =>
  foldedContains(sql.ref(`${alias}.search_email`), word);

/** A course's title or descriptions contain `word`: through `search_text` and `courses_search`. */
export const courseTextContains = (alias: string, word: string) =>
  foldedContains(sql.ref(`${alias}.search_text`), word);

/**
 * The live profiles whose names or email contain `word`, as a subquery. Names and email live in
 * two tables: an OR across the join could use neither trigram index and would fold every account,
 * while each half of this union reads its own index (`profiles_full_name_search`,
 * `users_email_search`). Deleted profiles count only when `withDeleted` (the security log).
 */
export function peopleMatching(word: string, { withDeleted = false } = {}): RawBuilder<string> {
  const live = (alias: string) => (withDeleted ? sql`true` : sql`${sql.ref(`${alias}.deleted_at`)} IS NULL`);
  return sql`(SELECT pn.id_profile FROM "Profiles" pn WHERE ${live('pn')} AND ${nameContains('pn', word)}
    UNION SELECT pe.id_profile FROM "Profiles" pe JOIN "Users" ue ON ue.id_user = pe.id_user
    WHERE ${live('pe')} AND ${emailContains('ue', word)})`;
}
