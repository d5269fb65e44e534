import { can, messages, type CurrentUser, type UserSummary } from '@aula/shared';
import { Download } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListBody } from '@/components/ui/list-body';
import { NoAccess } from '@/components/ui/no-access';
import { SearchInput } from '@/components/ui/search-input';
import { hasErrorCode } from '@/lib/api/api-error';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useSearchBox } from '@/lib/search/use-search-box';
import { useCountries } from '@/lib/reference/use-reference';
import { useExportUsers } from '../api/export-users';
import { useUserList } from '../api/list-users';
import { exportQueryOf, readUserListQuery, writeUserListQuery } from '../lib/user-list-query';
import { CreateUserSheet } from './create-user-sheet';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserSheet } from './edit-user-sheet';
import { UserFilters } from './user-filters';
import { UserStats } from './user-stats';
import { UsersTable } from './users-table';
import { viewerOf } from '@/lib/session/use-can';

const t = messages.users.screen;

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
function UserManagement({ viewer, admin }: { viewer: CurrentUser; admin: boolean }) {
  const [query, change] = useAddressListQuery(readUserListQuery, writeUserListQuery);
  const users = useUserList(query);
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
  // Until the first answer, the page asked for is the last one known: never "Página 2 de 1".
  const pages = users.data ? pageCount(users.data.total, users.data.pageSize) : query.page;
  useKeepPageInRange(query.page, pages, users.data !== undefined && !users.isPlaceholderData, change);

  if (hasErrorCode(users.error, 'forbidden')) return <UsersNoAccess />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {admin ? t.adminTitle : t.instructorTitle}
        </h1>
        <p className="text-muted-foreground">{admin ? t.adminSubtitle : t.instructorSubtitle}</p>
      </header>

      {!users.isError && <UserStats stats={users.data?.stats} cards={admin ? 4 : 3} />}

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
              <UserFilters query={query} onChange={change} countries={countries.data ?? []} />
              <Button
                variant="outline"
                disabled={exporter.isPending}
                onClick={() => exporter.mutate(exportQueryOf(query))}
              >
                <Download aria-hidden className="size-4" />
                {exporter.isPending ? messages.common.exporting : messages.common.export}
              </Button>
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
          onRetry={() => void users.refetch()}
          labels={t}
        >
          <UsersTable
            users={users.data?.items ?? null}
            query={query}
            pageCount={pages}
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
          <EditUserSheet user={editing} viewerId={viewer.id} onClose={() => setEditing(null)} />
          <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </div>
  );
}

/** /dashboard/users (docs/product/people.md#user-management): the user-management screen; students get a clear 'no access'. */
export function UsersPage({ viewer }: { viewer: CurrentUser }) {
  const who = viewerOf(viewer);
  if (!can(who, 'users.view')) return <UsersNoAccess />;
  return <UserManagement viewer={viewer} admin={can(who, 'users.manage')} />;
}
