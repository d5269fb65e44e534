import {
  STAFF_IMPORT_FIELDS,
  type StaffImport,
  type StaffImportCounts,
  type StaffImportPlan,
} from '@aula/shared';

/** The plan an import holds: the proposed columns until it is reviewed, the reviewed ones after. */
export const planOf = (staffImport: StaffImport): StaffImportPlan => ({
  mapping: staffImport.mapping,
  createUnits: staffImport.createUnits,
  fullRoster: staffImport.fullRoster,
});

/** Whether two plans read the file the same way and do the same besides its rows. */
export const samePlan = (a: StaffImportPlan, b: StaffImportPlan) =>
  a.createUnits === b.createUnits &&
  a.fullRoster === b.fullRoster &&
  STAFF_IMPORT_FIELDS.every((field) => a.mapping[field] === b.mapping[field]);

/** A preview that would write nothing: every row unchanged or failing, and nobody to deactivate. */
export const changesNothing = (counts: StaffImportCounts) =>
  counts.create + counts.update + counts.deactivate === 0;
