import { orderMessages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_LIST_QUERY,
  exportQueryOf,
  filtersError,
  hasFilters,
  readOrderListQuery,
  writeOrderListQuery,
} from './order-list-query';

const read = (search: string) => readOrderListQuery(new URLSearchParams(search));

describe('the order list in the address', () => {
  it('reads every order, page 1 of 10, from a plain address, and writes it back as one', () => {
    expect(read('')).toEqual({
      status: 'all',
      from: undefined,
      to: undefined,
      student: undefined,
      course: undefined,
      page: 1,
      pageSize: 10,
    });
    expect(writeOrderListQuery(DEFAULT_ORDER_LIST_QUERY).toString()).toBe('');
  });

  it('reads and writes the filters and page', () => {
    const search =
      'status=refunded&from=2026-03-01&to=2026-03-31&student=ana&course=triaje&page=4&pageSize=50';
    const query = read(search);
    expect(query).toEqual({
      status: 'refunded',
      from: '2026-03-01',
      to: '2026-03-31',
      student: 'ana',
      course: 'triaje',
      page: 4,
      pageSize: 50,
    });
    expect(writeOrderListQuery(query).toString()).toBe(search);
  });

  it('drops what a hand-edited address gets wrong, keeping the rest', () => {
    expect(
      read('status=lost&from=2026-02-30x&to=31/03/2026&student=%20%20&page=-1&pageSize=7&course=triaje'),
    ).toEqual({ ...DEFAULT_ORDER_LIST_QUERY, course: 'triaje' });
  });

  it('knows when a filter is set', () => {
    expect(hasFilters(DEFAULT_ORDER_LIST_QUERY)).toBe(false);
    expect(hasFilters({ ...DEFAULT_ORDER_LIST_QUERY, page: 3, pageSize: 25 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_ORDER_LIST_QUERY, status: 'pending' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_ORDER_LIST_QUERY, to: '2026-03-01' })).toBe(true);
  });

  it("says, in the server's words, when the range ends before it starts", () => {
    const range = (from: string, to: string) => filtersError({ ...DEFAULT_ORDER_LIST_QUERY, from, to });
    expect(range('2026-03-31', '2026-03-01')).toBe(orderMessages.invalidRange);
    expect(range('2026-03-01', '2026-03-01')).toBeNull();
    expect(filtersError({ ...DEFAULT_ORDER_LIST_QUERY, from: '2026-03-31' })).toBeNull();
  });

  it('exports the filters without the page', () => {
    expect(exportQueryOf(read('status=approved&course=triaje&page=2&pageSize=25'))).toEqual({
      status: 'approved',
      from: undefined,
      to: undefined,
      student: undefined,
      course: 'triaje',
    });
  });
});
