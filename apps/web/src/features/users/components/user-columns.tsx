import {
  USER_SORTS,
  formatDay,
  invitationMessages,
  roleDisplayName,
  type UserSort,
  type UserSummary,
  userMessages,
} from '@aula/shared';
import { createColumnHelper, type Column, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { avatarFallbackText } from '@/components/layout/avatar-fallback';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils/cn';

const t = userMessages.screen;
const c = t.columns;
const helper = createColumnHelper<UserSummary>();

const fullName = (user: Pick<UserSummary, 'names' | 'lastNames'>) => `${user.names} ${user.lastNames}`.trim();

/**
 * Each order the API offers is one column read one way: names A to Z, the newest accounts first.
 * The sortable columns carry the order's name as their id, so the table's sorting state is the
 * address's `sort` and nothing else.
 */
const DESCENDING: Record<UserSort, boolean> = { names: false, created: true };

export const userSortingState = (sort: UserSort): SortingState => [{ id: sort, desc: DESCENDING[sort] }];

/** The API's order a sorting state asks for, if it asks for one. */
export const userSortOf = (sorting: SortingState): UserSort | undefined =>
  USER_SORTS.find((sort) => sort === sorting[0]?.id);

/** A header's button: it orders the list by its column, in the column's one direction. */
function SortButton({ column, label }: { column: Column<UserSummary, unknown>; label: string }) {
  const sorted = column.getIsSorted();
  const Icon = !sorted ? ArrowUpDown : sorted === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => column.toggleSorting(column.getFirstSortDir() === 'desc')}
      className={cn(
        '-ml-2 inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium hover:bg-background',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        sorted && 'text-foreground',
      )}
    >
      {label}
      <Icon aria-hidden className="size-3.5" />
    </button>
  );
}

function IconButton({ label, ...props }: ComponentProps<typeof Button> & { label: string }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} className="size-9" {...props} />
  );
}

interface UserColumnsOptions {
  /** the country's name for its ISO code */
  countryName: (code: string) => string;
  /** the signed-in user's profile id: nobody deletes their own account */
  viewerId: string;
  onEdit: (user: UserSummary) => void;
  onDelete: (user: UserSummary) => void;
}

/** The columns of 'Lista de Usuarios' (docs/product/people.md#the-users-list); 'actions' is shown to admins only. */
export function userColumns({ countryName, viewerId, onEdit, onDelete }: UserColumnsOptions) {
  return [
    helper.display({
      id: 'avatar',
      header: () => <span className="sr-only">{c.avatar}</span>,
      cell: ({ row: { original: user } }) => {
        const fallback = avatarFallbackText(user.names);
        return (
          <Avatar>
            {user.urlImage && <AvatarImage src={user.urlImage} alt="" />}
            <AvatarFallback className={cn(fallback.length > 1 && 'text-xs')}>{fallback}</AvatarFallback>
          </Avatar>
        );
      },
    }),
    helper.accessor(fullName, {
      id: 'names',
      header: ({ column }) => <SortButton column={column} label={c.names} />,
      sortDescFirst: DESCENDING.names,
    }),
    helper.accessor('email', {
      id: 'email',
      header: c.email,
      enableSorting: false,
      cell: ({ row: { original: user } }) => (
        <>
          {user.email}
          {user.invitation && (
            <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              {invitationMessages.admin.pending}
            </span>
          )}
        </>
      ),
    }),
    helper.accessor((user) => user.phone || t.emptyValue, {
      id: 'phone',
      header: c.phone,
      enableSorting: false,
    }),
    helper.accessor((user) => (user.country ? countryName(user.country) : t.emptyValue), {
      id: 'country',
      header: c.country,
      enableSorting: false,
    }),
    helper.accessor('createdAt', {
      id: 'created',
      header: ({ column }) => <SortButton column={column} label={c.createdAt} />,
      cell: ({ getValue }) => formatDay(new Date(getValue())),
      sortDescFirst: DESCENDING.created,
    }),
    helper.accessor((user) => roleDisplayName(user.role), {
      id: 'role',
      header: c.role,
      enableSorting: false,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{c.actions}</span>,
      cell: ({ row: { original: user } }) => {
        const name = fullName(user);
        return (
          <>
            <IconButton label={t.editUser(name)} onClick={() => onEdit(user)}>
              <Pencil aria-hidden className="size-4" />
            </IconButton>
            {user.id !== viewerId && (
              <IconButton
                label={t.deleteUser(name)}
                className="size-9 text-destructive hover:text-destructive"
                onClick={() => onDelete(user)}
              >
                <Trash2 aria-hidden className="size-4" />
              </IconButton>
            )}
          </>
        );
      },
    }),
  ];
}

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  avatar: { header: 'w-14', skeleton: <Skeleton className="size-9 rounded-full" /> },
  names: { cell: 'font-medium text-foreground', rowHeader: true },
  email: { cell: 'break-all' },
  created: { cell: 'tabular-nums' },
  actions: { header: 'text-right', cell: 'text-right whitespace-nowrap' },
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const userColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
