import { z } from 'zod';
import { TABLE_PAGE_SIZES } from '../constants';
import { sentMailMessages as m } from '../messages';
import { TABLE_PAGES, pageQuery } from '../paging';

/** 'Correo enviado', under the admin's settings. */
export const SENT_MAIL_PATH = '/dashboard/settings/mail';

/** The list counts at most this many messages; past it the total is a lower bound. */
export const MAIL_COUNT_LIMIT = 10_000;

/**
 * Where a message is: waiting to be sent (or retried), being sent, sent (to the relay, or written to
 * the outbox), or failed after its attempts (its error says why; 'Reintentar' is in 'Tareas
 * programadas').
 */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const mailListQuerySchema = z.object({
  state: z.enum(['all', ...MAIL_STATES], { error: m.invalidState }).default('all'),
  ...pageQuery({ ...TABLE_PAGES, maxPage: MAIL_COUNT_LIMIT / TABLE_PAGE_SIZES[0] }),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailSummarySchema = z.object({
  id: z.uuid(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** 'smtp', or 'outbox' when written to DATA_DIR/mail/. */
  transport: z.enum(['smtp', 'outbox']).nullable(),
  /** The .eml file in DATA_DIR/mail/, for the outbox. */
  fileName: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailListSchema = z.object({
  items: z.array(mailSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  /** Whether messages go to an SMTP relay or to DATA_DIR/mail/. */
  transport: z.enum(['smtp', 'outbox']),
});
export type MailList = z.infer<typeof mailListSchema>;

/** A message as it went out (or will), private links masked, the logo inline. */
export const renderedMailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type RenderedMailView = z.infer<typeof renderedMailSchema>;

export const mailDetailSchema = mailSummarySchema.extend({ rendered: renderedMailSchema });
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const mailTemplateSchema = z.object({
  name: z.string(),
  /** Whether a person may turn it off; security messages cannot be. */
  essential: z.boolean(),
});
export const mailTemplateListSchema = z.object({ items: z.array(mailTemplateSchema) });

export const mailIdParamsSchema = z.object({ id: z.uuid({ error: m.notFound }) });
export const mailTemplateParamsSchema = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/, m.notFound) });

/**
 * The kinds of email a person may turn off, and whether each is on until they choose
 * (docs/product/email.md#preferences): orders and certificates by email; comment replies and new
 * lessons only in the bell unless the person asks for them.
 */
export const MAIL_PREFERENCE_DEFAULTS = {
  orders: true,
  certificates: true,
  comments: false,
  lessons: false,
  training: true,
} as const;
export type MailPreferenceKind = keyof typeof MAIL_PREFERENCE_DEFAULTS;
export const MAIL_PREFERENCE_KINDS = Object.keys(MAIL_PREFERENCE_DEFAULTS) as MailPreferenceKind[];

export const mailPreferencesSchema = z.object({
  orders: z.boolean(),
  certificates: z.boolean(),
  comments: z.boolean(),
  lessons: z.boolean(),
  training: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** 'Dejar de recibir estos correos': the link's token (account, kind and proof), from the email. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: m.unsubscribeInvalid })
    .regex(/^[0-9a-f-]{36}\.[a-z]+\.[A-Za-z0-9_-]{43}$/, m.unsubscribeInvalid),
});
export const unsubscribeAnswerSchema = z.object({
  kind: z.enum(MAIL_PREFERENCE_KINDS as [MailPreferenceKind, ...MailPreferenceKind[]]),
  message: z.string(),
});

export const UNSUBSCRIBE_PATH = '/unsubscribe';
