import { z } from 'zod';
import { studentMessages } from '../messages';
import { TABLE_PAGES, pageQuery } from '../paging';

const m = studentMessages;

/** Every enrollment, those not finished yet, or those completed (progress 100 %). */
export const STUDENT_STATUS_FILTERS = ['all', 'in_progress', 'completed'] as const;
export type StudentStatusFilter = (typeof STUDENT_STATUS_FILTERS)[number];

export const studentListQuerySchema = z.object({
  courseId: z.uuid({ error: m.invalidCourse }).optional(),
  search: z.string().trim().max(120).optional(),
  status: z.enum(STUDENT_STATUS_FILTERS, { error: m.invalidStatus }).default('all'),
  ...pageQuery(TABLE_PAGES),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

/** The export takes the list's course, search and status, and every page of them. */
export const studentExportQuerySchema = studentListQuerySchema.omit({ page: true, pageSize: true });
export type StudentExportQuery = z.infer<typeof studentExportQuerySchema>;

/** One enrollment in one of the caller's courses: who, which course, how far, when last active. */
export const studentEnrollmentSchema = z.object({
  enrollmentId: z.uuid(),
  student: z.object({
    id: z.uuid(),
    names: z.string(),
    lastNames: z.string(),
    email: z.string(),
    urlImage: z.string().nullable(),
  }),
  course: z.object({ id: z.uuid(), title: z.string() }),
  progress: z.number().int(),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
  /** The latest lesson-progress write in the course, or the enrollment date. */
  lastActivityAt: z.string(),
});
export type StudentEnrollment = z.infer<typeof studentEnrollmentSchema>;

export const studentListSchema = z.object({
  items: z.array(studentEnrollmentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The caller's live courses (every course for an admin), for the course filter. */
  courses: z.array(z.object({ id: z.uuid(), title: z.string(), students: z.number().int() })),
});
export type StudentList = z.infer<typeof studentListSchema>;
