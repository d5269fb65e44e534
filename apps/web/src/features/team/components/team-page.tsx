import { can, type CurrentUser, teamMessages } from '@aula/shared';
import { Label } from '@/components/ui/label';
import { ListBody } from '@/components/ui/list-body';
import { SearchInput } from '@/components/ui/search-input';
import { hasErrorCode } from '@/lib/api/api-error';
import { countedPages } from '@/lib/list-query/counted-apart';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useSearchBox } from '@/lib/search/use-search-box';
import { viewerOf } from '@/lib/session/use-can';
import { useTeamList } from '../api/list-team';
import { useTeamTotals } from '../api/team-totals';
import { isFiltered, readTeamListQuery, teamListFilterOf, writeTeamListQuery } from '../lib/team-list-query';
import { TeamNoAccess } from './team-no-access';
import { TeamTable } from './team-table';
import { TeamUnitSelect } from './team-unit-select';

const t = teamMessages;

/**
 * The people of the units the viewer supervises and of the units below them, with their training
 * at a glance (docs/product/organisation.md#supervisors). Search, unit and page live in the
 * address; the server does the work.
 */
function TeamList() {
  const [query, change] = useAddressListQuery(readTeamListQuery, writeTeamListQuery);
  const team = useTeamList(query);
  // The total comes apart from the rows, counted once per search and unit.
  const totals = useTeamTotals(teamListFilterOf(query));
  const [search, setSearch] = useSearchBox(query.search ?? '', (next) =>
    change({ search: next || undefined }, { replace: true }),
  );
  const { pages, countIsLowerBound, settled } = countedPages(query, totals, team);
  useKeepPageInRange(query.page, pages, settled, change);

  // Supervision can end while the page is open: the server then refuses, as it would a stranger.
  if (hasErrorCode(team.error, 'forbidden') || hasErrorCode(totals.error, 'forbidden')) {
    return <TeamNoAccess />;
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>

      <section
        aria-labelledby="team-list-title"
        className="min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 id="team-list-title" className="text-lg font-semibold">
            {t.listTitle}
          </h2>
          <div className="grid gap-3 md:grid-cols-[1fr_18rem]">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="team-search">{t.searchLabel}</Label>
              <SearchInput
                id="team-search"
                placeholder={t.searchPlaceholder}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <TeamUnitSelect id="team-unit" value={query.unit} onChange={(unit) => change({ unit })} />
          </div>
        </div>

        <ListBody
          isError={team.isError}
          isPending={team.isPending}
          onRetry={() => {
            void team.refetch();
            if (totals.isError) void totals.refetch();
          }}
          labels={t}
        >
          <TeamTable
            members={team.data?.items ?? null}
            query={query}
            pageCount={pages}
            countIsLowerBound={countIsLowerBound}
            onChange={change}
            filtered={isFiltered(query)}
            busy={team.isPlaceholderData}
          />
        </ListBody>
      </section>
    </div>
  );
}

/** /dashboard/team: 'Mi equipo', for whoever supervises a unit; anyone else gets a clear 'no access'. */
export function TeamPage({ viewer }: { viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'team.view')) return <TeamNoAccess />;
  return <TeamList />;
}
