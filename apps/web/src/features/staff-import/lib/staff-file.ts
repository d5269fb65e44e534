import {
  STAFF_IMPORT_CONTENT_TYPES,
  STAFF_IMPORT_MAX_BYTES,
  STAFF_IMPORT_MAX_MEGABYTES,
  staffImportMessages as m,
} from '@aula/shared';

/** What the picker offers; the server tells CSV from Excel by the bytes, whatever the name. */
export const STAFF_FILE_ACCEPT = '.csv,.xlsx';

/** The body's type, from the name: an .xlsx is a workbook, anything else is sent as CSV. */
export const contentTypeOf = (fileName: string) =>
  /\.xlsx$/i.test(fileName) ? STAFF_IMPORT_CONTENT_TYPES.xlsx : STAFF_IMPORT_CONTENT_TYPES.csv;

/**
 * Why a chosen file is refused before it is sent, or null: an empty file, or one over the limit
 * the server would refuse anyway (docs/product/staff-import.md#the-file), so 10 MB never travel
 * for nothing.
 */
export function staffFileRefusal(file: File): string | null {
  if (file.size === 0) return m.fileRequired;
  if (file.size > STAFF_IMPORT_MAX_BYTES) return m.fileTooLarge(STAFF_IMPORT_MAX_MEGABYTES);
  return null;
}
