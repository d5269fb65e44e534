import {
  sql,
  type Expression,
  type QueryExecutorProvider,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

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

/** A page asked for by number and, where the list pages by keyset, by the last row before it. */
export interface KeysetPaging extends Paging {
  /** the id of the previous page's last row, already checked to be in the list; or undefined */
  after?: string;
}

/**
 * A list paged by keyset (docs/product/interface.md#counting-once-per-visit): the rows after an
 * anchor row in the list's order, given its id.
 */
export interface Keyset<O> {
  /** the rows that come after the anchor in the query's order (which must end on the id) */
  after: (anchorId: string) => Expression<SqlBool>;
  /** a row's id: the next page's anchor */
  idOf: (row: O) => string;
}

/**
 * One page of a query and the anchor of the page after it (null on the last page). From the
 * previous page's last row, the page is read on from it through the order's index, as fast on
 * page 5,000 as on page 2; without it, the rows before are skipped. One row more than the page
 * is read, to know whether another page follows; no count is made.
 */
export async function pageAfter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: KeysetPaging,
  keyset: Keyset<O>,
): Promise<{ rows: O[]; next: string | null }> {
  const more = paging.pageSize + 1;
  const read = paging.after
    ? query.where(keyset.after(paging.after)).limit(more)
    : query.limit(more).offset(pageOffset(paging));
  const rows = await read.execute();
  const page = rows.slice(0, paging.pageSize);
  return { rows: page, next: rows.length > paging.pageSize ? keyset.idOf(page.at(-1)!) : null };
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

/**
 * How many rows `matching` (a query without a select of its own) selects, counting no further than
 * `limit + 1`: where a list only grows (a log, a queue), an exact count would get slower every
 * month, and past the limit the list says 'más de'.
 */
export async function countUpTo<QDB, QTB extends keyof QDB>(
  db: QueryExecutorProvider,
  matching: SelectQueryBuilder<QDB, QTB, object>,
  limit: number,
) {
  const counted = matching.select(sql.lit(1).as('one')).limit(limit + 1);
  const { rows } = await sql<{
    total: number;
  }>`SELECT count(*)::int AS total FROM (${counted}) AS matching`.execute(db);
  const total = rows[0]?.total ?? 0;
  return { total: Math.min(total, limit), totalIsLowerBound: total > limit };
}
