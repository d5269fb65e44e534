/** Rows read per query: a large academy's export never sits in memory whole. */
const BATCH = 1000;

/**
 * One CSV cell, always quoted: Excel in Spain and much of Latin America splits a CSV line at ';'
 * rather than ',', and only quotes keep a cell whole under either. A spreadsheet runs a cell that
 * starts with =, +, -, @ (or a tab or CR) and something after it as a formula, so such a start gets
 * an apostrophe in front, at the start of the value and after every separator a locale or a naive
 * reader may split at (, ; tab |); a lone '-' (an empty value's mark, as in the tables) is text.
 */
export function csvCell(value: string): string {
  const safe = value.replace(/(^\s*|[,;\t|]\s*)(?=[=+\-@\t\r].)/gs, "$1'");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line of a CSV file: every cell quoted and defused, CRLF at the end. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV file as text chunks: UTF-8 with a byte-order mark so that Excel reads the accents
 * (docs/product/people.md#file-format), CRLF line ends as RFC 4180 writes them, the header,
 * then the rows that `readPage` returns, one batch per query until a batch comes back short.
 * Each row read gives one line or more (an order gives one per currency).
 */
export async function* csvChunks<Row>(
  columns: readonly string[],
  readPage: (page: number, pageSize: number) => Promise<Row[]>,
  lines: (row: Row) => string[][],
) {
  yield `\uFEFF${csvLine(columns)}`;
  for (let page = 1; ; page++) {
    const rows = await readPage(page, BATCH);
    if (rows.length > 0) yield rows.flatMap(lines).map(csvLine).join('');
    if (rows.length < BATCH) return;
  }
}

/** `lines` for a file with exactly one line per row. */
export const oneLine =
  <Row>(cells: (row: Row) => string[]) =>
  (row: Row) => [cells(row)];

/** The chunks as a response body, each read from the database only when the client takes it. */
export function csvStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** A download that no cache keeps and no browser runs as anything but CSV. */
export const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});

/** Today's date as an export's file name carries it, yyyy-MM-dd. */
export const exportDay = () => new Date().toISOString().slice(0, 10);
