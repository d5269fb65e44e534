import type { StaffImportStatus } from '@aula/shared';
import type { PagedQuery } from '@/lib/list-query/list-query';

export const staffImportKeys = {
  /** every page of the history: an upload, a plan or a run changes it */
  histories: ['staff-imports', 'history'] as const,
  history: (query: PagedQuery) => ['staff-imports', 'history', query] as const,
  one: (id: string) => ['staff-imports', 'import', id] as const,
  /** the lists of one import (failing rows, absent people): a new plan changes them all */
  lists: (id: string) => ['staff-imports', 'lists', id] as const,
  /**
   * The rows of one outcome: planned until the import starts, done afterwards, so the status is
   * part of the key and the lists are read again once the import has run.
   */
  rows: (id: string, status: StaffImportStatus, query: PagedQuery) =>
    ['staff-imports', 'lists', id, 'rows', status, query] as const,
  absent: (id: string, status: StaffImportStatus, query: PagedQuery) =>
    ['staff-imports', 'lists', id, 'absent', status, query] as const,
};
