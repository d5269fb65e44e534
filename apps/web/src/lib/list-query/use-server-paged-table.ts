import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import type { PagedQuery } from './list-query';
import { tablePagination } from './table-pagination';

/**
 * A table ordered by the server through the address's `sort`: each sortable column carries an
 * order's name as its id, so the table's sorting state is that order and nothing else.
 */
export interface ServerSorting<Sort extends string> {
  /** the order the address holds */
  sort: Sort;
  /** the sorting state that shows an order: its column and its one direction */
  stateOf: (sort: Sort) => SortingState;
  /** the order a sorting state asks for, if it asks for one */
  sortOf: (sorting: SortingState) => Sort | undefined;
}

/** What the table writes to the list's query: a page turn, a page size, or an order where it sorts. */
export type ServerTableChange<Sort extends string = never> =
  | { page: number }
  | { pageSize: number }
  // No `sort` member for a table that does not sort: a list whose query has no `sort` still takes
  // the table's changes.
  | ([Sort] extends [never] ? never : { sort: Sort });

interface ServerPagedTableOptions<Row, Sort extends string> {
  /** the page the server answered; null while the first one loads */
  rows: Row[] | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  /** how many pages the server's total fills */
  pageCount: number;
  /** the page and page size the address holds */
  query: PagedQuery;
  /** writes a change to the address */
  onChange: (change: ServerTableChange<Sort>) => void;
  /** a list the server orders by its column headers; without it, the columns do not sort */
  sorting?: ServerSorting<Sort>;
  /** columns shown or hidden by id (for instance the actions only some people may take) */
  columnVisibility?: VisibilityState;
}

/** The table's data while the first page loads: one array, so that its rows are not rebuilt on every render. */
const NO_ROWS: never[] = [];
const NO_SORTING: SortingState = [];

/**
 * A list the server searches, filters, orders and pages (docs/product/interface.md#tables-and-lists):
 * the table runs in manual mode, shows the one page it is given, and its pagination and sorting
 * state is the address's, read from `query` and written back through `onChange`.
 */
export function useServerPagedTable<Row, Sort extends string = never>({
  rows,
  columns,
  getRowId,
  pageCount,
  query,
  onChange,
  sorting,
  columnVisibility,
}: ServerPagedTableOptions<Row, Sort>) {
  const { pagination, onPaginationChange } = tablePagination(query, onChange);
  const sortingState = sorting ? sorting.stateOf(sorting.sort) : NO_SORTING;
  const onSortingChange = (updater: Updater<SortingState>) => {
    const sort = sorting?.sortOf(functionalUpdate(updater, sortingState));
    // Each column orders one way (docs/product/interface.md#sorting): a second click changes
    // nothing, not even the page. Only a table given `sorting` gets a sort, so Sort is not `never`.
    if (sort && sort !== sorting?.sort) onChange({ sort } as ServerTableChange<Sort>);
  };
  // The app is not built with the React Compiler, and no memoized component receives the table:
  // the rule's warning (the compiler would skip this component) does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows ?? NO_ROWS,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSorting: sorting !== undefined,
    pageCount,
    state: { pagination, sorting: sortingState, ...(columnVisibility && { columnVisibility }) },
    onPaginationChange,
    onSortingChange,
  });
}
