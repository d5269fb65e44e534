import { can, type CurrentUser, securityLogMessages } from '@aula/shared';
import { NoAccess } from '@/components/ui/no-access';
import { ListBody } from '@/components/ui/list-body';
import { hasErrorCode } from '@/lib/api/api-error';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useSecurityEventList } from '../api/list-security-events';
import {
  filtersError,
  readSecurityEventQuery,
  writeSecurityEventQuery,
} from '../lib/security-event-list-query';
import { SecurityEventFilters } from './security-event-filters';
import { SecurityEventsTable } from './security-events-table';
import { viewerOf } from '@/lib/session/use-can';

const t = securityLogMessages.screen;

function SecurityLogNoAccess() {
  return (
    <NoAccess
      title={t.noAccessTitle}
      text={t.noAccessText}
      backLabel={t.backToDashboard}
      backTo="/dashboard"
    />
  );
}

/**
 * The security log, newest first: who did what to whom, when and from where. Filters and page
 * live in the address; the server does the work.
 */
function SecurityLog() {
  const [query, change] = useAddressListQuery(readSecurityEventQuery, writeSecurityEventQuery);
  // Dates the server would refuse are not sent: the message shows under the date instead.
  const rangeError = filtersError(query);
  const events = useSecurityEventList(query, { enabled: rangeError === null });
  // Until the first answer, the page asked for is the last one known: never "Página 2 de 1".
  const pages = events.data ? pageCount(events.data.total, events.data.pageSize) : query.page;
  useKeepPageInRange(query.page, pages, events.data !== undefined && !events.isPlaceholderData, change);

  if (hasErrorCode(events.error, 'forbidden')) return <SecurityLogNoAccess />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>

      <section
        aria-labelledby="security-events-title"
        className="min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 id="security-events-title" className="text-lg font-semibold">
            {t.listTitle}
          </h2>
          <SecurityEventFilters query={query} onChange={change} rangeError={rangeError} />
        </div>

        {rangeError === null && (
          <ListBody
            isError={events.isError}
            isPending={events.isPending}
            onRetry={() => void events.refetch()}
            labels={t}
          >
            <SecurityEventsTable
              events={events.data?.items ?? null}
              query={query}
              pageCount={pages}
              countIsLowerBound={events.data?.totalIsLowerBound ?? false}
              onChange={change}
              busy={events.isPlaceholderData}
            />
          </ListBody>
        )}
      </section>
    </div>
  );
}

/** /dashboard/security: admins only; anyone else gets a clear 'no access' without asking the server. */
export function SecurityLogPage({ viewer }: { viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'securityLog.view')) return <SecurityLogNoAccess />;
  return <SecurityLog />;
}
