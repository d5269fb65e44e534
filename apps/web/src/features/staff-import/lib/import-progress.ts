import type { StaffImport } from '@aula/shared';

/**
 * How far the import is, 0 to 100, rounded down so that 100 % means done: rows and
 * deactivations done of all there are. A done import is whole even with nothing to do.
 */
export function progressPercent({ status, progress }: Pick<StaffImport, 'status' | 'progress'>): number {
  if (status === 'done') return 100;
  if (progress.total === 0) return 0;
  return Math.min(100, Math.floor((progress.done / progress.total) * 100));
}

/** Whether the page follows the job: it is waiting in the queue or running. */
export const isUnderWay = (status: StaffImport['status']) => status === 'queued' || status === 'running';
