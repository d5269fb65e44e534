/**
 * A day as the product writes it, dd/MM/yyyy (DECISIONS.md §0), in the time zone of the process
 * that formats it: the reader's in the browser, the server's in a PDF or a CSV file.
 */
export function formatDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
