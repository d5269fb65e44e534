import { type UserListQuery, type UserSummary, userMessages } from '@aula/shared';
import { useMemo } from 'react';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import { countedPageLabel } from '@/lib/list-query/counted-apart';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';
import type { UserListChange } from '../lib/user-list-query';
import { userColumnLayout, userColumns, userSortingState, userSortOf } from './user-columns';

const t = userMessages.screen;

interface UsersTableProps {
  /** null while the first page loads */
  users: UserSummary[] | null;
  /** the order and page the address holds */
  query: Pick<UserListQuery, 'sort' | 'page' | 'pageSize'>;
  /** how many pages the server's total fills */
  pageCount: number;
  /** the total could not be counted: the pages go as far as the rows show there are more */
  countIsLowerBound: boolean;
  /** writes an order or page change to the address */
  onChange: (change: UserListChange) => void;
  /** the country's name for its ISO code */
  countryName: (code: string) => string;
  /** the signed-in user's profile id: nobody deletes their own account */
  viewerId: string;
  /** admins edit and delete; instructors read */
  canManage: boolean;
  onEdit: (user: UserSummary) => void;
  onDelete: (user: UserSummary) => void;
  busy: boolean;
}

/**
 * 'Lista de Usuarios' (docs/product/people.md#the-users-list) with its pages. The server searches, filters, orders and pages,
 * so the table runs in manual mode: it shows the one page it is given, and its sorting and
 * pagination state is the address's, read from `query` and written back through `onChange`.
 */
export function UsersTable({
  users,
  query,
  pageCount,
  countIsLowerBound,
  onChange,
  countryName,
  viewerId,
  canManage,
  onEdit,
  onDelete,
  busy,
}: UsersTableProps) {
  const columns = useMemo(
    () => userColumns({ countryName, viewerId, onEdit, onDelete }),
    [countryName, viewerId, onEdit, onDelete],
  );
  const table = useServerPagedTable({
    rows: users,
    columns,
    getRowId: (user) => user.id,
    pageCount,
    query,
    onChange,
    sorting: { sort: query.sort, stateOf: userSortingState, sortOf: userSortOf },
    columnVisibility: { actions: canManage },
  });

  return (
    <>
      <DataTable
        table={table}
        label={t.listTitle}
        loading={users === null}
        busy={busy}
        emptyText={t.empty}
        layout={userColumnLayout}
        className="min-w-[46rem]"
      />
      <DataTablePagination
        table={table}
        labels={{ ...t, page: countedPageLabel(t.page, countIsLowerBound) }}
      />
    </>
  );
}
