import { z } from 'zod';
import { TABLE_PAGE_SIZES } from '../constants';
import { securityLogMessages } from '../messages';
import { TABLE_PAGES, pageQuery } from '../paging';

const m = securityLogMessages;

/**
 * What the security log records. The database keeps the type as text without a check, so a new
 * kind of event (the second factor's enrolment and challenges, for one) is added here, with its
 * label in the catalogue, and needs no migration.
 */
export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_lockout',
  'permission_denied',
  'password_change',
  'password_reset',
  'sign_out_everywhere',
  'session_revoked',
  'user_creation',
  'invitation_sent',
  'invitation_accepted',
  'role_change',
  'supervision_change',
  'user_deletion',
  'data_export',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_challenge',
  'mfa_recovery_code_used',
  'mfa_recovery_codes_regenerated',
  'mfa_reset',
  'mfa_policy_change',
  'sso_settings_change',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SECURITY_EVENT_OUTCOMES = ['success', 'failure'] as const;
export type SecurityEventOutcome = (typeof SECURITY_EVENT_OUTCOMES)[number];

/** The exports of personal data, each recorded when it is downloaded. */
export const PERSONAL_DATA_EXPORTS = ['users', 'students', 'orders'] as const;
export type PersonalDataExport = (typeof PERSONAL_DATA_EXPORTS)[number];

/**
 * What an event adds to who, when and where: flat values only (an attempted email, the refused
 * method and path, the roles before and after), never a password or a token.
 */
export const securityEventDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type SecurityEventDetails = z.infer<typeof securityEventDetailsSchema>;

/**
 * The list counts at most this many matching events: an exact count of a log that only grows
 * would get slower every month. Past it, the list says 'más de' and the dates narrow it down.
 */
export const SECURITY_EVENT_COUNT_LIMIT = 10_000;

/** 'Registro de seguridad', the admins' screen. */
export const SECURITY_LOG_PATH = '/dashboard/security';

/**
 * A calendar day, yyyy-MM-dd, that exists (not 2026-02-30) in years a log can hold: the database
 * would refuse a day it cannot store, and the list would fail instead of saying why.
 */
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= '1900' && day < '3000';
};
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.invalidDate)
  .refine(isCalendarDay, m.invalidDate)
  .optional();

/**
 * The list's filters: the kind of event, its outcome, text matching the person who acted or the
 * one it concerned (names or email; an attempted sign-in's email counts as the latter), and a
 * range of days (UTC calendar days, both included), newest first.
 */
export const securityEventListQuerySchema = z
  .object({
    type: z.enum(['all', ...SECURITY_EVENT_TYPES], { error: m.invalidType }).default('all'),
    outcome: z.enum(['all', ...SECURITY_EVENT_OUTCOMES], { error: m.invalidOutcome }).default('all'),
    actor: z.string().trim().max(120, m.searchTooLong).optional(),
    target: z.string().trim().max(120, m.searchTooLong).optional(),
    from: dayParam,
    to: dayParam,
    // No page lies past what the list counts, even at the smallest size.
    ...pageQuery({ ...TABLE_PAGES, maxPage: SECURITY_EVENT_COUNT_LIMIT / TABLE_PAGE_SIZES[0] }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: m.invalidRange,
    path: ['to'],
  });
export type SecurityEventListQuery = z.infer<typeof securityEventListQuerySchema>;

const personSchema = z.object({
  id: z.uuid(),
  names: z.string(),
  lastNames: z.string(),
  email: z.string(),
});
export type SecurityEventPerson = z.infer<typeof personSchema>;

/** One event as the admin reads it: who (null: nobody signed in), whom, when, from where. */
export const securityEventSchema = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  type: z.enum(SECURITY_EVENT_TYPES),
  outcome: z.enum(SECURITY_EVENT_OUTCOMES),
  actor: personSchema.nullable(),
  target: personSchema.nullable(),
  sessionId: z.uuid().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: securityEventDetailsSchema,
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventListSchema = z.object({
  items: z.array(securityEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many events match, counted up to SECURITY_EVENT_COUNT_LIMIT. */
  total: z.number().int(),
  /** More events match than were counted. */
  totalIsLowerBound: z.boolean(),
});
export type SecurityEventList = z.infer<typeof securityEventListSchema>;
