/** The job that applies an import's rows (run-import-job.ts); its key is the import's id. */
export const STAFF_IMPORT_JOB = 'staff-import.run';
