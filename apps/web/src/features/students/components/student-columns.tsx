import { formatDay, type StudentEnrollment, studentMessages } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { avatarFallbackText } from '@/components/layout/avatar-fallback';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils/cn';

const t = studentMessages.screen;
const c = t.columns;
const helper = createColumnHelper<StudentEnrollment>();

const fullName = ({ student }: StudentEnrollment) => `${student.names} ${student.lastNames}`.trim();
const day = (iso: string) => formatDay(new Date(iso));

/** The columns of 'Inscripciones': who, in which course, how far, since when and last active when. */
export const studentColumns = [
  helper.accessor(fullName, {
    id: 'student',
    header: c.student,
    cell: ({ getValue, row: { original: enrollment } }) => {
      const { student } = enrollment;
      const fallback = avatarFallbackText(student.names);
      return (
        <div className="flex items-center gap-3">
          <Avatar>
            {student.urlImage && <AvatarImage src={student.urlImage} alt="" />}
            <AvatarFallback className={cn(fallback.length > 1 && 'text-xs')}>{fallback}</AvatarFallback>
          </Avatar>
          <div className="flex min-w-0 flex-col">
            <span className="font-medium text-foreground">{getValue()}</span>
            <span className="break-all text-muted-foreground">{student.email}</span>
          </div>
        </div>
      );
    },
  }),
  helper.accessor((enrollment) => enrollment.course.title, { id: 'course', header: c.course }),
  helper.accessor('progress', {
    id: 'progress',
    header: c.progress,
    cell: ({ getValue, row: { original: enrollment } }) => {
      const progress = getValue();
      return (
        <div className="flex items-center gap-2">
          <ProgressBar
            value={progress}
            label={t.progressLabel(fullName(enrollment), enrollment.course.title)}
            className="flex-1"
            barClassName={progress >= 100 ? 'bg-green-600' : 'bg-primary'}
          />
          <span className="w-10 text-right tabular-nums">{t.progress(progress)}</span>
        </div>
      );
    },
  }),
  helper.accessor('enrolledAt', {
    id: 'enrolledAt',
    header: c.enrolledAt,
    cell: ({ getValue }) => day(getValue()),
  }),
  helper.accessor('lastActivityAt', {
    id: 'lastActivity',
    header: c.lastActivity,
    cell: ({ getValue }) => day(getValue()),
  }),
];

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  student: {
    cell: 'font-normal',
    rowHeader: true,
    skeleton: (
      <div className="flex items-center gap-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
    ),
  },
  progress: { header: 'w-48' },
  enrolledAt: { cell: 'tabular-nums' },
  lastActivity: { cell: 'tabular-nums' },
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const studentColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
