import { z } from 'zod';
import { messages } from '../messages';
import { CARD_PAGES, pageQuery } from '../paging';

const m = messages.courses;

/** The list's sort options (docs/product/courses.md#sort-options). */
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

/**
 * Revenue is a manager's figure; a student's list neither offers nor applies it
 * (docs/product/courses.md#sort-options).
 */
export const STUDENT_COURSE_SORTS = COURSE_SORTS.filter((sort) => sort !== 'revenue');

export const COURSE_STATUSES = ['all', 'published', 'draft'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The catalogue's price filter: free courses (price 0) or paid ones. */
export const COURSE_PRICE_FILTERS = ['free', 'paid'] as const;
export type CoursePriceFilter = (typeof COURSE_PRICE_FILTERS)[number];

/**
 * The catalogue's duration filter, by the course's hours: from (included) and to (excluded, none
 * for the last). Ranges a nurse plans a shift around: a short course, an afternoon, a week.
 */
export const COURSE_DURATION_RANGES = {
  upTo2: { from: 0, to: 2 },
  from2To5: { from: 2, to: 5 },
  from5To10: { from: 5, to: 10 },
  over10: { from: 10, to: null },
} as const satisfies Record<string, { from: number; to: number | null }>;
export type CourseDurationRange = keyof typeof COURSE_DURATION_RANGES;
export const COURSE_DURATIONS = Object.keys(COURSE_DURATION_RANGES) as CourseDurationRange[];

/** The catalogue's filters (issue 18, item 4): one value each, all optional. */
export const courseFiltersSchema = z.object({
  industry: z.uuid({ error: m.invalidFilter }).optional(),
  specialty: z.uuid({ error: m.invalidFilter }).optional(),
  level: z.uuid({ error: m.invalidFilter }).optional(),
  language: z.uuid({ error: m.invalidFilter }).optional(),
  price: z.enum(COURSE_PRICE_FILTERS, { error: m.invalidFilter }).optional(),
  duration: z
    .enum(COURSE_DURATIONS as [CourseDurationRange, ...CourseDurationRange[]], { error: m.invalidFilter })
    .optional(),
});
export type CourseFilters = z.infer<typeof courseFiltersSchema>;
export const COURSE_FILTER_KEYS = Object.keys(courseFiltersSchema.shape) as Array<keyof CourseFilters>;

/** The catalogue query: students always get published courses; the status filter is for managers. */
export const courseListQuerySchema = courseFiltersSchema.extend({
  search: z.string().trim().max(120).optional(),
  status: z.enum(COURSE_STATUSES, { error: m.invalidStatus }).default('all'),
  sort: z.enum(COURSE_SORTS, { error: m.invalidSort }).default('updated'),
  ...pageQuery(CARD_PAGES),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** The filters' counts are asked with the list's search, status and filters. */
export const courseFacetsQuerySchema = courseListQuerySchema.pick({
  search: true,
  status: true,
  industry: true,
  specialty: true,
  level: true,
  language: true,
  price: true,
  duration: true,
});
export type CourseFacetsQuery = z.infer<typeof courseFacetsQuerySchema>;

const facetOption = z.object({ id: z.uuid(), name: z.string(), count: z.number().int() });

/**
 * How many courses each filter value would list, given the search and the other filters (a
 * value's own filter is left out, so choosing an area still shows how many each other area has).
 * Reference values without courses are left out; price and duration list every value.
 */
export const courseFacetsSchema = z.object({
  industries: z.array(facetOption),
  specialties: z.array(facetOption),
  levels: z.array(facetOption),
  languages: z.array(facetOption),
  prices: z.array(z.object({ value: z.enum(COURSE_PRICE_FILTERS), count: z.number().int() })),
  durations: z.array(
    z.object({
      value: z.enum(COURSE_DURATIONS as [CourseDurationRange, ...CourseDurationRange[]]),
      count: z.number().int(),
    }),
  ),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

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
  /** the plain mean of the stars, to two decimals; 0 while ratingCount is 0 (show no average then) */
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
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
      /** the mean of every rating of the listed courses; null when none has one */
      averageRating: z.number().nullable(),
      ratingCount: z.number().int(),
      /**
       * Approved orders of the listed courses, one entry per currency (never summed across
       * currencies), with 0 for a listed course's currency that has none yet
       * (docs/product/courses.md#manager-summary).
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
 * Where the viewer stands with buying a paid course (docs/product/orders.md#the-course-page): in
 * their cart ('En el carrito'), or in an order awaiting payment ('Pago pendiente'), which replace
 * 'Agregar al Carrito'.
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
