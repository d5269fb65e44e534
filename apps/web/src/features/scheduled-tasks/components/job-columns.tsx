import { type Job, scheduledTaskMessages } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Moment } from '@/components/moment';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { jobKindLabel } from '../lib/job-kind-label';
import { JobStateBadge } from './job-state-badge';
import { RetryJobButton } from './retry-job-button';

const t = scheduledTaskMessages.screen;
const c = t.columns;
const helper = createColumnHelper<Job>();

const Nothing = ({ text }: { text: string }) => <span className="text-muted-foreground">{text}</span>;

/** The columns of 'Tareas': what, how it went, when it runs or ended, and why it last failed. */
export const jobColumns = [
  helper.accessor((job) => jobKindLabel(job.kind), { id: 'kind', header: c.kind }),
  helper.accessor('state', {
    id: 'state',
    header: c.state,
    cell: ({ getValue }) => <JobStateBadge state={getValue()} />,
  }),
  helper.display({
    id: 'attempts',
    header: c.attempts,
    cell: ({ row: { original: job } }) => t.attempts(job.attempts, job.maxAttempts),
  }),
  helper.display({
    id: 'runAt',
    header: c.runAt,
    cell: ({ row: { original: job } }) => (
      <>
        {/* A queued job that has already been tried is waiting for its next attempt. */}
        {job.state === 'queued' && job.attempts > 0 && (
          <>
            <span className="block text-xs font-medium">{t.retryingAt}</span>{' '}
          </>
        )}
        <Moment iso={job.runAt} />
      </>
    ),
  }),
  helper.accessor('finishedAt', {
    id: 'finishedAt',
    header: c.finishedAt,
    cell: ({ getValue }) => {
      const finishedAt = getValue();
      return finishedAt ? <Moment iso={finishedAt} /> : <Nothing text={t.notFinished} />;
    },
  }),
  helper.accessor('lastError', {
    id: 'error',
    header: c.error,
    // The whole text, wrapped: the reason is what the admin came to read.
    cell: ({ getValue }) => {
      const error = getValue();
      return error ? (
        <span className="whitespace-pre-wrap wrap-anywhere">{error}</span>
      ) : (
        <Nothing text={t.noError} />
      );
    },
  }),
  helper.display({
    id: 'actions',
    header: c.actions,
    cell: ({ row: { original: job } }) => job.state === 'failed' && <RetryJobButton jobId={job.id} />,
  }),
];

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  kind: { cell: 'min-w-[10rem] font-medium text-foreground', rowHeader: true },
  attempts: { cell: 'tabular-nums whitespace-nowrap' },
  runAt: { cell: 'tabular-nums whitespace-nowrap' },
  finishedAt: { cell: 'tabular-nums whitespace-nowrap' },
  error: { cell: 'min-w-[16rem] max-w-[32rem]' },
  actions: { cell: 'whitespace-nowrap' },
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const jobColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
