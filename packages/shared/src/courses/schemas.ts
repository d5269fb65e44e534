import { z } from 'zod';
import { messages } from '../messages';

const m = messages.courses;

/** SPEC.md §2 sort options. */
export const COURSE_SORTS = [
  'updated',
  'created',
  'title',
  'instructor',
  'enrollments',
  'rating',
  'revenue',
] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** SPEC.md §6: revenue is a manager's figure; a student's list neither offers nor applies it. */
export const STUDENT_COURSE_SORTS = COURSE_SORTS.filter((sort) => sort !== 'revenue');

export const COURSE_STATUSES = ['all', 'published', 'draft'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const COURSE_PAGE_SIZE_MAX = 50;

/** The catalogue query: students always get published courses; the status filter is for managers. */
export const courseListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  status: z.enum(COURSE_STATUSES, { error: m.invalidStatus }).default('all'),
  sort: z.enum(COURSE_SORTS, { error: m.invalidSort }).default('updated'),
  page: z.coerce.number({ error: m.invalidPage }).int(m.invalidPage).min(1, m.invalidPage).default(1),
  pageSize: z.coerce
    .number({ error: m.invalidPage })
    .int(m.invalidPage)
    .min(1, m.invalidPage)
    .max(COURSE_PAGE_SIZE_MAX, m.invalidPage)
    .default(12),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

const named = z.object({ id: z.uuid(), name: z.string() });

export const courseSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  shortDescription: z.string(),
  price: z.number(),
  coin: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
  isPublished: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  estimatedDurationHours: z.number(),
  enrollmentCount: z.number().int(),
  completionCount: z.number().int(),
  ratingAverage: z.number(),
  instructor: z.object({ id: z.uuid(), names: z.string(), lastNames: z.string() }),
  industry: named,
  specialty: named,
  difficultyLevel: named,
  language: named,
  totalModules: z.number().int(),
  totalLessons: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseListSchema = z.object({
  items: z.array(courseSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The summary cards' figures: for managers only (students see no summary). */
  totals: z
    .object({
      courses: z.number().int(),
      enrollments: z.number().int(),
      averageRating: z.number(),
      /**
       * Approved orders of the listed courses, one entry per currency (never summed across
       * currencies), with 0 for a listed course's currency that has none yet (DECISIONS.md §2).
       */
      revenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
    })
    .nullable(),
});
export type CourseList = z.infer<typeof courseListSchema>;

const lessonOutline = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  contentType: z.object({ code: z.string(), name: z.string() }),
  estimatedDurationMinutes: z.number().int(),
  orderIndex: z.number().int(),
});

/** The caller's live enrollment in a course, if any: it turns 'Inscribirse' into 'Continuar'. */
export const viewerEnrollmentSchema = z.object({
  progress: z.number().int(),
  completedAt: z.string().nullable(),
  lastLessonId: z.uuid().nullable(),
});
export type ViewerEnrollment = z.infer<typeof viewerEnrollmentSchema>;

/**
 * Where the viewer stands with buying a paid course (DECISIONS.md §6): in their cart ('En el
 * carrito'), or in an order awaiting payment ('Pago pendiente'), which replace 'Agregar al Carrito'.
 */
export const viewerPurchaseSchema = z.object({
  inCart: z.boolean(),
  pendingOrder: z.object({ id: z.uuid(), code: z.string() }).nullable(),
});
export type ViewerPurchase = z.infer<typeof viewerPurchaseSchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  description: z.string(),
  previewVideoUrl: z.string().nullable(),
  modules: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      description: z.string().nullable(),
      orderIndex: z.number().int(),
      estimatedDurationMinutes: z.number().int(),
      lessons: z.array(lessonOutline),
    }),
  ),
  viewerEnrollment: viewerEnrollmentSchema.nullable(),
  viewerPurchase: viewerPurchaseSchema,
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
