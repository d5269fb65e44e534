import { z } from 'zod';
import { staffImportMessages as m } from '../messages';
import { TABLE_PAGES, pageQuery } from '../paging';

/** 'Importar personal' (docs/product/staff-import.md), reached from the users list. */
export const STAFF_IMPORT_PATH = '/dashboard/users/import';

/** A staff list of a large network fits; a bigger file is split (bench/REPORT.md has the timings). */
export const STAFF_IMPORT_MAX_ROWS = 20_000;
export const STAFF_IMPORT_MAX_MEGABYTES = 10;
export const STAFF_IMPORT_MAX_BYTES = STAFF_IMPORT_MAX_MEGABYTES * 1024 * 1024;

/** A file's name as the history shows it. */
export const STAFF_IMPORT_FILE_NAME_MAX = 200;

export const STAFF_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type StaffImportFormat = (typeof STAFF_IMPORT_FORMATS)[number];

export const STAFF_IMPORT_CONTENT_TYPES: Record<StaffImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What Aula reads from a row, in the template's order; the first three are required. */
export const STAFF_IMPORT_FIELDS = [
  'email',
  'names',
  'lastNames',
  'staffNumber',
  'unit',
  'position',
  'profession',
  'specialty',
  'hireDate',
] as const;
export type StaffImportField = (typeof STAFF_IMPORT_FIELDS)[number];
export const STAFF_IMPORT_REQUIRED: readonly StaffImportField[] = ['email', 'names', 'lastNames'];

/** Which column of the file (0 = the first) holds each field; null: not read. */
export const staffImportMappingSchema = z
  .object(
    Object.fromEntries(
      STAFF_IMPORT_FIELDS.map((field) => [
        field,
        z.number({ error: m.mappingColumnUnknown }).int().min(0, m.mappingColumnUnknown).nullable(),
      ]),
    ) as Record<StaffImportField, z.ZodNullable<z.ZodNumber>>,
  )
  .superRefine((mapping, ctx) => {
    for (const field of STAFF_IMPORT_REQUIRED) {
      if (mapping[field] === null) {
        ctx.addIssue({ code: 'custom', path: [field], message: m.mappingRequired(m.fields[field]) });
      }
    }
    const columns = Object.values(mapping).filter((column) => column !== null);
    if (new Set(columns).size !== columns.length) {
      ctx.addIssue({ code: 'custom', path: [], message: m.mappingColumnTwice });
    }
  });
export type StaffImportMapping = z.infer<typeof staffImportMappingSchema>;

/** The dry run's request: how to read the file, and what the import may do besides its rows. */
export const staffImportPlanSchema = z.object({
  mapping: staffImportMappingSchema,
  /** units named by a path that does not exist are created */
  createUnits: z.boolean().default(false),
  /** active students absent from the file are deactivated */
  fullRoster: z.boolean().default(false),
});
export type StaffImportPlanInput = z.input<typeof staffImportPlanSchema>;
export type StaffImportPlan = z.output<typeof staffImportPlanSchema>;

export const STAFF_IMPORT_STATUSES = [
  'uploaded',
  'previewed',
  'queued',
  'running',
  'done',
  'failed',
] as const;
export type StaffImportStatus = (typeof STAFF_IMPORT_STATUSES)[number];

export const STAFF_IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'fail'] as const;
export type StaffImportOutcome = (typeof STAFF_IMPORT_OUTCOMES)[number];

const countsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  fail: z.number().int(),
  deactivate: z.number().int(),
});
export type StaffImportCounts = z.infer<typeof countsSchema>;

/** One import as its page shows it: the file, the plan, and what it did or would do. */
export const staffImportSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  format: z.enum(STAFF_IMPORT_FORMATS),
  status: z.enum(STAFF_IMPORT_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  by: z.string(),
  headers: z.array(z.string()),
  rowCount: z.number().int(),
  mapping: staffImportMappingSchema,
  createUnits: z.boolean(),
  fullRoster: z.boolean(),
  /** planned by the dry run until the import runs; then what it did */
  counts: countsSchema,
  /** paths of the units the import creates (or created) */
  unitsToCreate: z.array(z.string()),
  /** rows and deactivations done of all there are to do */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
});
export type StaffImport = z.infer<typeof staffImportSchema>;

export const staffImportHistorySchema = z.object({
  items: z.array(
    staffImportSchema.pick({
      id: true,
      fileName: true,
      status: true,
      createdAt: true,
      finishedAt: true,
      by: true,
      rowCount: true,
      counts: true,
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffImportHistory = z.infer<typeof staffImportHistorySchema>;
export const staffImportHistoryQuerySchema = z.object({ ...pageQuery(TABLE_PAGES) });

export const staffImportRowsQuerySchema = z.object({
  outcome: z.enum(STAFF_IMPORT_OUTCOMES, { error: m.invalidOutcome }).default('fail'),
  ...pageQuery(TABLE_PAGES),
});
export type StaffImportRowsQuery = z.infer<typeof staffImportRowsQuerySchema>;

/** A row of the file, as the preview lists it: where it is, who it names, and why it fails. */
export const staffImportRowsSchema = z.object({
  items: z.array(
    z.object({
      line: z.number().int(),
      outcome: z.enum(STAFF_IMPORT_OUTCOMES),
      email: z.string(),
      name: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffImportRows = z.infer<typeof staffImportRowsSchema>;

/** The people a full-roster import deactivates, as its preview shows them. */
export const staffImportAbsentSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      staffNumber: z.string().nullable(),
      unit: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffImportAbsent = z.infer<typeof staffImportAbsentSchema>;
export const staffImportAbsentQuerySchema = z.object({ ...pageQuery(TABLE_PAGES) });

export const staffImportTemplateQuerySchema = z.object({
  format: z.enum(STAFF_IMPORT_FORMATS, { error: m.invalidFormat }).default('xlsx'),
});
