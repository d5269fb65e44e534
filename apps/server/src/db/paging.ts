import { sql, type SelectQueryBuilder } from 'kysely';

/** A page of a list as its query asks for it: pages count from 1 (docs/product/interface.md#paging). */
export interface Paging {
  page: number;
  pageSize: number;
}

/** The rows before a page. */
const pageOffset = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

/**
 * One page of a query's rows. The query's order must end on a unique column, or a row could show
 * on two pages and another on none.
 */
export function onePage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
): SelectQueryBuilder<DB, TB, O> {
  return query.limit(paging.pageSize).offset(pageOffset(paging));
}

/** How many rows a query without a select of its own selects: a list's total. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>) {
  const { total } = await query
    .select(sql<number>`count(*)::int`.as('total'))
    .$castTo<{ total: number }>()
    .executeTakeFirstOrThrow();
  return total;
}

/**
 * One page of `rows` and how many rows `matching` selects, read at once: the page's query and the
 * count share their filters, the count without the page's joins, columns and order.
 */
export async function pageAndTotal<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB>(
  rows: SelectQueryBuilder<DB, TB, O>,
  matching: SelectQueryBuilder<CDB, CTB, object>,
  paging: Paging,
) {
  const [items, total] = await Promise.all([onePage(rows, paging).execute(), countRows(matching)]);
  return { rows: items, total };
}
