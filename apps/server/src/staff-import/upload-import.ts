import { staffImportMessages as m } from '@aula/shared';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { readStaffFile } from './read-staff-file';
import { suggestMapping } from './suggest-mapping';

/** Rows written per statement: a few hundred rows of a dozen cells stay far below any limit. */
const ROWS_PER_INSERT = 500;

/**
 * Keeps an uploaded staff file as an import (docs/product/staff-import.md#the-file): its headers
 * and rows, with the mapping its headers suggest. Nothing about people is read or written yet.
 * Answers the new import's id.
 */
export async function uploadImport(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Viewer,
  fileName: string,
  bytes: Uint8Array,
): Promise<string> {
  authorize(auth, 'users.manage');
  if (bytes.byteLength === 0)
    throw new AppError('validation_failed', m.fileRequired, { file: m.fileRequired });
  const name = fileName.trim();
  if (name === '' || name.includes('\u0000')) {
    throw new AppError('validation_failed', m.fileNameInvalid, { name: m.fileNameInvalid });
  }
  const file = await readStaffFile(bytes);
  // PostgreSQL's text cannot hold NUL: a cell with one is kept without it.
  const clean = (cells: string[]) => cells.map((cell) => cell.replaceAll('\u0000', ''));
  return deps.db.kysely.transaction().execute(async (trx) => {
    const { id_import } = await trx
      .insertInto('Staff_Imports')
      .values({
        id_profile: auth.profileId,
        file_name: name,
        format: file.format,
        status: 'uploaded',
        headers: JSON.stringify(clean(file.headers)),
        row_count: file.rows.length,
        mapping: JSON.stringify(suggestMapping(file.headers)),
        created_at: deps.clock.now(),
      })
      .returning('id_import')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < file.rows.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('Staff_Import_Rows')
        .values(
          file.rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({
            id_import,
            line: row.line,
            cells: JSON.stringify(clean(row.cells)),
          })),
        )
        .execute();
    }
    return id_import;
  });
}
