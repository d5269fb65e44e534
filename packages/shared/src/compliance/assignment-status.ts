import { addDays, type CalendarDay } from './calendar-day';

/**
 * The statuses of an assignment, in the order the screens list them
 * (docs/product/mandatory-training.md#status-defined-once).
 */
export const ASSIGNMENT_STATUSES = [
  'overdue',
  'expired',
  'due_soon',
  'in_progress',
  'pending',
  'compliant',
  'exempt',
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** What an assignment's status turns on: its own days, inclusive (the last day to complete, the last day a completion counts). */
export interface AssignmentFacts {
  dueOn: CalendarDay;
  /** The first day a lesson of the path was completed in this cycle. */
  startedOn: CalendarDay | null;
  /** The day the path was completed in (or counted for) this cycle. */
  completedOn: CalendarDay | null;
  /** The last day this cycle's completion counts; null: it counts for good. */
  validUntil: CalendarDay | null;
  /** The last day the previous cycle's completion counts, for a cycle opened to recertify. */
  previousValidUntil: CalendarDay | null;
  /** The last day of an exemption in force. */
  exemptUntil: CalendarDay | null;
}

/** The requirement's windows: how long before a due date it shows 'Por vencer', and before a completion stops counting. */
export interface StatusWindows {
  dueSoonDays: number;
  recertifyDays: number;
}

export interface StatusReading {
  status: AssignmentStatus;
  /** The next day the status could change with nothing happening but time; null when only an event can change it. */
  nextCheckOn: CalendarDay | null;
}

/**
 * The one definition of an assignment's status on `today`. The server stores its answer, and the
 * nightly pass recomputes an assignment on its `nextCheckOn`; nothing else derives a status.
 */
export function assignmentStatus(
  facts: AssignmentFacts,
  windows: StatusWindows,
  today: CalendarDay,
): StatusReading {
  if (facts.exemptUntil !== null && today <= facts.exemptUntil) {
    return { status: 'exempt', nextCheckOn: addDays(facts.exemptUntil, 1) };
  }
  if (facts.completedOn !== null) {
    if (facts.validUntil === null) return { status: 'compliant', nextCheckOn: null };
    if (today > facts.validUntil) return { status: 'expired', nextCheckOn: null };
    const windowOpens = addDays(facts.validUntil, -windows.recertifyDays);
    if (today >= windowOpens) return { status: 'due_soon', nextCheckOn: addDays(facts.validUntil, 1) };
    return { status: 'compliant', nextCheckOn: windowOpens };
  }
  if (facts.previousValidUntil !== null) {
    if (today <= facts.previousValidUntil) {
      return { status: 'due_soon', nextCheckOn: addDays(facts.previousValidUntil, 1) };
    }
    return { status: 'expired', nextCheckOn: null };
  }
  if (today > facts.dueOn) return { status: 'overdue', nextCheckOn: null };
  const soon = addDays(facts.dueOn, -windows.dueSoonDays);
  if (today >= soon) return { status: 'due_soon', nextCheckOn: addDays(facts.dueOn, 1) };
  return { status: facts.startedOn !== null ? 'in_progress' : 'pending', nextCheckOn: soon };
}

/** Whether the assignment is done for now: completed and counting, or exempt. */
export const isSatisfied = (status: AssignmentStatus) => status === 'compliant' || status === 'exempt';
