import { sql, type SqlBool } from 'kysely';

/** An ILIKE pattern for "contains": LIKE wildcards are escaped, so a search for "50%" finds "50%". */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A profile's names and last names contain `search`. The expression is the one the trigram index
 * `profiles_full_name_search` (migration 0004) is built on: write it this way, or the index is lost.
 */
export const fullNameContains = (alias: string, search: string) =>
  sql<SqlBool>`(${sql.ref(`${alias}.names`)} || ' ' || ${sql.ref(`${alias}.last_names`)}) ILIKE ${containsPattern(search)}`;

/** An account's email contains `search` (emails are stored lower-case), through `users_email_search` (migration 0017). */
export const emailContains = (alias: string, search: string) =>
  sql<SqlBool>`${sql.ref(`${alias}.email`)} LIKE ${containsPattern(search.toLowerCase())}`;
