import type { ViewerEnrollment } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findLiveEnrollment } from './learner-access';

/** The caller's live enrollment as a course's page shows it ('Continuar' and the progress), or null. */
export async function findViewerEnrollment(
  db: Kysely<DB>,
  profileId: string,
  courseId: string,
): Promise<ViewerEnrollment | null> {
  const enrollment = await findLiveEnrollment(db, profileId, courseId);
  if (!enrollment) return null;
  return {
    progress: enrollment.progress,
    completedAt: enrollment.completion_at?.toISOString() ?? null,
    lastLessonId: enrollment.last_lesson_id,
  };
}
