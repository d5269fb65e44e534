import { z } from 'zod';
import {
  LESSON_CONTENT_CODES,
  LESSON_DESCRIPTION_MAX_LENGTH,
  LESSON_TITLE_MAX_LENGTH,
  SHORT_DESCRIPTION_MAX_LENGTH,
  type LessonContentCode,
} from '../constants';
import { messages } from '../messages';

const f = messages.courses.form;
const u = messages.uploads;

export const COURSE_TITLE_MAX_LENGTH = 200;
export const COURSE_DESCRIPTION_MAX_LENGTH = 20_000;
export const LESSON_TEXT_MAX_LENGTH = 100_000;
export const COURSE_MAX_HOURS = 10_000;
export const LESSON_MAX_MINUTES = 6_000;
export const COURSE_MAX_PRICE = 99_999_999.99;
export const COURSE_MAX_MODULES = 100;
export const MODULE_MAX_LESSONS = 200;

const LESSON_TYPES = Object.values(LESSON_CONTENT_CODES) as [LessonContentCode, ...LessonContentCode[]];

function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** Numbers arrive as numbers; an empty field is "required", not "0". */
function requiredNumber(required: string, max: number, tooLarge: string) {
  return z.number({ error: required }).min(0, f.notNegative).max(max, tooLarge);
}

/** Money and hours are stored with two decimals (numeric(12,2), numeric(7,2)). */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const uploadId = (required: string) => z.uuid({ error: required });

/** http(s) only: a `javascript:` link in a lesson would run in the student's browser. */
const webUrl = z
  .string({ error: f.urlRequired })
  .trim()
  .min(1, f.urlRequired)
  .max(2000, f.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, f.urlInvalid);

/**
 * A lesson as the form submits it. `id` marks a lesson that already exists; a new video or pdf
 * lesson brings `uploadId` (a finished upload), an existing one keeps its file unless a new upload
 * replaces it. Text lessons carry text and link lessons a URL
 * (docs/product/courses.md#lesson-kinds).
 */
export const lessonInputSchema = z
  .object({
    id: z.uuid().optional(),
    title: requiredText(f.titleRequired, LESSON_TITLE_MAX_LENGTH, f.titleTooLong),
    description: requiredText(f.descriptionRequired, LESSON_DESCRIPTION_MAX_LENGTH, f.descriptionTooLong),
    estimatedDurationMinutes: requiredNumber(f.minutesRequired, LESSON_MAX_MINUTES, f.minutesTooLarge).int(
      f.minutesWhole,
    ),
    contentType: z.enum(LESSON_TYPES, { error: f.contentTypeRequired }),
    contentText: z.string().max(LESSON_TEXT_MAX_LENGTH, f.textTooLong).optional(),
    contentUrl: z.string().optional(),
    uploadId: z.uuid({ error: u.lessonFileRequired }).optional(),
  })
  .superRefine((lesson, ctx) => {
    const code = lesson.contentType;
    if (code === LESSON_CONTENT_CODES.text && !lesson.contentText?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['contentText'], message: f.textRequired });
    }
    if (code === LESSON_CONTENT_CODES.externalLink) {
      const parsed = webUrl.safeParse(lesson.contentUrl ?? '');
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['contentUrl'], message: parsed.error.issues[0]!.message });
      }
    }
    const needsFile = code === LESSON_CONTENT_CODES.video || code === LESSON_CONTENT_CODES.pdf;
    if (needsFile && !lesson.id && !lesson.uploadId) {
      ctx.addIssue({ code: 'custom', path: ['uploadId'], message: u.lessonFileRequired });
    }
  });
export type LessonInput = z.infer<typeof lessonInputSchema>;

export const moduleInputSchema = z.object({
  id: z.uuid().optional(),
  title: requiredText(f.titleRequired, LESSON_TITLE_MAX_LENGTH, f.titleTooLong),
  description: z.string().trim().max(LESSON_DESCRIPTION_MAX_LENGTH, f.descriptionTooLong).optional(),
  lessons: z.array(lessonInputSchema).max(MODULE_MAX_LESSONS, f.tooManyLessons),
});
export type ModuleInput = z.infer<typeof moduleInputSchema>;

const courseFields = {
  title: requiredText(f.titleRequired, COURSE_TITLE_MAX_LENGTH, f.titleTooLong),
  shortDescription: requiredText(
    f.shortDescriptionRequired,
    SHORT_DESCRIPTION_MAX_LENGTH,
    f.shortDescriptionTooLong,
  ),
  description: requiredText(f.descriptionRequired, COURSE_DESCRIPTION_MAX_LENGTH, f.descriptionTooLong),
  estimatedDurationHours: requiredNumber(f.hoursRequired, COURSE_MAX_HOURS, f.hoursTooLarge).refine(
    hasAtMostTwoDecimals,
    f.hoursCents,
  ),
  price: z
    .number({ error: f.priceInvalid })
    .min(0, f.notNegative)
    .max(COURSE_MAX_PRICE, f.priceInvalid)
    // Cents, not binary fractions: 19.99 * 100 is 1998.9999999999998.
    .refine(hasAtMostTwoDecimals, f.priceCents),
  coinId: z.uuid({ error: f.coinRequired }),
  languageId: z.uuid({ error: f.languageRequired }),
  difficultyLevelId: z.uuid({ error: f.difficultyRequired }),
  industryId: z.uuid({ error: f.industryRequired }),
  specialtyId: z.uuid({ error: f.specialtyRequired }),
  /** Admins may create a course for another instructor; for instructors it is always themselves. */
  instructorId: z.uuid().optional(),
  isPublished: z.boolean({ error: f.publishedInvalid }),
  modules: z.array(moduleInputSchema).max(COURSE_MAX_MODULES, f.tooManyModules),
};

/** The form is valid only if at least one module has lessons (docs/product/courses.md#validation). */
function requireLessons(course: { modules: ModuleInput[] }, ctx: z.RefinementCtx) {
  if (!course.modules.some((module) => module.lessons.length > 0)) {
    ctx.addIssue({ code: 'custom', path: ['modules'], message: messages.courses.needsModuleAndLesson });
  }
}

/**
 * POST /api/courses: a new course needs its thumbnail and preview video
 * (docs/product/courses.md#validation).
 */
export const createCourseSchema = z
  .object({
    ...courseFields,
    thumbnailUploadId: uploadId(u.thumbnailRequired),
    previewVideoUploadId: uploadId(u.previewVideoRequired),
  })
  .superRefine(requireLessons);
export type CreateCourseInput = z.infer<typeof createCourseSchema>;

/** PUT /api/courses/{id}: files are replaced only when a new upload is named. */
export const updateCourseSchema = z
  .object({
    ...courseFields,
    thumbnailUploadId: z.uuid({ error: u.thumbnailRequired }).optional(),
    previewVideoUploadId: z.uuid({ error: u.previewVideoRequired }).optional(),
  })
  .superRefine(requireLessons);
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;

export const savedCourseSchema = z.object({ id: z.uuid(), message: z.string() });
export type SavedCourse = z.infer<typeof savedCourseSchema>;

/** GET /api/courses/{id}/edit: everything the form needs to edit a course, for its managers only. */
export const courseEditSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  estimatedDurationHours: z.number(),
  price: z.number(),
  coinId: z.uuid(),
  languageId: z.uuid(),
  difficultyLevelId: z.uuid(),
  industryId: z.uuid(),
  specialtyId: z.uuid(),
  instructorId: z.uuid(),
  isPublished: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  previewVideoUrl: z.string().nullable(),
  modules: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      description: z.string().nullable(),
      isPublished: z.boolean(),
      lessons: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          description: z.string(),
          estimatedDurationMinutes: z.number().int(),
          contentType: z.string(),
          contentText: z.string().nullable(),
          contentUrl: z.string().nullable(),
          /** A signed link to the lesson's video or PDF. */
          fileUrl: z.string().nullable(),
          /** A video's length in seconds, read from its file; null when it did not say, or not a video. */
          videoSeconds: z.number().nullable(),
          isPublished: z.boolean(),
        }),
      ),
    }),
  ),
  /** The images its text lessons show, by image id (`imagen:{id}` in a text), each signed for the caller. */
  images: z.record(z.string(), z.string()),
});
export type CourseEdit = z.infer<typeof courseEditSchema>;
