import { describe, expect, it } from 'vitest';
import { changeListQuery, pageCount, validOr } from './list-query';

describe('changing a list', () => {
  const onPage4 = {
    search: undefined as string | undefined,
    role: 'all',
    sort: 'created',
    page: 4,
    pageSize: 10,
  };

  it('starts again at page 1 when the search, a filter, the order or the page size changes', () => {
    expect(changeListQuery(onPage4, { search: 'ana' })).toMatchObject({ search: 'ana', page: 1 });
    expect(changeListQuery(onPage4, { role: 'STUDENT' }).page).toBe(1);
    expect(changeListQuery(onPage4, { sort: 'names' }).page).toBe(1);
    expect(changeListQuery(onPage4, { pageSize: 50 })).toMatchObject({ pageSize: 50, page: 1 });
  });

  it('keeps everything else when the page turns', () => {
    const filtered = { ...onPage4, role: 'ADMIN', search: 'ana' };
    expect(changeListQuery(filtered, { page: 5 })).toEqual({ ...filtered, page: 5 });
  });
});

describe('pages and values of the address', () => {
  it('counts pages, one at least', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 25)).toBe(5);
  });

  it("takes the schema's value, or the fallback when the schema refuses it", () => {
    expect(validOr({ success: true, data: 3 }, 1)).toBe(3);
    expect(validOr({ success: false }, 1)).toBe(1);
  });
});
