import {
  STAFF_IMPORT_CONTENT_TYPES,
  STAFF_IMPORT_FIELDS,
  staffImportMessages as m,
  type StaffImportFormat,
} from '@aula/shared';
import ExcelJS from 'exceljs';
import { csvLine } from '../http/csv';

export interface WrittenFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  extension: StaffImportFormat;
}

/**
 * A table as a file of the format it came in: CSV as every export of Aula writes it (http/csv.ts:
 * UTF-8 with a byte-order mark, every cell quoted, a cell a spreadsheet would run as a formula
 * defused); or an XLSX workbook of one sheet, every cell text so that codes like '007' keep their
 * zeros and nothing is a formula.
 */
export async function writeStaffFile(
  format: StaffImportFormat,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<WrittenFile> {
  if (format === 'csv') {
    const text = `\uFEFF${[headers, ...rows].map(csvLine).join('')}`;
    return {
      body: new TextEncoder().encode(text),
      contentType: STAFF_IMPORT_CONTENT_TYPES.csv,
      extension: 'csv',
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(m.title);
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column) => {
    column.numFmt = '@';
    column.width = 24;
  });
  const body = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { body, contentType: STAFF_IMPORT_CONTENT_TYPES.xlsx, extension: 'xlsx' };
}

/** The template: the columns Aula reads, named as the mapping suggests them, and an example row. */
export function writeTemplate(format: StaffImportFormat): Promise<WrittenFile> {
  return writeStaffFile(
    format,
    STAFF_IMPORT_FIELDS.map((field) => m.fields[field]),
    [STAFF_IMPORT_FIELDS.map((field) => m.example[field])],
  );
}
