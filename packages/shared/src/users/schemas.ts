import { z } from 'zod';
import { emailSchema, lastNamesSchema, namesSchema } from '../auth/schemas';
import { DOI_MAX_DIGITS, PHONE_MAX_DIGITS } from '../constants';
import { messages, placementMessages, userMessages } from '../messages';
import { TABLE_PAGES, keysetQuery, pageQuery } from '../paging';

const m = userMessages;
const su = messages.signUp;

export const USER_ROLE_FILTERS = ['all', 'ADMIN', 'INSTRUCTOR', 'STUDENT'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
/** Newest accounts first (the default), or by names. */
export const USER_SORTS = ['created', 'names'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * Days without signing in after which a user no longer counts as active
 * (docs/product/people.md#active-users-and-growth).
 */
export const ACTIVE_USER_DAYS = 30;

/** What narrows 'Lista de Usuarios': the search and the filters, which its total counts too. */
export const userListFilterSchema = z.object({
  search: z.string().trim().max(120).optional(),
  role: z.enum(USER_ROLE_FILTERS, { error: m.invalidRole }).default('all'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: m.invalidCountry })
    .optional(),
  /** People placed in this unit or any unit below it, as their primary or an additional one. */
  unit: z.uuid({ error: m.invalidUnit }).optional(),
  /** People holding this position. */
  position: z.uuid({ error: placementMessages.filters.invalidPosition }).optional(),
  /** People of this profession (the reference data's industry: 'Enfermería', 'Medicina'…). */
  profession: z.uuid({ error: placementMessages.filters.invalidProfession }).optional(),
});
export type UserListFilter = z.infer<typeof userListFilterSchema>;

export const userListQuerySchema = userListFilterSchema.extend({
  sort: z.enum(USER_SORTS, { error: m.invalidSort }).default('created'),
  ...pageQuery(TABLE_PAGES),
  ...keysetQuery(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** 'Exportar' takes the table's search, filters and order, and every page of them. */
export const userExportQuerySchema = userListQuerySchema.omit({ page: true, pageSize: true, after: true });
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

/**
 * A row of 'Lista de Usuarios' (docs/product/people.md#the-users-list): what the table shows,
 * nothing more.
 */
export const userSummarySchema = z.object({
  id: z.uuid(),
  names: z.string(),
  lastNames: z.string(),
  /** what tells two people of the same name apart, and where the academy writes to them */
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  urlImage: z.string().nullable(),
  createdAt: z.string(),
  role: z.object({ code: z.string(), name: z.string() }),
  /** Whether the account signs in with a second factor (an admin may reset it). */
  mfaEnabled: z.boolean(),
  /**
   * Set while the person has not chosen their password yet ('Invitación pendiente'): when their
   * latest invitation's link stops working (null if none was sent). Null once they have one.
   */
  invitation: z.object({ expiresAt: z.string().nullable() }).nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * The stat cards (docs/product/people.md#user-stat-cards), over everyone the caller may see,
 * whatever the filters. `growthPercent` compares this calendar month's new accounts with last
 * month's (null when last month had none); `instructors` is for admins only.
 */
export const userStatsSchema = z.object({
  total: z.number().int(),
  growthPercent: z.number().int().nullable(),
  active: z.number().int(),
  activePercent: z.number().int(),
  instructors: z.number().int().nullable(),
  students: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** A page of 'Lista de Usuarios' (docs/product/interface.md#counting-once-per-visit). */
export const userListSchema = z.object({
  items: z.array(userSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** the `after` that reads the page after this one; null on the last page */
  next: z.uuid().nullable(),
});
export type UserList = z.infer<typeof userListSchema>;

/** How many people the search and filters find, and the stat cards: read once per visit, not per page. */
export const userTotalsSchema = z.object({
  total: z.number().int(),
  stats: userStatsSchema,
});
export type UserTotals = z.infer<typeof userTotalsSchema>;

export const USER_ROLES = ['ADMIN', 'INSTRUCTOR', 'STUDENT'] as const;

/**
 * The 'Editar Perfil' drawer (docs/product/people.md#editing-an-account): names, last names and
 * phone, with the registration's rules (the phone may be left empty here), and the role for admins.
 */
export const updateUserSchema = z.object({
  names: namesSchema,
  lastNames: lastNamesSchema,
  phone: z
    .string({ error: messages.signUp.phoneDigitsOnly })
    .trim()
    .regex(/^\d*$/, messages.signUp.phoneDigitsOnly)
    .max(PHONE_MAX_DIGITS, messages.signUp.phoneTooLong)
    .transform((phone) => phone || null),
  role: z.enum(USER_ROLES, { error: m.invalidRole }),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUserData = z.output<typeof updateUserSchema>;

/** An empty form field is no value: the admin may leave the document for the person to add. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * 'Nuevo Usuario' (docs/product/people.md#creating-an-account): no password; the person gets an
 * invitation to choose their own. The identity document is optional, but as a pair: its type and its number,
 * digits only as at registration, so that the person's certificates can carry it.
 */
export const createUserSchema = z
  .object({
    email: emailSchema,
    names: namesSchema,
    lastNames: lastNamesSchema,
    role: z.enum(USER_ROLES, { error: m.invalidRole }),
    idDocumentType: z.preprocess(blankAsMissing, z.uuid({ error: m.documentTypeRequired }).optional()),
    doi: z.preprocess(
      blankAsMissing,
      z.string().trim().regex(/^\d+$/, su.doiDigitsOnly).max(DOI_MAX_DIGITS, su.doiTooLong).optional(),
    ),
  })
  .superRefine((user, ctx) => {
    if (user.doi && !user.idDocumentType) {
      ctx.addIssue({ code: 'custom', path: ['idDocumentType'], message: m.documentTypeRequired });
    }
    if (user.idDocumentType && !user.doi) {
      ctx.addIssue({ code: 'custom', path: ['doi'], message: m.doiRequired });
    }
  });
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserData = z.output<typeof createUserSchema>;
