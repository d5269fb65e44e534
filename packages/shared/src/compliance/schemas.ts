import { z } from 'zod';
import { complianceMessages as m } from '../messages';
import { ASSIGNMENT_STATUSES } from './assignment-status';

/** Limits of a requirement (docs/product/mandatory-training.md#requirements). */
export const REQUIREMENT_TITLE_MAX = 160;
export const REQUIREMENT_DESCRIPTION_MAX = 2000;
export const REQUIREMENT_COURSES_MAX = 10;
export const REQUIREMENT_RULES_MAX = 20;
export const DUE_DAYS_MAX = 730;
export const MONTHS_MAX = 120;
export const RECERTIFY_DAYS_MAX = 365;
export const DUE_SOON_DAYS_MAX = 90;
export const OVERDUE_EVERY_DAYS_MAX = 90;
export const EXEMPTION_REASON_MAX = 500;

export const REQUIREMENT_STATES = ['draft', 'active', 'inactive'] as const;
export type RequirementState = (typeof REQUIREMENT_STATES)[number];

/** 'Capacitación obligatoria' in the admin's dashboard. */
export const REQUIREMENTS_PATH = '/dashboard/requirements';

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const calendarDay = z.iso.date({ error: m.errors.dateInvalid });

const dueSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('after_assignment'),
      days: whole(1, DUE_DAYS_MAX, m.errors.daysInvalid(DUE_DAYS_MAX)),
    }),
    z.object({
      kind: z.literal('after_hire'),
      days: whole(1, DUE_DAYS_MAX, m.errors.daysInvalid(DUE_DAYS_MAX)),
    }),
    z.object({ kind: z.literal('fixed'), on: calendarDay }),
  ],
  { error: m.errors.dateInvalid },
);
export type RequirementDue = z.infer<typeof dueSchema>;

const monthDay = z
  .string({ error: m.errors.monthDayInvalid })
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, m.errors.monthDayInvalid)
  .refine((value) => {
    const [month, day] = value.split('-').map(Number) as [number, number];
    return day <= new Date(Date.UTC(2028, month, 0)).getUTCDate();
  }, m.errors.monthDayInvalid);

const recurrenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('every_months'),
    months: whole(1, MONTHS_MAX, m.errors.monthsInvalid(MONTHS_MAX)),
  }),
  z.object({ kind: z.literal('yearly_on'), day: monthDay }),
]);
export type RequirementRecurrence = z.infer<typeof recurrenceSchema>;

const reminderDays = z
  .array(whole(1, 365, m.errors.remindersInvalid), { error: m.errors.remindersInvalid })
  .max(5, m.errors.remindersInvalid)
  .refine((days) => new Set(days).size === days.length, m.errors.remindersInvalid)
  .transform((days) => [...days].sort((a, b) => b - a));

const optionalId = (message: string) => z.uuid({ error: message }).nullable().default(null);

const ruleSchema = z.object({
  unitId: optionalId(m.errors.unitNotFound),
  withSubunits: z.boolean().default(true),
  positionId: optionalId(m.errors.positionNotFound),
  professionId: optionalId(m.errors.professionNotFound),
});
export type RequirementRule = z.output<typeof ruleSchema>;

const namesSomething = (rule: RequirementRule) =>
  rule.unitId !== null || rule.positionId !== null || rule.professionId !== null;

export const requirementInputSchema = z.object({
  title: z
    .string({ error: m.errors.titleRequired })
    .trim()
    .min(1, m.errors.titleRequired)
    .max(REQUIREMENT_TITLE_MAX, m.errors.titleTooLong(REQUIREMENT_TITLE_MAX)),
  description: z
    .string()
    .trim()
    .max(REQUIREMENT_DESCRIPTION_MAX, m.errors.descriptionTooLong(REQUIREMENT_DESCRIPTION_MAX))
    .default(''),
  courseIds: z
    .array(z.uuid({ error: m.errors.courseNotFound }), { error: m.errors.coursesRequired })
    .min(1, m.errors.coursesRequired)
    .max(REQUIREMENT_COURSES_MAX, m.errors.tooManyCourses(REQUIREMENT_COURSES_MAX))
    .refine((ids) => new Set(ids).size === ids.length, m.errors.courseRepeated),
  inOrder: z.boolean().default(false),
  due: dueSchema,
  recurrence: recurrenceSchema.default({ kind: 'none' }),
  validityMonths: whole(1, MONTHS_MAX, m.errors.monthsInvalid(MONTHS_MAX)).nullable().default(null),
  recertifyDays: whole(0, RECERTIFY_DAYS_MAX, m.errors.windowInvalid(RECERTIFY_DAYS_MAX)).default(60),
  dueSoonDays: whole(0, DUE_SOON_DAYS_MAX, m.errors.windowInvalid(DUE_SOON_DAYS_MAX)).default(14),
  reminders: z
    .object({
      beforeDue: reminderDays.default([14, 7, 1]),
      whenOverdue: z.boolean().default(true),
      overdueEveryDays: whole(
        0,
        OVERDUE_EVERY_DAYS_MAX,
        m.errors.windowInvalid(OVERDUE_EVERY_DAYS_MAX),
      ).default(7),
      beforeExpiry: reminderDays.default([60, 30, 7]),
    })
    .default({ beforeDue: [14, 7, 1], whenOverdue: true, overdueEveryDays: 7, beforeExpiry: [60, 30, 7] }),
  rules: z
    .array(ruleSchema, { error: m.errors.rulesRequired })
    .min(1, m.errors.rulesRequired)
    .max(REQUIREMENT_RULES_MAX, m.errors.tooManyRules(REQUIREMENT_RULES_MAX)),
  exclusions: z
    .array(ruleSchema.refine(namesSomething, m.errors.exclusionEmpty))
    .max(REQUIREMENT_RULES_MAX, m.errors.tooManyRules(REQUIREMENT_RULES_MAX))
    .default([]),
});
export type RequirementInput = z.input<typeof requirementInputSchema>;
export type RequirementData = z.output<typeof requirementInputSchema>;

export const requirementIdParamsSchema = z.object({ id: z.uuid({ error: m.errors.notFound }) });

const ruleViewSchema = ruleSchema.extend({
  unitName: z.string().nullable(),
  positionName: z.string().nullable(),
  professionName: z.string().nullable(),
});

/** A requirement as its page shows it. */
export const requirementSchema = requirementInputSchema.extend({
  id: z.uuid(),
  state: z.enum(REQUIREMENT_STATES),
  courses: z.array(z.object({ id: z.uuid(), title: z.string() })),
  rules: z.array(ruleViewSchema),
  exclusions: z.array(ruleViewSchema),
  activatedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const requirementStatusCountsSchema = z.object(
  Object.fromEntries(ASSIGNMENT_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof ASSIGNMENT_STATUSES)[number],
    z.ZodNumber
  >,
);

/** A requirement in the list: what it asks, of how many, and how they stand. */
export const requirementSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  state: z.enum(REQUIREMENT_STATES),
  courses: z.number().int(),
  assigned: z.number().int(),
  counts: requirementStatusCountsSchema,
  updatedAt: z.string(),
});
export const requirementListSchema = z.object({ items: z.array(requirementSummarySchema) });
export type RequirementSummary = z.infer<typeof requirementSummarySchema>;

/** 'Afecta a 1.284 personas; 37 ya cumplen': what activating would do, as of today. */
export const requirementPreviewSchema = z.object({
  people: z.number().int(),
  alreadyCompliant: z.number().int(),
});
export type RequirementPreview = z.infer<typeof requirementPreviewSchema>;

/** An exemption an admin or the person's supervisor grants (docs/product/mandatory-training.md#exemptions). */
export const exemptionInputSchema = z.object({
  reason: z
    .string({ error: m.errors.reasonRequired })
    .trim()
    .min(1, m.errors.reasonRequired)
    .max(EXEMPTION_REASON_MAX, m.errors.reasonTooLong(EXEMPTION_REASON_MAX)),
  until: z.iso.date({ error: m.errors.exemptUntilInvalid }),
});
export type ExemptionInput = z.infer<typeof exemptionInputSchema>;

export const assignmentIdParamsSchema = z.object({ id: z.uuid({ error: m.errors.assignmentNotFound }) });

/** An assignment as it stands after a change. */
export const assignmentSchema = z.object({
  id: z.uuid(),
  requirementId: z.uuid(),
  profileId: z.uuid(),
  cycle: z.number().int(),
  status: z.enum(ASSIGNMENT_STATUSES),
  dueOn: z.iso.date(),
  completedOn: z.iso.date().nullable(),
  validUntil: z.iso.date().nullable(),
  exemptUntil: z.iso.date().nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** 'Mis obligaciones': where a person stands on each requirement, and the cycles behind them. */
export const myAssignmentSchema = z.object({
  id: z.uuid(),
  requirementId: z.uuid(),
  title: z.string(),
  cycle: z.number().int(),
  status: z.enum(ASSIGNMENT_STATUSES),
  dueOn: z.iso.date(),
  completedOn: z.iso.date().nullable(),
  /** The last day the completion that counts now counts: this cycle's, or the previous one's. */
  validUntil: z.iso.date().nullable(),
  exemptUntil: z.iso.date().nullable(),
  /** Where 'Ir al curso' goes: the first course of the path not yet completed, or the first. */
  courseId: z.uuid(),
});
export const pastCycleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  cycle: z.number().int(),
  /** The status it had when it closed or was withdrawn. */
  status: z.enum(ASSIGNMENT_STATUSES),
  assignedOn: z.iso.date(),
  endedOn: z.iso.date(),
  withdrawn: z.boolean(),
  completedOn: z.iso.date().nullable(),
  validUntil: z.iso.date().nullable(),
  certificates: z.array(z.object({ code: z.string(), courseTitle: z.string() })),
});
export const myAssignmentsSchema = z.object({
  current: z.array(myAssignmentSchema),
  history: z.array(pastCycleSchema),
});
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;
