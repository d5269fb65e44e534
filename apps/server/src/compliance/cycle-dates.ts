import { addDays, addMonths, laterDay, nextYearlyDay, type CalendarDay } from '@aula/shared';
import type { RequirementConfig } from './requirement-config';

type Schedule = Pick<RequirementConfig, 'due' | 'recurrence' | 'validityMonths'>;

/**
 * A first cycle's due date (docs/product/mandatory-training.md#requirements): a fixed day, or N
 * days from the assignment or from the hire date; from a hire date that gives less than N days
 * from the assignment, N days from the assignment.
 */
export function firstDueOn(
  schedule: Schedule,
  assignedOn: CalendarDay,
  hireDate: CalendarDay | null,
): CalendarDay {
  const { due } = schedule;
  if (due.kind === 'fixed') return due.on;
  const fromAssignment = addDays(assignedOn, due.days);
  if (due.kind === 'after_assignment' || hireDate === null) return fromAssignment;
  const fromHire = addDays(hireDate, due.days);
  return fromHire > assignedOn ? fromHire : fromAssignment;
}

/** When the next cycle is due after a completion, by the recurrence; null when it does not recur. */
export function nextDueOn(
  schedule: Schedule,
  completedOn: CalendarDay,
  dueOn: CalendarDay,
): CalendarDay | null {
  const { recurrence } = schedule;
  if (recurrence.kind === 'every_months') return addMonths(completedOn, recurrence.months);
  if (recurrence.kind === 'yearly_on') return nextYearlyDay(laterDay(completedOn, dueOn), recurrence.day);
  return null;
}

/**
 * The last day a completion counts: N months of validity from the earliest completion the cycle
 * counted; without a validity, until the next cycle is due; null when it counts for good.
 */
export function validUntil(
  schedule: Schedule,
  earliestCompletion: CalendarDay,
  completedOn: CalendarDay,
  dueOn: CalendarDay,
): CalendarDay | null {
  if (schedule.validityMonths !== null)
    return addDays(addMonths(earliestCompletion, schedule.validityMonths), -1);
  return nextDueOn(schedule, completedOn, dueOn);
}

/** Whether a completion made before a first cycle still counts on `day` (the day it is assigned). */
export function stillCounts(schedule: Schedule, completedOn: CalendarDay, day: CalendarDay): boolean {
  const until = validUntil(schedule, completedOn, completedOn, completedOn);
  return until === null || until >= day;
}
