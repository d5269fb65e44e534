import { type MailListQuery, type MailSummary, sentMailMessages } from '@aula/shared';
import { useMemo } from 'react';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';
import type { MailListChange } from '../lib/mail-list-query';
import { mailColumnLayout, mailColumns } from './mail-columns';

const t = sentMailMessages.screen;

interface MailTableProps {
  /** null while the first page loads */
  mail: MailSummary[] | null;
  /** the page the address holds */
  query: Pick<MailListQuery, 'page' | 'pageSize'>;
  /** how many pages the server's count fills */
  pageCount: number;
  /** more messages match than the server counted: the last page is not the end */
  countIsLowerBound: boolean;
  /** what a page with no rows says: nothing sent yet, or nothing in the state chosen */
  emptyText: string;
  /** writes a page change to the address */
  onChange: (change: MailListChange) => void;
  /** 'Ver' on a row */
  onView: (mail: MailSummary) => void;
  busy: boolean;
}

/**
 * One page of messages with its pages. The server filters and pages, so the table runs in manual
 * mode: it shows the one page it is given, and its pagination state is the address's.
 */
export function MailTable({
  mail,
  query,
  pageCount,
  countIsLowerBound,
  emptyText,
  onChange,
  onView,
  busy,
}: MailTableProps) {
  const columns = useMemo(() => mailColumns(onView), [onView]);
  const table = useServerPagedTable({
    rows: mail,
    columns,
    getRowId: (row) => row.id,
    pageCount,
    query,
    onChange,
  });

  return (
    <>
      <DataTable
        table={table}
        label={t.listTitle}
        loading={mail === null}
        busy={busy}
        emptyText={emptyText}
        layout={mailColumnLayout}
        className="min-w-[56rem]"
      />
      {countIsLowerBound && <p className="px-4 pt-3 text-sm text-muted-foreground">{t.manyResults}</p>}
      <DataTablePagination table={table} labels={{ ...t, page: countIsLowerBound ? t.pageOfMany : t.page }} />
    </>
  );
}
