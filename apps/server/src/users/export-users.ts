import { formatDay, roleDisplayName, type UserExportQuery, userMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { csvChunks, oneLine } from '../http/csv';
import { findCountry } from '../reference/countries';
import { onePage } from '../db/paging';
import { orderedUsers, type UserRow } from './list-users';

function cells(row: UserRow): string[] {
  const country = row.country ? (findCountry(row.country)?.name ?? row.country) : '-';
  return [
    row.names,
    row.last_names,
    row.email,
    row.phone ?? '-',
    country,
    formatDay(row.created_at),
    roleDisplayName({ code: row.role_code, name: row.role_name }),
  ];
}

/** The filtered user list as CSV text, in chunks, with the table's columns. */
export function userCsvChunks(db: Kysely<DB>, auth: Viewer, query: UserExportQuery) {
  return csvChunks(
    userMessages.exportColumns,
    (page, pageSize) => onePage(orderedUsers(db, auth, query), { page, pageSize }).execute(),
    oneLine(cells),
  );
}
