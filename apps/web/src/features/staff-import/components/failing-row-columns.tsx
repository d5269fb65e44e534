import { type StaffImportRows, staffImportMessages as m } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { PersonCell } from './person-cell';

const p = m.preview;
type FailingRow = StaffImportRows['items'][number];
const helper = createColumnHelper<FailingRow>();

/** A failing row: its line as the spreadsheet numbers it, whom it names, and why it fails. */
export const failingRowColumns = [
  helper.accessor('line', { id: 'line', header: p.line }),
  helper.display({
    id: 'person',
    header: p.person,
    cell: ({ row: { original: row } }) => <PersonCell name={row.name} email={row.email} />,
  }),
  helper.accessor('reason', {
    id: 'reason',
    header: p.reason,
    cell: ({ getValue }) => <span className="whitespace-pre-wrap wrap-anywhere">{getValue() ?? ''}</span>,
  }),
];

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  line: { cell: 'tabular-nums font-normal', rowHeader: true },
  person: { cell: 'min-w-[14rem]' },
  reason: { cell: 'min-w-[16rem] max-w-[32rem]' },
};

export const failingRowColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
