import { can, type CurrentUser, JOB_STATES, scheduledTaskMessages } from '@aula/shared';
import { TriangleAlert } from 'lucide-react';
import { SettingsNoAccess, SETTINGS_PATH } from '@/components/settings-no-access';
import { BackLink } from '@/components/ui/back-link';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { ListBody } from '@/components/ui/list-body';
import { hasErrorCode } from '@/lib/api/api-error';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { viewerOf } from '@/lib/session/use-can';
import { useJobSummary } from '../api/get-job-summary';
import { useJobList } from '../api/list-jobs';
import { jobKindLabel } from '../lib/job-kind-label';
import { KNOWN_JOB_KINDS, readJobListQuery, writeJobListQuery } from '../lib/job-list-query';
import { JobSummaryTable } from './job-summary-table';
import { JobsTable } from './jobs-table';

const t = scheduledTaskMessages.screen;
const STATE_FILTERS = ['all', ...JOB_STATES] as const;
const KIND_FILTERS = ['all', ...KNOWN_JOB_KINDS];
const CARD = 'min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm';

/**
 * The queue at a glance: a warning when due jobs wait too long, what each kind did over the last
 * 24 hours, and the jobs themselves, newest first, with a retry for the failed ones
 * (docs/product/background-work.md#tareas-programadas). The state filter and the page live in the
 * address; the server does the work.
 */
function ScheduledTasks() {
  const [query, change] = useAddressListQuery(readJobListQuery, writeJobListQuery);
  const jobs = useJobList(query);
  const summary = useJobSummary();
  // Until the first answer, the page asked for is the last one known: never "Página 2 de 1".
  const pages = jobs.data ? pageCount(jobs.data.total, jobs.data.pageSize) : query.page;
  useKeepPageInRange(query.page, pages, jobs.data !== undefined && !jobs.isPlaceholderData, change);

  if (hasErrorCode(jobs.error, 'forbidden') || hasErrorCode(summary.error, 'forbidden')) {
    return <SettingsNoAccess copy={t} />;
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackLink to={SETTINGS_PATH}>{t.backToSettings}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>

      {summary.data?.lagging && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.lagging}
        </p>
      )}

      <section aria-labelledby="job-summary-title" className={CARD}>
        <h2 id="job-summary-title" className="p-4 text-lg font-semibold sm:p-6">
          {t.summaryTitle}
        </h2>
        <ListBody
          isError={summary.isError}
          isPending={summary.isPending}
          onRetry={() => void summary.refetch()}
          labels={{ loadError: t.summaryLoadError, retry: t.retry, loading: t.summaryLoading }}
        >
          <JobSummaryTable kinds={summary.data?.kinds ?? null} />
        </ListBody>
      </section>

      <section aria-labelledby="jobs-title" className={CARD}>
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 id="jobs-title" className="text-lg font-semibold">
            {t.listTitle}
          </h2>
          <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,20rem)]">
            <ChoiceSelect
              id="jobs-state"
              label={t.stateLabel}
              value={query.state}
              choices={STATE_FILTERS}
              labelOf={(state) => (state === 'all' ? t.stateAll : scheduledTaskMessages.states[state])}
              onChange={(state) => change({ state })}
            />
            <ChoiceSelect
              id="jobs-kind"
              label={t.kindLabel}
              value={query.kind ?? 'all'}
              choices={KIND_FILTERS}
              labelOf={(kind) => (kind === 'all' ? t.kindAll : jobKindLabel(kind))}
              onChange={(kind) => change({ kind: kind === 'all' ? undefined : kind })}
            />
          </div>
        </div>

        <ListBody
          isError={jobs.isError}
          isPending={jobs.isPending}
          onRetry={() => void jobs.refetch()}
          labels={t}
        >
          <JobsTable
            jobs={jobs.data?.items ?? null}
            query={query}
            pageCount={pages}
            countIsLowerBound={jobs.data?.totalIsLowerBound ?? false}
            onChange={change}
            busy={jobs.isPlaceholderData}
          />
        </ListBody>
      </section>
    </div>
  );
}

/** SCHEDULED_TASKS_PATH: admins only; anyone else gets a clear 'no access' without asking the server. */
export function ScheduledTasksPage({ viewer }: { viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'jobs.manage')) return <SettingsNoAccess copy={t} />;
  return <ScheduledTasks />;
}
