import { STAFF_IMPORT_MAX_ROWS, staffImportMessages as m, type StaffImportFormat } from '@aula/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../core/app-error';

/** A data row, by its line in the file as the admin's spreadsheet numbers it (the headers: 1). */
export interface StaffFileRow {
  line: number;
  cells: string[];
}

/** A staff file as Aula keeps it: its header row and its data rows, every cell as text. */
export interface StaffFile {
  format: StaffImportFormat;
  headers: string[];
  rows: StaffFileRow[];
}

/** Every XLSX (a ZIP archive) starts with these bytes. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const unreadable = () => new AppError('validation_failed', m.fileUnreadable, { file: m.fileUnreadable });

/**
 * Reads an uploaded staff file (docs/product/staff-import.md#the-file), CSV or XLSX told apart by
 * their bytes, not by the name the browser sent. Blank rows are skipped; every cell is trimmed text,
 * so that the checks that follow see what the admin typed.
 */
export async function readStaffFile(bytes: Uint8Array): Promise<StaffFile> {
  const isXlsx = ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
  const table = isXlsx ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...rest] = table.filter((row) => row.cells.some((cell) => cell !== ''));
  if (!header) throw unreadable();
  const width = header.cells.length;
  const rows = rest.map(({ line, cells }) => ({
    line,
    cells: Array.from({ length: width }, (_, i) => cells[i] ?? ''),
  }));
  if (rows.length === 0) throw new AppError('validation_failed', m.fileEmpty, { file: m.fileEmpty });
  if (rows.length > STAFF_IMPORT_MAX_ROWS) {
    const message = m.tooManyRows(STAFF_IMPORT_MAX_ROWS);
    throw new AppError('validation_failed', message, { file: message });
  }
  return { format: isXlsx ? 'xlsx' : 'csv', headers: header.cells, rows };
}

/**
 * UTF-8 as every modern export writes it; a file that is not valid UTF-8 is read as Windows-1252,
 * what Excel in Spanish saves as 'CSV (delimitado por comas)', so that 'Peña' survives either way.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: Excel in Spanish writes ';', most other tools ','. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(bytes: Uint8Array): StaffFileRow[] {
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw unreadable();
  try {
    const records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw unreadable();
  }
}

/** A cell of the first worksheet as text: a date cell as its calendar day, a formula as its result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('error' in value) return '';
  }
  return String(value as string | number | boolean).trim();
}

async function readXlsx(bytes: Uint8Array): Promise<StaffFileRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; a copy of the bytes is one.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const table: StaffFileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    // One past the limit is enough to refuse the file; the rest need not be read.
    if (table.length > STAFF_IMPORT_MAX_ROWS + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim();
    });
    table.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return table;
}
