import { scheduledTaskMessages } from '@aula/shared';

const kindLabels = scheduledTaskMessages.kinds;

/** A job's kind in Spanish; a kind newer than this screen shows its own code rather than nothing. */
export function jobKindLabel(kind: string): string {
  return kindLabels[kind] ?? kind;
}
