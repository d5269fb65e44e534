import { staffImportMessages as m } from '@aula/shared';
import { ListBody } from '@/components/ui/list-body';
import { hasErrorCode } from '@/lib/api/api-error';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useStaffImportHistory } from '../api/list-staff-imports';
import { readHistoryQuery, writeHistoryQuery } from '../lib/history-query';
import { HistoryTable } from './history-table';
import { StaffImportNoAccess } from './staff-import-no-access';

const LABELS = { loadError: m.historyError, retry: m.retry, loading: m.history.loading };

/** 'Importaciones anteriores' (docs/product/staff-import.md#history), newest first; the page lives in the address. */
export function HistorySection() {
  const [query, change] = useAddressListQuery(readHistoryQuery, writeHistoryQuery);
  const history = useStaffImportHistory(query);
  // Until the first answer, the page asked for is the last one known: never "Página 2 de 1".
  const pages = history.data ? pageCount(history.data.total, history.data.pageSize) : query.page;
  useKeepPageInRange(query.page, pages, history.data !== undefined && !history.isPlaceholderData, change);

  // The role can change while the page is open: the server then refuses, as it would a stranger.
  if (hasErrorCode(history.error, 'forbidden')) return <StaffImportNoAccess />;

  return (
    <section
      aria-labelledby="staff-import-history"
      className="min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <h2 id="staff-import-history" className="p-4 text-lg font-semibold sm:p-6">
        {m.history.heading}
      </h2>
      <ListBody
        isError={history.isError}
        isPending={history.isPending}
        onRetry={() => void history.refetch()}
        labels={LABELS}
      >
        <HistoryTable
          imports={history.data?.items ?? null}
          query={query}
          pageCount={pages}
          onChange={change}
          busy={history.isPlaceholderData}
        />
      </ListBody>
    </section>
  );
}
