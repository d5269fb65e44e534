import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-with-providers';
import { afterPreviousPage } from './keyset-after';

interface Query {
  search?: string;
  page: number;
  pageSize: number;
  after?: string;
}
const keyOf = ({ after: _after, ...query }: Query) => ['things', query];
const LAST_OF_PAGE_1 = '00000000-0000-4000-8000-000000000010';

describe('the `after` of a page', () => {
  it("is the `next` of the same list's page before, when the cache holds it", () => {
    const client = createTestQueryClient();
    client.setQueryData(keyOf({ search: 'ana', page: 1, pageSize: 10 }), { next: LAST_OF_PAGE_1 });
    expect(afterPreviousPage(client, { search: 'ana', page: 2, pageSize: 10 }, keyOf)).toBe(LAST_OF_PAGE_1);
  });

  it('is none on page 1, after the last page, or when the page before is not that same list', () => {
    const client = createTestQueryClient();
    client.setQueryData(keyOf({ search: 'ana', page: 1, pageSize: 10 }), { next: LAST_OF_PAGE_1 });
    client.setQueryData(keyOf({ search: 'ana', page: 2, pageSize: 10 }), { next: null });
    expect(afterPreviousPage(client, { search: 'ana', page: 1, pageSize: 10 }, keyOf)).toBeUndefined();
    expect(afterPreviousPage(client, { search: 'ana', page: 3, pageSize: 10 }, keyOf)).toBeUndefined();
    expect(afterPreviousPage(client, { search: 'ana', page: 2, pageSize: 25 }, keyOf)).toBeUndefined();
    expect(afterPreviousPage(client, { search: 'eva', page: 2, pageSize: 10 }, keyOf)).toBeUndefined();
    expect(afterPreviousPage(client, { page: 5, pageSize: 10 }, keyOf)).toBeUndefined();
  });
});
