import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import { CARD_PAGES, TABLE_PAGES, pageField, pageQuery } from './paging';

const m = messages.common;
const table = z.object(pageQuery(TABLE_PAGES));
const cards = z.object(pageQuery(CARD_PAGES));

/** The message of the first refusal, or null when the query is taken. */
const refusal = (schema: z.ZodType, query: Record<string, string>) => {
  const result = schema.safeParse(query);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('a paged list query (docs/product/interface.md#paging)', () => {
  it('reads page 1 and the default size when the address says nothing', () => {
    expect(table.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(cards.parse({})).toEqual({ page: 1, pageSize: 12 });
    expect(table.parse({ page: '3', pageSize: '25' })).toEqual({ page: 3, pageSize: 25 });
  });

  it('refuses a page that is not a whole number from 1 (docs/product/interface.md#invalid-page)', () => {
    for (const page of ['0', '-1', '1.5', 'dos']) {
      expect(refusal(table, { page }), page).toBe(m.invalidPage);
      expect(refusal(cards, { page }), page).toBe(m.invalidPage);
    }
  });

  it("takes only a table's four sizes, and any card size up to 50 (docs/product/interface.md#page-sizes)", () => {
    for (const pageSize of ['7', '20', '200', 'diez'])
      expect(refusal(table, { pageSize })).toBe(m.invalidPageSize);
    expect(refusal(cards, { pageSize: '50' })).toBeNull();
    for (const pageSize of ['0', '51', '1.5']) expect(refusal(cards, { pageSize })).toBe(m.invalidPage);
  });

  it('caps the page where a list counts only so far', () => {
    const capped = z.object({ page: pageField({ maxPage: 1000 }) });
    expect(refusal(capped, { page: '1000' })).toBeNull();
    expect(refusal(capped, { page: '1001' })).toBe(m.invalidPage);
  });
});
