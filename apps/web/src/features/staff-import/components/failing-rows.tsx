import { messages, type StaffImport, staffImportMessages as m, TABLE_PAGE_SIZE_DEFAULT } from '@aula/shared';
import { useState } from 'react';
import { changeListQuery, type PagedQuery } from '@/lib/list-query/list-query';
import { useFailingRows } from '../api/list-import-rows';
import { failingRowColumnLayout, failingRowColumns } from './failing-row-columns';
import { ImportListTable } from './import-list-table';

const p = m.preview;
const LABELS = {
  ...p.failuresPaging,
  loadError: p.failuresError,
  retry: messages.common.retry,
  loading: p.failuresLoading,
};

function FailingRowsTable({ staffImport }: { staffImport: StaffImport }) {
  const [query, setQuery] = useState<PagedQuery>({ page: 1, pageSize: TABLE_PAGE_SIZE_DEFAULT });
  const rows = useFailingRows(staffImport.id, staffImport.status, query);
  return (
    <ImportListTable
      query={query}
      onChange={(change) => setQuery((current) => changeListQuery(current, change))}
      result={rows}
      columns={failingRowColumns}
      layout={failingRowColumnLayout}
      getRowId={(row) => String(row.line)}
      label={p.failures}
      labels={LABELS}
      emptyText={p.noFailures}
      className="min-w-[44rem]"
    />
  );
}

/**
 * 'Filas con errores': each failing row with its line and reason, or a sentence when none fails
 * (docs/product/staff-import.md#the-preview). `hint` says what becomes of them: the preview's
 * future or the result's past.
 */
export function FailingRows({ staffImport, hint }: { staffImport: StaffImport; hint: string }) {
  return (
    <section aria-labelledby="staff-import-failures" className="flex min-w-0 flex-col gap-3">
      <h3 id="staff-import-failures" className="text-base font-semibold">
        {p.failures}
      </h3>
      {staffImport.counts.fail > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">{hint}</p>
          <FailingRowsTable staffImport={staffImport} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{p.noFailures}</p>
      )}
    </section>
  );
}
