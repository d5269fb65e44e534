import { messages } from '@aula/shared';
import { pageCount, type PagedQuery } from './list-query';

/**
 * A list whose total is counted apart from its rows (docs/product/interface.md#counting-once-per-visit):
 * the count is asked once per visit and filter set, not on every page turn, order or page size.
 * It stays fresh until a change of the app's own invalidates it, and a new visit counts again;
 * coming back to the window does not, since counting is the costly part.
 */
export const COUNT_ONCE_PER_VISIT = { staleTime: Infinity, refetchOnMount: 'always' } as const;

/** The count's query, as the pager needs it. */
interface TotalsState {
  data: { total: number } | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
}

/** The page's query, as the pager needs it. */
interface RowsState {
  data: { next: string | null } | undefined;
  isPlaceholderData: boolean;
}

export interface CountedPages {
  /** the Y of 'Página X de Y', and where 'Página siguiente' stops */
  pages: number;
  /** the total could not be counted: `pages` goes only one past this page, when more rows follow */
  countIsLowerBound: boolean;
  /** the count is this very filter's, not a previous one's kept on screen: a page beyond it is past the end */
  settled: boolean;
}

/**
 * How many pages the pager offers. From the count once it is in (a previous filter's while the
 * new one's loads, as the rows do). Until then, the page asked for is the last one known: never
 * 'Página 2 de 1'. When the count failed but the rows came, the rows' `next` says whether another
 * page follows, so the list still pages.
 */
export function countedPages(query: PagedQuery, totals: TotalsState, rows: RowsState): CountedPages {
  if (totals.data) {
    return {
      pages: pageCount(totals.data.total, query.pageSize),
      countIsLowerBound: false,
      settled: !totals.isPlaceholderData,
    };
  }
  const more =
    totals.isError && !rows.isPlaceholderData && rows.data !== undefined && rows.data.next !== null;
  return { pages: more ? query.page + 1 : query.page, countIsLowerBound: more, settled: false };
}

/**
 * The pager's 'Página X de Y', or 'Página X de más de X' when the count failed and more rows
 * follow.
 */
export function countedPageLabel(
  page: (page: number, pages: number) => string,
  countIsLowerBound: boolean,
): (page: number, pages: number) => string {
  if (!countIsLowerBound) return page;
  return (current, pages) => messages.common.pageOfMany(current, pages - 1);
}
