import { z } from 'zod';
import { cleanCommentBody } from '../comments/schemas';
import { messages, reviewMessages } from '../messages';

/**
 * Course ratings and reviews (issue 18, item 8; docs/product/ratings.md): what a student sends,
 * what the course page and the reviews list receive, and the limits both sides enforce.
 */

export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
/** At most this many characters (UTF-16 units, as a textarea's maxLength counts them) after cleaning. */
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REVIEW_PAGE_SIZE_DEFAULT = 5;
export const REVIEW_PAGE_SIZE_MAX = 50;

/** Why a person may or may not rate a course; only 'allowed' gets the form. */
export const RATING_ELIGIBILITIES = ['allowed', 'notEnrolled', 'underHalf', 'manages'] as const;
export type RatingEligibility = (typeof RATING_ELIGIBILITIES)[number];

const m = reviewMessages;

/**
 * A review is plain text, cleaned as a comment is (no control characters, Unix newlines, no
 * surrounding blanks): whoever shows it renders it as text, never as HTML. Empty means none.
 */
export const reviewTextSchema = z
  .string({ error: m.reviewInvalid })
  .overwrite(cleanCommentBody)
  .max(REVIEW_TEXT_MAX_LENGTH, m.reviewTooLong(REVIEW_TEXT_MAX_LENGTH));

export const saveRatingSchema = z.object({
  stars: z
    .number({ error: m.starsRequired })
    .int(m.starsRequired)
    .min(RATING_STARS_MIN, m.starsRequired)
    .max(RATING_STARS_MAX, m.starsRequired),
  /** optional; empty or absent: a rating without a review */
  review: reviewTextSchema.nullish(),
});
export type SaveRatingInput = z.input<typeof saveRatingSchema>;

export const ratingCourseParamsSchema = z.object({ id: z.uuid({ error: messages.courses.notFound }) });

const pageQuery = {
  /** nextCursor of the previous page; absent for the most recent reviews */
  cursor: z.string().max(200, m.invalidCursor).optional(),
  limit: z.coerce
    .number({ error: m.invalidLimit(REVIEW_PAGE_SIZE_MAX) })
    .int(m.invalidLimit(REVIEW_PAGE_SIZE_MAX))
    .min(1, m.invalidLimit(REVIEW_PAGE_SIZE_MAX))
    .max(REVIEW_PAGE_SIZE_MAX, m.invalidLimit(REVIEW_PAGE_SIZE_MAX))
    .default(REVIEW_PAGE_SIZE_DEFAULT),
};

export const courseReviewsQuerySchema = z.object(pageQuery);
export type CourseReviewsQuery = z.input<typeof courseReviewsQuerySchema>;

/** 'Reseñas': one course of the caller's, or every course they manage. */
export const managedReviewsQuerySchema = z.object({
  course: z.uuid({ error: messages.courses.notFound }).optional(),
  ...pageQuery,
});
export type ManagedReviewsQuery = z.input<typeof managedReviewsQuerySchema>;

/** A course's ratings at a glance; the average is null until someone rates it. */
export const ratingSummarySchema = z.object({
  /** the plain mean of the stars, to two decimals; show it with one */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const courseReviewSchema = z.object({
  id: z.uuid(),
  stars: z.number().int(),
  /** plain text with \n line breaks, or null for a rating without a review: render it as text */
  review: z.string().nullable(),
  /** the reviewer's first name and the initial of their last name ('Rosa P.'), nothing more */
  reviewer: z.object({ name: z.string() }),
  /** the caller's own */
  mine: z.boolean(),
  /** ISO 8601 */
  createdAt: z.iso.datetime(),
  /** ISO 8601; later than createdAt once edited */
  updatedAt: z.iso.datetime(),
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

export const courseReviewsSchema = z.object({
  summary: ratingSummarySchema,
  /** most recently written or edited first */
  items: z.array(courseReviewSchema),
  /** pass it as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});
export type CourseReviews = z.infer<typeof courseReviewsSchema>;

export const managedReviewSchema = courseReviewSchema.extend({
  course: z.object({ id: z.uuid(), title: z.string() }),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;

export const managedReviewListSchema = z.object({
  /** the course asked for, when one was */
  course: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  items: z.array(managedReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ManagedReviewList = z.infer<typeof managedReviewListSchema>;

export const ownRatingSchema = z.object({
  stars: z.number().int(),
  review: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OwnRating = z.infer<typeof ownRatingSchema>;

/** Whether the caller may rate the course, why not, and their rating if they gave one. */
export const myRatingSchema = z.object({
  eligibility: z.enum(RATING_ELIGIBILITIES),
  lessons: z.object({
    /** the course's live lessons the caller completed */
    completed: z.number().int(),
    total: z.number().int(),
    /** how many must be completed to rate: half, rounded up */
    required: z.number().int(),
  }),
  rating: ownRatingSchema.nullable(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

export const ratingSavedSchema = z.object({
  message: z.string(),
  rating: ownRatingSchema,
  summary: ratingSummarySchema,
});
export type RatingSaved = z.infer<typeof ratingSavedSchema>;
