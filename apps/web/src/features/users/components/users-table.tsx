import { TABLE_PAGE_SIZES, messages, type UserListQuery, type UserSummary } from '@aula/shared';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import { tablePagination } from '@/lib/list-query/table-pagination';
import type { UserListChange } from '../lib/user-list-query';
import { userColumnLayout, userColumns, userSortingState, userSortOf } from './user-columns';

const t = messages.users.screen;
/** The table's data while the first page loads: one array, so that its rows are not rebuilt on every render. */
const NO_USERS: UserSummary[] = [];

interface UsersTableProps {
  /** null while the first page loads */
  users: UserSummary[] | null;
  /** the order and page the address holds */
  query: Pick<UserListQuery, 'sort' | 'page' | 'pageSize'>;
  /** how many pages the server's total fills */
  pageCount: number;
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
  const sorting = userSortingState(query.sort);
  const { pagination, onPaginationChange } = tablePagination(query, onChange);

  // The app is not built with the React Compiler, and no memoized component receives the table:
  // the rule's warning (the compiler would skip this component) does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: users ?? NO_USERS,
    columns,
    getRowId: (user) => user.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount,
    state: { sorting, pagination, columnVisibility: { actions: canManage } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const sort = userSortOf(functionalUpdate(updater, sorting));
      // Each column orders one way: a second click changes nothing, not even the page.
      if (sort && sort !== query.sort) onChange({ sort });
    },
    onPaginationChange,
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
      <DataTablePagination table={table} pageSizes={TABLE_PAGE_SIZES} labels={t} />
    </>
  );
}
