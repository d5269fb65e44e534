import { type StaffImportAbsent, staffImportMessages as m } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { PersonCell } from './person-cell';

type AbsentPerson = StaffImportAbsent['items'][number];
const helper = createColumnHelper<AbsentPerson>();
const orNothing = (value: string | null) =>
  value ?? <span className="text-muted-foreground">{m.noValue}</span>;

/** Someone a full roster deactivates: who, and where Aula has them. */
export const absentPersonColumns = [
  helper.display({
    id: 'person',
    header: m.preview.person,
    cell: ({ row: { original: person } }) => <PersonCell name={person.name} email={person.email} />,
  }),
  helper.accessor('staffNumber', {
    id: 'staffNumber',
    header: m.fields.staffNumber,
    cell: ({ getValue }) => orNothing(getValue()),
  }),
  helper.accessor('unit', {
    id: 'unit',
    header: m.fields.unit,
    cell: ({ getValue }) => orNothing(getValue()),
  }),
];

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  person: { cell: 'min-w-[14rem] font-normal', rowHeader: true },
};

export const absentPersonColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
