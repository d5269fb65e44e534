import { reviewMessages, type RatingEligibility } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { findVisibleCourse } from '../courses/course-access';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { countCourseProgress } from '../learning/course-progress';
import { findLiveEnrollment } from '../learning/learner-access';

export interface RatingAccess {
  eligibility: RatingEligibility;
  lessons: { completed: number; total: number; required: number };
}

/**
 * Whether the caller may rate the course now (docs/product/ratings.md): a live enrollment and at
 * least half of the course's live lessons completed, counted as the progress is
 * (learning/course-progress.ts), exactly rather than as the rounded percent. The course's
 * instructor and admins manage it and do not rate it, whatever they are enrolled in; rights follow
 * the role held now (auth/permissions.ts). A course the caller may not see is not found.
 */
export async function findRatingAccess(
  db: Kysely<DB>,
  auth: Viewer,
  courseId: string,
): Promise<RatingAccess> {
  const course = await findVisibleCourse(db, auth, courseId);
  // One after the other: inside a rating write's transaction, they share one connection.
  const enrollment = await findLiveEnrollment(db, auth.profileId, courseId);
  const progress = await countCourseProgress(db, auth.profileId, courseId);
  const required = Math.ceil(progress.lessons / 2);
  const lessons = { completed: progress.completed, total: progress.lessons, required };
  let eligibility: RatingEligibility;
  if (course.manages) eligibility = 'manages';
  else if (!enrollment) eligibility = 'notEnrolled';
  else if (progress.lessons === 0 || progress.completed < required) eligibility = 'underHalf';
  else eligibility = 'allowed';
  return { eligibility, lessons };
}

/** The refusal for each reason not to rate: who the caller is (403), or how far they are (409). */
export function refuseUnlessAllowed(access: RatingAccess): void {
  switch (access.eligibility) {
    case 'allowed':
      return;
    case 'manages':
      throw AppError.forbidden(reviewMessages.managerCannotRate);
    case 'notEnrolled':
      throw AppError.forbidden(reviewMessages.notEnrolled);
    case 'underHalf':
      throw AppError.conflict(reviewMessages.underHalf);
  }
}
