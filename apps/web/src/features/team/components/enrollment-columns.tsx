import { certificateVerifyPath, teamMessages, type TeamEnrollment } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDate } from '@/lib/format-date';

const t = teamMessages.member;
const helper = createColumnHelper<TeamEnrollment>();
const none = (text: string) => <span className="text-muted-foreground">{text}</span>;

/** The columns of a person's 'Cursos': which course, since when, how far, finished when, and its certificate. */
export const enrollmentColumns = [
  helper.accessor('title', { id: 'course', header: t.course }),
  helper.accessor('enrolledAt', {
    id: 'enrolledAt',
    header: t.enrolledAt,
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue())}</time>,
  }),
  helper.accessor('progress', {
    id: 'progress',
    header: t.progress,
    cell: ({ getValue, row: { original: enrollment } }) => {
      const progress = getValue();
      return (
        <div className="flex items-center gap-2">
          <ProgressBar
            value={progress}
            label={t.progressLabel(enrollment.title)}
            className="flex-1"
            barClassName={progress >= 100 ? 'bg-green-600' : 'bg-primary'}
          />
          <span className="w-10 text-right tabular-nums">{t.percent(progress)}</span>
        </div>
      );
    },
  }),
  helper.accessor('completedAt', {
    id: 'completedAt',
    header: t.completedAt,
    cell: ({ getValue }) => {
      const completedAt = getValue();
      return completedAt ? (
        <time dateTime={completedAt}>{formatDate(completedAt)}</time>
      ) : (
        none(t.notCompleted)
      );
    },
  }),
  helper.accessor('certificate', {
    id: 'certificate',
    header: t.certificate,
    cell: ({ getValue }) => {
      const certificate = getValue();
      if (!certificate) return none(t.noCertificate);
      return (
        <Link
          to={certificateVerifyPath(certificate.code)}
          aria-label={t.verify(certificate.code)}
          className="rounded-sm font-mono text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {certificate.code}
        </Link>
      );
    },
  }),
];

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  course: { cell: 'font-medium text-foreground', rowHeader: true },
  enrolledAt: { cell: 'tabular-nums whitespace-nowrap' },
  progress: { header: 'w-48' },
  completedAt: { cell: 'tabular-nums whitespace-nowrap' },
  certificate: { cell: 'whitespace-nowrap' },
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const enrollmentColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
