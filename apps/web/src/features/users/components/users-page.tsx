import {
  can,
  messages,
  STAFF_IMPORT_PATH,
  staffImportMessages,
  type CurrentUser,
  type UserSummary,
  userMessages,
} from '@aula/shared';
import { Download, FileUp } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ListBody } from '@/components/ui/list-body';
import { NoAccess } from '@/components/ui/no-access';
import { SearchInput } from '@/components/ui/search-input';
import { hasErrorCode } from '@/lib/api/api-error';
import { countedPages } from '@/lib/list-query/counted-apart';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useSearchBox } from '@/lib/search/use-search-box';
import { useCountries } from '@/lib/reference/use-reference';
import { useExportUsers } from '../api/export-users';
import { useUserList } from '../api/list-users';
import { useUserTotals } from '../api/user-totals';
import {
  exportQueryOf,
  readUserListQuery,
  userListFilterOf,
  writeUserListQuery,
} from '../lib/user-list-query';
import { CreateUserSheet } from './create-user-sheet';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserSheet } from './edit-user-sheet';
import { UserFilters } from './user-filters';
import { UserStats } from './user-stats';
import { UsersTable } from './users-table';
import { viewerOf } from '@/lib/session/use-can';

const t = userMessages.screen;

/** What a student who reaches /dashboard/users sees: the server refuses them the list ('forbidden'). */
function UsersNoAccess() {
  return (
    <NoAccess
      title={t.noAccessTitle}
      text={t.noAccessText}
      backLabel={messages.common.backToDashboard}
      backTo="/dashboard"
    />
  );
}

/**
 * Admins manage every account; instructors read the list of their students (docs/product/people.md#who-sees-whom).
 * Search, filters, order and page live in the address; the server does the work.
 */
interface UsersPageProps {
  viewer: CurrentUser;
  /** what the admin's user sheet shows below the account: the person's place (from features/placement) */
  placement?: (user: UserSummary) => ReactNode;
}

function UserManagement({ viewer, admin, placement }: UsersPageProps & { admin: boolean }) {
  const [query, change] = useAddressListQuery(readUserListQuery, writeUserListQuery);
  const users = useUserList(query);
  // The total and the stat cards come apart from the rows, counted once per filter set.
  const totals = useUserTotals(userListFilterOf(query));
  const countries = useCountries();
  const exporter = useExportUsers();
  const [search, setSearch] = useSearchBox(query.search ?? '', (next) =>
    change({ search: next || undefined }, { replace: true }),
  );
  const [editing, setEditing] = useState<UserSummary | null>(null);
  const [deleting, setDeleting] = useState<UserSummary | null>(null);

  const countryNames = useMemo(
    () => new Map((countries.data ?? []).map((country) => [country.cca2, country.name])),
    [countries.data],
  );
  const countryName = useCallback((code: string) => countryNames.get(code) ?? code, [countryNames]);
  const { pages, countIsLowerBound, settled } = countedPages(query, totals, users);
  useKeepPageInRange(query.page, pages, settled, change);

  if (hasErrorCode(users.error, 'forbidden') || hasErrorCode(totals.error, 'forbidden')) {
    return <UsersNoAccess />;
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {admin ? t.adminTitle : t.instructorTitle}
        </h1>
        <p className="text-muted-foreground">{admin ? t.adminSubtitle : t.instructorSubtitle}</p>
      </header>

      {/* Without their figures the cards have nothing to say; the list still works without them. */}
      {!totals.isError && <UserStats stats={totals.data?.stats} cards={admin ? 4 : 3} />}

      <section
        aria-labelledby="users-list-title"
        className="min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="users-list-title" className="text-lg font-semibold">
              {t.listTitle}
            </h2>
            <div className="flex flex-wrap gap-2">
              <UserFilters
                query={query}
                onChange={change}
                countries={countries.data ?? []}
                byOrganisation={admin}
              />
              <Button
                variant="outline"
                disabled={exporter.isPending}
                onClick={() => exporter.mutate(exportQueryOf(query))}
              >
                <Download aria-hidden className="size-4" />
                {exporter.isPending ? messages.common.exporting : messages.common.export}
              </Button>
              {admin && (
                // 'Importar personal' (docs/product/staff-import.md): many people at once, from a file.
                <ButtonLink to={STAFF_IMPORT_PATH} variant="outline">
                  <FileUp aria-hidden className="size-4" />
                  {staffImportMessages.open}
                </ButtonLink>
              )}
              {admin && <CreateUserSheet />}
            </div>
          </div>
          <SearchInput
            aria-label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="sm:max-w-sm"
          />
        </div>

        <ListBody
          isError={users.isError}
          isPending={users.isPending}
          onRetry={() => {
            void users.refetch();
            if (totals.isError) void totals.refetch();
          }}
          labels={t}
        >
          <UsersTable
            users={users.data?.items ?? null}
            query={query}
            pageCount={pages}
            countIsLowerBound={countIsLowerBound}
            onChange={change}
            countryName={countryName}
            viewerId={viewer.id}
            canManage={admin}
            onEdit={setEditing}
            onDelete={setDeleting}
            busy={users.isPlaceholderData}
          />
        </ListBody>
      </section>

      {admin && (
        <>
          <EditUserSheet
            user={editing}
            viewerId={viewer.id}
            onClose={() => setEditing(null)}
            placement={placement}
          />
          <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </div>
  );
}

/** /dashboard/users (docs/product/people.md#user-management): the user-management screen; students get a clear 'no access'. */
export function UsersPage({ viewer, placement }: UsersPageProps) {
  const who = viewerOf(viewer);
  if (!can(who, 'users.view')) return <UsersNoAccess />;
  return <UserManagement viewer={viewer} admin={can(who, 'users.manage')} placement={placement} />;
}
