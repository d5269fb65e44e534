import { messages, type StaffImport, staffImportMessages as m, TABLE_PAGE_SIZE_DEFAULT } from '@aula/shared';
import { useState } from 'react';
import { changeListQuery, type PagedQuery } from '@/lib/list-query/list-query';
import { useAbsentPeople } from '../api/list-absent-people';
import { absentPersonColumnLayout, absentPersonColumns } from './absent-person-columns';
import { ImportListTable } from './import-list-table';

const p = m.preview;
const LABELS = {
  ...p.absentPaging,
  loadError: p.absentError,
  retry: messages.common.retry,
  loading: p.absentLoading,
};

/** 'Personas que se desactivarán': whom a full roster deactivates, by name (docs/product/staff-import.md#the-preview). */
export function AbsentPeople({ staffImport }: { staffImport: StaffImport }) {
  const [query, setQuery] = useState<PagedQuery>({ page: 1, pageSize: TABLE_PAGE_SIZE_DEFAULT });
  const people = useAbsentPeople(staffImport.id, staffImport.status, query);
  return (
    <section aria-labelledby="staff-import-absent" className="flex min-w-0 flex-col gap-3">
      <h3 id="staff-import-absent" className="text-base font-semibold">
        {p.absent}
      </h3>
      <p className="text-sm text-muted-foreground">{p.absentHint}</p>
      <ImportListTable
        query={query}
        onChange={(change) => setQuery((current) => changeListQuery(current, change))}
        result={people}
        columns={absentPersonColumns}
        layout={absentPersonColumnLayout}
        getRowId={(person) => person.id}
        label={p.absent}
        labels={LABELS}
        emptyText={p.absentHint}
        className="min-w-[40rem]"
      />
    </section>
  );
}
