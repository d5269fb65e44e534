import { z } from 'zod';
import { courseSummarySchema, viewerEnrollmentSchema } from '../courses/schemas';
import { messages } from '../messages';
import { CARD_PAGES, pageQuery } from '../paging';
import { completionReadinessSchema } from './lesson-evidence';

const m = messages.learning;

/** The longest video position the player may store: a day, far beyond any lesson. */
export const RESUME_POSITION_MAX_SECONDS = 24 * 60 * 60;

export const enrollmentCreatedSchema = z.object({ message: z.string() });
export type EnrollmentCreated = z.infer<typeof enrollmentCreatedSchema>;

export const playerLessonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  /**
   * The lesson content code (docs/product/courses.md#lesson-content-codes): '01' video, '02' text,
   * '03' pdf, '04' external link.
   */
  contentType: z.string(),
  estimatedDurationMinutes: z.number().int(),
  completed: z.boolean(),
  /** Where the caller left the video, in seconds (0 when never played or not a video). */
  positionSeconds: z.number(),
  /** Text lessons only: the text as written; the player shows it safely. */
  contentText: z.string().nullable(),
  /** External-link lessons only. */
  contentUrl: z.string().nullable(),
  /** Video and pdf lessons only: a signed, expiring link to the file. */
  mediaUrl: z.string().nullable(),
  /** Whether the caller's recorded evidence lets them complete it now, and if not, why. */
  completion: completionReadinessSchema,
});
export type PlayerLesson = z.infer<typeof playerLessonSchema>;

/**
 * What the course player needs. `review` is the instructor's or an admin's view: every lesson,
 * nothing recorded, progress 0.
 */
export const coursePlayerSchema = viewerEnrollmentSchema.extend({
  course: z.object({
    id: z.uuid(),
    title: z.string(),
    instructor: z.object({ names: z.string(), lastNames: z.string() }),
  }),
  review: z.boolean(),
  modules: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      description: z.string().nullable(),
      lessons: z.array(playerLessonSchema),
    }),
  ),
  /** The images its text lessons show, by image id (`imagen:{id}` in a text), each signed for the caller. */
  images: z.record(z.string(), z.string()),
});
export type CoursePlayer = z.infer<typeof coursePlayerSchema>;

export const lessonCompletionSchema = z.object({
  progress: z.number().int(),
  completedAt: z.string().nullable(),
  lessonCompleted: z.literal(true),
  /** The certificate issued by this completion, if it completed the course for the first time. */
  certificateCode: z.string().nullable(),
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

const videoSeconds = (error: string) =>
  z.number({ error }).min(0, error).max(RESUME_POSITION_MAX_SECONDS, error);

/** The longest PDF the player reports pages of. */
export const PDF_PAGES_MAX = 100_000;
const pageNumber = z
  .number({ error: m.pageInvalid })
  .int(m.pageInvalid)
  .min(1, m.pageInvalid)
  .max(PDF_PAGES_MAX, m.pageInvalid);

/**
 * Where the student is (the lesson opened last and, for a video, the position reached) and what
 * the player saw of the lesson, the evidence a completion needs (learning/lesson-evidence.ts):
 * a stretch of video played without a jump, the lesson opened (a text shown, a PDF loaded, a
 * link clicked), a text scrolled to its end, a PDF page shown with the document's page count.
 */
export const resumePointSchema = z.object({
  lessonId: z.uuid({ error: m.lessonInvalid }),
  positionSeconds: videoSeconds(m.positionInvalid).optional(),
  watched: z
    .object({
      fromSeconds: videoSeconds(m.watchedRangeInvalid),
      toSeconds: videoSeconds(m.watchedRangeInvalid),
    })
    .refine((range) => range.toSeconds >= range.fromSeconds, m.watchedRangeInvalid)
    .optional(),
  opened: z.literal(true, { error: m.lessonInvalid }).optional(),
  reachedEnd: z.literal(true, { error: m.lessonInvalid }).optional(),
  page: z
    .object({ number: pageNumber, count: pageNumber })
    .refine((page) => page.number <= page.count, m.pageInvalid)
    .optional(),
});
export type ResumePoint = z.infer<typeof resumePointSchema>;

/** The answer to a resume save: the lesson's readiness after what it recorded. */
export const resumeSavedSchema = z.object({ completion: completionReadinessSchema });
export type ResumeSaved = z.infer<typeof resumeSavedSchema>;

/** 'Mis Cursos' sort options (docs/product/learning.md#search-sort-and-pages). */
export const MY_COURSE_SORTS = ['updated', 'rating'] as const;
export type MyCourseSort = (typeof MY_COURSE_SORTS)[number];

export const myCoursesQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  sort: z.enum(MY_COURSE_SORTS, { error: m.invalidSort }).default('updated'),
  ...pageQuery(CARD_PAGES),
});
export type MyCoursesQuery = z.infer<typeof myCoursesQuerySchema>;

/** A 'Mis Cursos' card: the course as the catalogue shows it, and the caller's progress in it. */
export const myCourseSchema = z.object({
  course: courseSummarySchema.pick({
    id: true,
    title: true,
    shortDescription: true,
    thumbnailUrl: true,
    price: true,
    coin: true,
    estimatedDurationHours: true,
    ratingAverage: true,
    instructor: true,
    specialty: true,
    totalModules: true,
    totalLessons: true,
  }),
  progress: z.number().int(),
  completedAt: z.string().nullable(),
  lastLessonId: z.uuid().nullable(),
  enrolledAt: z.string(),
  updatedAt: z.string(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

export const myCoursesSchema = z.object({
  items: z.array(myCourseSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MyCourses = z.infer<typeof myCoursesSchema>;

/** A module of an enrolled course on the progress page: its live lessons and how many are done. */
export const moduleProgressSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

/**
 * One enrollment on the progress page (docs/product/learning.md#my-progress-page): the course, the
 * caller's progress in it, module by module. `lastActivityAt` is the latest lesson-progress write,
 * or the enrollment date.
 */
export const courseProgressSchema = z.object({
  course: courseSummarySchema.pick({ id: true, title: true, thumbnailUrl: true, instructor: true }),
  progress: z.number().int(),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  modules: z.array(moduleProgressSchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** The caller's progress across their courses, newest activity first, with the summary figures. */
export const myProgressSchema = z.object({
  summary: z.object({
    courses: z.number().int(),
    completed: z.number().int(),
    /** The rounded mean of the courses' progress; 0 without courses. */
    averageProgress: z.number().int(),
  }),
  items: z.array(courseProgressSchema),
});
export type MyProgress = z.infer<typeof myProgressSchema>;
