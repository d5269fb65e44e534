import { type StaffImportHistory, staffImportMessages as m } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Moment } from '@/components/moment';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { staffImportPath } from '../lib/staff-import-paths';
import { ImportStatusBadge } from './import-status-badge';

const h = m.history;
type PastImport = StaffImportHistory['items'][number];
const helper = createColumnHelper<PastImport>();

/** The columns of 'Importaciones anteriores': the file (which opens its import), who, when, and how it went. */
export const historyColumns = [
  helper.accessor('fileName', {
    id: 'file',
    header: h.file,
    cell: ({ getValue, row: { original: past } }) => (
      <Link
        to={staffImportPath(past.id)}
        aria-label={h.open(getValue())}
        className="rounded-sm font-medium break-all text-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {getValue()}
      </Link>
    ),
  }),
  helper.accessor('by', { id: 'by', header: h.by }),
  helper.accessor('createdAt', {
    id: 'when',
    header: h.when,
    cell: ({ getValue }) => <Moment iso={getValue()} />,
  }),
  helper.accessor('status', {
    id: 'status',
    header: h.status,
    cell: ({ getValue }) => <ImportStatusBadge status={getValue()} />,
  }),
  helper.accessor('counts', {
    id: 'counts',
    header: h.counts,
    // An import not reviewed yet has counted nothing: zeros would read as a file that does nothing.
    cell: ({ getValue, row: { original: past } }) => {
      const counts = getValue();
      if (past.status === 'uploaded') return <span className="text-muted-foreground">{m.noValue}</span>;
      return h.countsSummary(counts.create, counts.update, counts.fail);
    },
  }),
];

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  file: { cell: 'min-w-[12rem] font-normal', rowHeader: true },
  when: { cell: 'tabular-nums whitespace-nowrap' },
  counts: { cell: 'min-w-[14rem]' },
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const historyColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
