import { describe, expect, it } from 'vitest';
import { countedPageLabel, countedPages } from './counted-apart';

const onPage2 = { page: 2, pageSize: 10 };
const counted = (total: number, isPlaceholderData = false) => ({
  data: { total },
  isError: false,
  isPlaceholderData,
});
const counting = { data: undefined, isError: false, isPlaceholderData: false };
const countFailed = { data: undefined, isError: true, isPlaceholderData: false };
const rows = (next: string | null, isPlaceholderData = false) => ({ data: { next }, isPlaceholderData });
const noRows = { data: undefined, isPlaceholderData: false };
const NEXT = '00000000-0000-4000-8000-000000000020';

describe('the pages of a list counted apart from its rows', () => {
  it("takes them from the count, at this query's page size, whatever the rows say", () => {
    expect(countedPages(onPage2, counted(23), rows(NEXT))).toEqual({
      pages: 3,
      countIsLowerBound: false,
      settled: true,
    });
    expect(countedPages({ page: 1, pageSize: 25 }, counted(23), noRows).pages).toBe(1);
    expect(countedPages(onPage2, counted(0), rows(null)).pages).toBe(1);
  });

  it("does not move a page past the end on a previous filter's count, kept on screen while the new one loads", () => {
    expect(countedPages(onPage2, counted(5, true), rows(null))).toMatchObject({ pages: 1, settled: false });
  });

  it('stops at the page asked for until the count comes: never "Página 2 de 1"', () => {
    expect(countedPages(onPage2, counting, noRows)).toEqual({
      pages: 2,
      countIsLowerBound: false,
      settled: false,
    });
    expect(countedPages(onPage2, counting, rows(NEXT))).toMatchObject({ pages: 2, countIsLowerBound: false });
  });

  it("goes one page further when the count failed and this page's rows say more follow", () => {
    expect(countedPages(onPage2, countFailed, rows(NEXT))).toEqual({
      pages: 3,
      countIsLowerBound: true,
      settled: false,
    });
    expect(countedPages(onPage2, countFailed, rows(null))).toMatchObject({
      pages: 2,
      countIsLowerBound: false,
    });
    // The previous page's rows, kept on screen, say nothing of this one.
    expect(countedPages(onPage2, countFailed, rows(NEXT, true))).toMatchObject({ pages: 2 });
    expect(countedPages(onPage2, countFailed, noRows)).toMatchObject({ pages: 2 });
  });

  it("says 'de más de' the page shown while the count is missing and more rows follow", () => {
    const page = (current: number, pages: number) => `Página ${current} de ${pages}`;
    expect(countedPageLabel(page, false)(2, 3)).toBe('Página 2 de 3');
    expect(countedPageLabel(page, true)(2, 3)).toBe('Página 2 de más de 2');
  });
});
