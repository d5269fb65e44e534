import type { Viewer } from '../auth/viewer';
import { findCourseContent } from '../courses/find-course-content';
import { findLessonImages } from '../courses/lesson-images';
import type { AppDeps } from '../deps';
import { findLearnerAccess } from './learner-access';
import { EVIDENCE_COLUMNS, type EvidenceRow } from './lesson-evidence';

export interface LessonProgressRow extends EvidenceRow {
  id_lesson: string;
  position_seconds: number;
}

/**
 * Everything the course player shows, for a caller allowed to learn or review the course
 * (findLearnerAccess): the live outline with each lesson's content, the images its texts show
 * and the caller's progress.
 */
export async function getCoursePlayer(deps: Pick<AppDeps, 'db' | 'clock'>, auth: Viewer, courseId: string) {
  const db = deps.db.kysely;
  const access = await findLearnerAccess(db, auth, courseId);
  const content = await findCourseContent(db, courseId);
  const lessonIds = content.flatMap((module) => module.lessons.map((lesson) => lesson.id_lesson));
  const progress: LessonProgressRow[] =
    access.mode === 'student' && lessonIds.length > 0
      ? await db
          .selectFrom('Lesson_Progress')
          .select(['id_lesson', 'position_seconds', ...EVIDENCE_COLUMNS])
          .where('id_profile', '=', auth.profileId)
          .where('id_lesson', 'in', lessonIds)
          .execute()
      : [];
  const images = await findLessonImages(db, courseId);
  return { access, content, progress, images, now: deps.clock.now() };
}
