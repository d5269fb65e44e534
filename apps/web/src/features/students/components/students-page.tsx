import {
  STUDENT_STATUS_FILTERS,
  can,
  messages,
  reachesAll,
  type CurrentUser,
  studentMessages,
} from '@aula/shared';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ListBody } from '@/components/ui/list-body';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { NativeSelect } from '@/components/ui/native-select';
import { NoAccess } from '@/components/ui/no-access';
import { SearchInput } from '@/components/ui/search-input';
import { hasErrorCode } from '@/lib/api/api-error';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useSearchBox } from '@/lib/search/use-search-box';
import { useExportStudents } from '../api/export-students';
import { useStudentList } from '../api/list-students';
import { exportQueryOf, readStudentListQuery, writeStudentListQuery } from '../lib/student-list-query';
import { StudentsTable } from './students-table';
import { viewerOf } from '@/lib/session/use-can';

const t = studentMessages.screen;

/** What a student who reaches /dashboard/students sees: the server refuses them the list ('forbidden'). */
function StudentsNoAccess() {
  return (
    <NoAccess
      title={t.noAccessTitle}
      text={t.noAccessText}
      backLabel={t.backToDashboard}
      backTo="/dashboard"
    />
  );
}

/**
 * Enrollments in the caller's courses (every course for an admin) with their progress
 * (docs/product/people.md#students-and-enrollments). Course, search, status and page live in the
 * address; the server does the work.
 */
function StudentList({ admin }: { admin: boolean }) {
  const [query, change] = useAddressListQuery(readStudentListQuery, writeStudentListQuery);
  const students = useStudentList(query);
  const exporter = useExportStudents();
  const [search, setSearch] = useSearchBox(query.search ?? '', (next) =>
    change({ search: next || undefined }, { replace: true }),
  );
  const pages = students.data ? pageCount(students.data.total, students.data.pageSize) : 1;
  const filtered = Boolean(query.search) || Boolean(query.courseId) || query.status !== 'all';
  useKeepPageInRange(query.page, pages, students.data !== undefined && !students.isPlaceholderData, change);

  if (hasErrorCode(students.error, 'forbidden')) return <StudentsNoAccess />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{admin ? t.adminSubtitle : t.instructorSubtitle}</p>
      </header>

      <section
        aria-labelledby="students-list-title"
        className="min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="students-list-title" className="text-lg font-semibold">
              {t.listTitle}
            </h2>
            <Button
              variant="outline"
              disabled={exporter.isPending}
              onClick={() => exporter.mutate(exportQueryOf(query))}
            >
              <Download aria-hidden className="size-4" />
              {exporter.isPending ? messages.common.exporting : messages.common.export}
            </Button>
          </div>
          <div className="grid gap-3 md:grid-cols-[1fr_16rem_12rem]">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="students-search">{t.searchLabel}</Label>
              <SearchInput
                id="students-search"
                placeholder={t.searchPlaceholder}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="students-course">{t.courseLabel}</Label>
              <NativeSelect
                id="students-course"
                value={query.courseId ?? ''}
                onChange={(event) => change({ courseId: event.target.value || undefined })}
              >
                <option value="">{t.courseAll}</option>
                {(students.data?.courses ?? []).map((course) => (
                  <option key={course.id} value={course.id}>
                    {t.courseOption(course.title, course.students)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <ChoiceSelect
              id="students-status"
              label={t.statusLabel}
              value={query.status}
              choices={STUDENT_STATUS_FILTERS}
              labelOf={(status) => t.status[status]}
              onChange={(status) => change({ status })}
            />
          </div>
        </div>

        <ListBody
          isError={students.isError}
          isPending={students.isPending}
          onRetry={() => void students.refetch()}
          labels={t}
        >
          <StudentsTable
            enrollments={students.data?.items ?? null}
            query={query}
            pageCount={pages}
            onChange={change}
            filtered={filtered}
            busy={students.isPlaceholderData}
          />
        </ListBody>
      </section>
    </div>
  );
}

/** /dashboard/students: instructors and admins; a student gets a clear 'no access'. */
export function StudentsPage({ viewer }: { viewer: CurrentUser }) {
  const who = viewerOf(viewer);
  if (!can(who, 'students.view')) return <StudentsNoAccess />;
  return <StudentList admin={reachesAll(who, 'students.view')} />;
}
