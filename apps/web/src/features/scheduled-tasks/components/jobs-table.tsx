import { type Job, type JobListQuery, scheduledTaskMessages } from '@aula/shared';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';
import type { JobListChange } from '../lib/job-list-query';
import { jobColumnLayout, jobColumns } from './job-columns';

const t = scheduledTaskMessages.screen;

interface JobsTableProps {
  /** null while the first page loads */
  jobs: Job[] | null;
  /** the page the address holds */
  query: Pick<JobListQuery, 'page' | 'pageSize'>;
  /** how many pages the server's count fills */
  pageCount: number;
  /** more jobs match than the server counted: the last page is not the end */
  countIsLowerBound: boolean;
  /** writes a page change to the address */
  onChange: (change: JobListChange) => void;
  busy: boolean;
}

/**
 * One page of jobs with its pages. The server filters and pages, so the table runs in manual
 * mode: it shows the one page it is given, and its pagination state is the address's.
 */
export function JobsTable({ jobs, query, pageCount, countIsLowerBound, onChange, busy }: JobsTableProps) {
  const table = useServerPagedTable({
    rows: jobs,
    columns: jobColumns,
    getRowId: (job) => job.id,
    pageCount,
    query,
    onChange,
  });

  return (
    <>
      <DataTable
        table={table}
        label={t.listTitle}
        loading={jobs === null}
        busy={busy}
        emptyText={t.empty}
        layout={jobColumnLayout}
        className="min-w-[64rem]"
      />
      {countIsLowerBound && <p className="px-4 pt-3 text-sm text-muted-foreground">{t.manyResults}</p>}
      <DataTablePagination table={table} labels={{ ...t, page: countIsLowerBound ? t.pageOfMany : t.page }} />
    </>
  );
}
