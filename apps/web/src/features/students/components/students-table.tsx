import { type StudentEnrollment, type StudentListQuery, studentMessages } from '@aula/shared';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';
import type { StudentListChange } from '../lib/student-list-query';
import { studentColumnLayout, studentColumns } from './student-columns';

const t = studentMessages.screen;

interface StudentsTableProps {
  /** null while the first page loads */
  enrollments: StudentEnrollment[] | null;
  /** the page the address holds */
  query: Pick<StudentListQuery, 'page' | 'pageSize'>;
  /** how many pages the server's total fills */
  pageCount: number;
  /** writes a page change to the address */
  onChange: (change: StudentListChange) => void;
  /** whether a search or a filter narrows the list, for the empty message */
  filtered: boolean;
  busy: boolean;
}

/**
 * One page of enrollments with its pages. The server filters and pages, so the table runs in
 * manual mode: it shows the one page it is given, and its pagination state is the address's,
 * read from `query` and written back through `onChange`.
 */
export function StudentsTable({
  enrollments,
  query,
  pageCount,
  onChange,
  filtered,
  busy,
}: StudentsTableProps) {
  const table = useServerPagedTable({
    rows: enrollments,
    columns: studentColumns,
    getRowId: (enrollment) => enrollment.enrollmentId,
    pageCount,
    query,
    onChange,
  });

  return (
    <>
      <DataTable
        table={table}
        label={t.listTitle}
        loading={enrollments === null}
        busy={busy}
        emptyText={filtered ? t.empty : t.emptyNone}
        layout={studentColumnLayout}
        className="min-w-[48rem]"
      />
      <DataTablePagination table={table} labels={t} />
    </>
  );
}
