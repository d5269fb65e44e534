import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useServerPagedTable } from './use-server-paged-table';

interface Person {
  id: string;
  name: string;
  created: string;
}
type Sort = 'name' | 'created';

const helper = createColumnHelper<Person>();
const columns = [
  helper.accessor('name', { id: 'name' }),
  helper.accessor('created', { id: 'created', sortDescFirst: true }),
  helper.display({ id: 'actions' }),
];
const people: Person[] = [
  { id: 'a', name: 'Ana', created: '2026-01-02' },
  { id: 'b', name: 'Bruno', created: '2026-01-01' },
];
const stateOf = (sort: Sort): SortingState => [{ id: sort, desc: sort === 'created' }];
const sortOf = (sorting: SortingState): Sort | undefined =>
  (['name', 'created'] as const).find((sort) => sort === sorting[0]?.id);

describe('useServerPagedTable', () => {
  it("shows the server's page as given, with the address's page and the server's page count", () => {
    const { result } = renderHook(() =>
      useServerPagedTable({
        rows: people,
        columns,
        getRowId: (person) => person.id,
        pageCount: 4,
        query: { page: 3, pageSize: 25 },
        onChange: vi.fn(),
      }),
    );
    const table = result.current;
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(table.getState().pagination).toEqual({ pageIndex: 2, pageSize: 25 });
    expect(table.getPageCount()).toBe(4);
    // A list without an order by column: no header sorts.
    expect(table.getAllLeafColumns().some((column) => column.getCanSort())).toBe(false);
  });

  it('has no rows while the first page loads, and the same empty data on every render', () => {
    const { result, rerender } = renderHook(() =>
      useServerPagedTable<Person>({
        rows: null,
        columns,
        getRowId: (person) => person.id,
        pageCount: 1,
        query: { page: 1, pageSize: 10 },
        onChange: vi.fn(),
      }),
    );
    const first = result.current.options.data;
    expect(result.current.getRowModel().rows).toEqual([]);
    rerender();
    expect(result.current.options.data).toBe(first);
  });

  it("orders by a column's header through the address, and a second click changes nothing", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useServerPagedTable({
        rows: people,
        columns,
        getRowId: (person) => person.id,
        pageCount: 1,
        query: { page: 2, pageSize: 10 },
        onChange,
        sorting: { sort: 'created' as Sort, stateOf, sortOf },
        columnVisibility: { actions: false },
      }),
    );
    const table = result.current;
    expect(table.getColumn('created')!.getIsSorted()).toBe('desc');
    expect(table.getColumn('name')!.getIsSorted()).toBe(false);

    table.getColumn('name')!.toggleSorting(false);
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'name' });

    table.getColumn('created')!.toggleSorting(true);
    expect(onChange).toHaveBeenCalledTimes(1);

    // The columns the caller hides are not drawn.
    expect(table.getVisibleLeafColumns().map((column) => column.id)).toEqual(['name', 'created']);
  });
});
