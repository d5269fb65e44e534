import { z } from 'zod';
import { CARD_PAGE_SIZE, CARD_PAGE_SIZE_MAX, TABLE_PAGE_SIZE_DEFAULT, TABLE_PAGE_SIZES } from './constants';
import { messages } from './messages';

const m = messages.common;

/**
 * How a paged list's query is sized (docs/product/interface.md#page-sizes): a table takes one of
 * its picker's sizes; a card list any size up to a maximum.
 */
export type PageSizeRule =
  { sizes: readonly number[]; defaultSize: number } | { maxSize: number; defaultSize: number };

/** The tables' rule and the card lists' (packages/shared/src/constants.ts). */
export const TABLE_PAGES = { sizes: TABLE_PAGE_SIZES, defaultSize: TABLE_PAGE_SIZE_DEFAULT } as const;
export const CARD_PAGES = { maxSize: CARD_PAGE_SIZE_MAX, defaultSize: CARD_PAGE_SIZE } as const;

/**
 * The `page` field of a list's query: a whole number from 1, page 1 when absent. `maxPage` caps
 * it where the list counts its matches only so far.
 */
export function pageField({ maxPage }: { maxPage?: number } = {}) {
  const page = z.coerce.number({ error: m.invalidPage }).int(m.invalidPage).min(1, m.invalidPage);
  return (maxPage === undefined ? page : page.max(maxPage, m.invalidPage)).default(1);
}

function pageSizeField(rule: PageSizeRule) {
  if ('sizes' in rule) {
    const { sizes } = rule;
    return z.coerce
      .number({ error: m.invalidPageSize })
      .refine((size) => sizes.includes(size), m.invalidPageSize)
      .default(rule.defaultSize);
  }
  // No screen offers a card list's size, and the API has always refused a wrong one as a wrong page.
  return z.coerce
    .number({ error: m.invalidPage })
    .int(m.invalidPage)
    .min(1, m.invalidPage)
    .max(rule.maxSize, m.invalidPage)
    .default(rule.defaultSize);
}

/**
 * The `page` and `pageSize` fields of a paged list's query, to spread into its schema: every list
 * reads and refuses them alike (docs/product/interface.md#invalid-page).
 */
export function pageQuery(rule: PageSizeRule & { maxPage?: number }) {
  return { page: pageField({ maxPage: rule.maxPage }), pageSize: pageSizeField(rule) };
}

/**
 * The `after` field of a list paged by keyset where its order allows
 * (docs/product/interface.md#counting-once-per-visit): the id of the last row of the page before
 * the one asked for. With it, the server reads on from that row instead of skipping the rows of
 * every page before; without it, or when that row is no longer in the list, `page` alone decides.
 */
export function keysetQuery() {
  return { after: z.uuid({ error: m.invalidPage }).optional() };
}
