import { z } from 'zod';
import { teamMessages as m } from '../messages';
import { TABLE_PAGES, keysetQuery, pageQuery } from '../paging';
import { placementSchema } from './placement';

/** 'Mi equipo', a supervisor's screen (docs/product/organisation.md#supervisors). */
export const TEAM_PATH = '/dashboard/team';

/** What narrows 'Mi equipo': the search and the unit, which its total counts too. */
export const teamListFilterSchema = z.object({
  search: z.string().trim().max(120, m.searchTooLong).optional(),
  /** one of the viewer's team's units: its people and those of the units below it */
  unit: z.uuid({ error: m.invalidUnit }).optional(),
});
export type TeamListFilter = z.infer<typeof teamListFilterSchema>;

export const teamListQuerySchema = teamListFilterSchema.extend({
  ...pageQuery(TABLE_PAGES),
  ...keysetQuery(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

/** A person of the team as the list shows them: who, where, and their training at a glance. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  names: z.string(),
  lastNames: z.string(),
  email: z.string(),
  urlImage: z.string().nullable(),
  /** their primary unit's path below the academy; null if they have none */
  unit: z.string().nullable(),
  position: z.string().nullable(),
  enrollments: z.number().int(),
  completed: z.number().int(),
  certificates: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A page of 'Mi equipo' (docs/product/interface.md#counting-once-per-visit). */
export const teamListSchema = z.object({
  items: z.array(teamMemberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** the `after` that reads the page after this one; null on the last page */
  next: z.uuid().nullable(),
});
export type TeamList = z.infer<typeof teamListSchema>;

/** How many people the search and unit find: read once per visit, not per page. */
export const teamTotalsSchema = z.object({ total: z.number().int() });
export type TeamTotals = z.infer<typeof teamTotalsSchema>;

/** The units of the viewer's team, in the tree's order: the unit filter's choices. */
export const teamUnitsSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), path: z.string(), depth: z.number().int() })),
});
export type TeamUnits = z.infer<typeof teamUnitsSchema>;

/** One enrollment of a person of the team, with its progress, completion and certificate. */
export const teamEnrollmentSchema = z.object({
  courseId: z.uuid(),
  title: z.string(),
  enrolledAt: z.string(),
  progress: z.number().int(),
  completedAt: z.string().nullable(),
  certificate: z.object({ code: z.string(), issuedAt: z.string() }).nullable(),
});
export type TeamEnrollment = z.infer<typeof teamEnrollmentSchema>;

/** A person of the team in full: their place, and every course they are enrolled in. */
export const teamMemberDetailSchema = z.object({
  id: z.uuid(),
  names: z.string(),
  lastNames: z.string(),
  email: z.string(),
  urlImage: z.string().nullable(),
  placement: placementSchema,
  enrollments: z.array(teamEnrollmentSchema),
});
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;
