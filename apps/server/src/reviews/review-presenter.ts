import {
  reviewMessages,
  type CourseReview,
  type CourseReviews,
  type ManagedReview,
  type ManagedReviewList,
  type MyRating,
  type OwnRating,
  type RatingSaved,
  type RatingSummary,
} from '@aula/shared';
import type { MyRatingFacts } from './get-my-rating';
import type { CourseReviewRows } from './list-course-reviews';
import type { ManagedReviewRows } from './list-managed-reviews';
import type { OwnRatingRow, RatingSummaryRow, ReviewRow } from './review-queries';
import type { SavedRating } from './save-rating';

/** 'María José' 'Huamán Torres' → 'María H.': enough to read as a person, too little to find one. */
export function reviewerName(names: string, lastNames: string): string {
  const first = names.trim().split(/\s+/)[0] ?? '';
  const initial = [...lastNames.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function presentReview(row: ReviewRow, viewerProfileId: string): CourseReview {
  return {
    id: row.id_course_rating,
    stars: row.stars,
    review: row.review,
    reviewer: { name: reviewerName(row.names, row.last_names) },
    mine: row.id_profile === viewerProfileId,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A review in the managers' list, which spans courses: with the course it is about. */
export function presentManagedReview(row: ReviewRow, viewerProfileId: string): ManagedReview {
  return {
    ...presentReview(row, viewerProfileId),
    course: { id: row.id_course, title: row.course_title },
  };
}

/** A course nobody rated stores an average of 0, which is no average: it answers null. */
export function presentRatingSummary(row: RatingSummaryRow): RatingSummary {
  return { average: row.rating_count === 0 ? null : row.rating_average, count: row.rating_count };
}

export function presentOwnRating(row: OwnRatingRow): OwnRating {
  return {
    stars: row.stars,
    review: row.review,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentCourseReviews(page: CourseReviewRows, viewerProfileId: string): CourseReviews {
  return {
    summary: presentRatingSummary(page.summary),
    items: page.rows.map((row) => presentReview(row, viewerProfileId)),
    nextCursor: page.nextCursor,
  };
}

export function presentManagedReviews(page: ManagedReviewRows, viewerProfileId: string): ManagedReviewList {
  return {
    course: page.course ? { id: page.course.id_course, title: page.course.title } : null,
    items: page.rows.map((row) => presentManagedReview(row, viewerProfileId)),
    nextCursor: page.nextCursor,
  };
}

export function presentMyRating(facts: MyRatingFacts): MyRating {
  const { completed, total, required } = facts.lessons;
  return {
    eligibility: facts.eligibility,
    lessons: { completed, total, required },
    rating: facts.rating ? presentOwnRating(facts.rating) : null,
  };
}

export function presentRatingSaved(saved: SavedRating): RatingSaved {
  return {
    message: saved.created ? reviewMessages.saved : reviewMessages.updated,
    rating: presentOwnRating(saved.rating),
    summary: presentRatingSummary(saved.summary),
  };
}
