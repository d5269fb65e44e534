import { formatDecimal, type JobSummary, scheduledTaskMessages } from '@aula/shared';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable, type DataTableColumnLayout } from '@/components/ui/data-table';
import { jobKindLabel } from '../lib/job-kind-label';

const t = scheduledTaskMessages.screen;
const c = t.summaryColumns;
type KindSummary = JobSummary['kinds'][number];
const helper = createColumnHelper<KindSummary>();

const count = (id: 'queued' | 'running' | 'succeeded' | 'failed' | 'retried') =>
  helper.accessor(id, { id, header: c[id], cell: ({ getValue }) => formatDecimal(getValue()) });

const summaryColumns = [
  helper.accessor((kind) => jobKindLabel(kind.kind), { id: 'kind', header: c.kind }),
  count('queued'),
  count('running'),
  count('succeeded'),
  count('failed'),
  count('retried'),
];

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  kind: { cell: 'min-w-[12rem] font-medium text-foreground', rowHeader: true },
};
const summaryColumnLayout = (columnId: string): DataTableColumnLayout =>
  LAYOUT[columnId] ?? { cell: 'tabular-nums' };

/**
 * The table does not page: every kind fits on one. Its page size only says how many placeholder
 * rows stand in while the summary loads: one per kind this version knows.
 */
const PLACEHOLDER_ROWS = Math.max(1, Object.keys(scheduledTaskMessages.kinds).length);
const NO_KINDS: KindSummary[] = [];

/** 'Últimas 24 horas': per kind of job, how many wait, run, ended, failed or needed a retry. */
export function JobSummaryTable({ kinds }: { kinds: KindSummary[] | null }) {
  // The app is not built with the React Compiler, and no memoized component receives the table:
  // the rule's warning (the compiler would skip this component) does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: kinds ?? NO_KINDS,
    columns: summaryColumns,
    getRowId: (kind) => kind.kind,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
    initialState: { pagination: { pageIndex: 0, pageSize: PLACEHOLDER_ROWS } },
  });

  return (
    <div className="pb-2">
      <DataTable
        table={table}
        label={t.summaryTitle}
        loading={kinds === null}
        busy={false}
        emptyText={t.summaryEmpty}
        layout={summaryColumnLayout}
        className="min-w-[40rem]"
      />
    </div>
  );
}
