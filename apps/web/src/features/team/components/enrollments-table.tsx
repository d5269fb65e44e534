import { teamMessages, type TeamEnrollment } from '@aula/shared';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@/components/ui/data-table';
import { enrollmentColumnLayout, enrollmentColumns } from './enrollment-columns';

const t = teamMessages.member;

/** A person's 'Cursos', every one on a page: they come with the person, so the table never waits. */
export function EnrollmentsTable({ enrollments }: { enrollments: TeamEnrollment[] }) {
  // The app is not built with the React Compiler, and no memoized component receives the table:
  // the rule's warning (the compiler would skip this component) does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: enrollments,
    columns: enrollmentColumns,
    getRowId: (enrollment) => enrollment.courseId,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  });

  // Nothing to scroll sideways through on a phone: the empty state is a sentence, not a table.
  if (enrollments.length === 0) return <p className="text-muted-foreground">{t.noCourses}</p>;
  return (
    <DataTable
      table={table}
      label={t.coursesTitle}
      loading={false}
      busy={false}
      emptyText={t.noCourses}
      layout={enrollmentColumnLayout}
      className="min-w-[44rem]"
    />
  );
}
