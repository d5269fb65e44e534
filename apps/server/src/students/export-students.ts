import { formatDay, type StudentExportQuery, studentMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { csvChunks, oneLine } from '../http/csv';
import { checkCourseFilter, studentPage, type StudentRow } from './list-students';

function cells(row: StudentRow): string[] {
  return [
    `${row.names} ${row.last_names}`,
    row.email,
    row.title,
    String(row.progress),
    formatDay(row.enrolled_at),
    row.completion_at ? formatDay(row.completion_at) : '-',
    formatDay(row.last_activity_at),
  ];
}

/**
 * The filtered list of students as CSV chunks, every page in the list's order. The course filter
 * is checked before the first chunk, so that a course not theirs is a 404, not a broken file.
 */
export async function exportStudents(db: Kysely<DB>, auth: Viewer, query: StudentExportQuery) {
  await checkCourseFilter(db, auth, query.courseId);
  return csvChunks(
    studentMessages.exportColumns,
    (page, pageSize) => studentPage(db, auth, { ...query, page, pageSize }).execute(),
    oneLine(cells),
  );
}
