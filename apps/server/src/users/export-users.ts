import { formatDay, messages, roleDisplayName, type UserExportQuery } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context';
import type { DB } from '../db/schema';
import { findCountry } from '../reference/countries';
import { userPage, type UserRow } from './list-users';

/** Rows read per query: a large academy's export never sits in memory whole. */
const BATCH = 1000;

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; and a cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR, then more) is prefixed with an
 * apostrophe; a lone '-' (an empty value's mark, as in the table) is only text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]./s.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(row: UserRow): string {
  const country = row.country ? (findCountry(row.country)?.name ?? row.country) : '-';
  return [
    row.names,
    row.last_names,
    row.phone ?? '-',
    country,
    formatDay(row.created_at),
    roleDisplayName({ code: row.role_code, name: row.role_name }),
  ]
    .map(csvCell)
    .join(',');
}

/**
 * The filtered user list as CSV text, in chunks: UTF-8 with a byte-order mark so that Excel reads
 * the accents (DECISIONS.md §3), CRLF line ends as RFC 4180 writes them, the table's columns.
 */
export async function* userCsvChunks(db: Kysely<DB>, auth: AuthContext, query: UserExportQuery) {
  yield `\uFEFF${messages.users.exportColumns.map(csvCell).join(',')}\r\n`;
  for (let page = 1; ; page++) {
    const rows = await userPage(db, auth, { ...query, page, pageSize: BATCH }).execute();
    if (rows.length > 0) yield rows.map((row) => `${line(row)}\r\n`).join('');
    if (rows.length < BATCH) return;
  }
}
