import { describe, expect, it, vi } from 'vitest';
import { tablePagination } from './table-pagination';

describe('tablePagination', () => {
  it("reads the table's 0-based page from the address's 1-based one", () => {
    expect(tablePagination({ page: 3, pageSize: 25 }, vi.fn()).pagination).toEqual({
      pageIndex: 2,
      pageSize: 25,
    });
  });

  it('writes a page turn as the page, and a new page size alone (the list starts again at page 1)', () => {
    const onChange = vi.fn();
    const { onPaginationChange } = tablePagination({ page: 3, pageSize: 10 }, onChange);

    onPaginationChange((state) => ({ ...state, pageIndex: state.pageIndex + 1 }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 4 });

    onPaginationChange({ pageIndex: 0, pageSize: 50 });
    expect(onChange).toHaveBeenLastCalledWith({ pageSize: 50 });

    onPaginationChange({ pageIndex: 2, pageSize: 10 });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
