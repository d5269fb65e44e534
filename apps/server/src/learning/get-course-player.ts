import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context';
import { findCourseContent } from '../courses/find-course-content';
import type { DB } from '../db/schema';
import { findLearnerAccess } from './learner-access';

export interface LessonProgressRow {
  id_lesson: string;
  completed_at: Date | null;
  position_seconds: number;
}

/**
 * Everything the course player shows, for a caller allowed to learn or review the course
 * (findLearnerAccess): the live outline with each lesson's content and the caller's progress.
 */
export async function getCoursePlayer(db: Kysely<DB>, auth: AuthContext, courseId: string) {
  const access = await findLearnerAccess(db, auth, courseId);
  const content = await findCourseContent(db, courseId);
  const lessonIds = content.flatMap((module) => module.lessons.map((lesson) => lesson.id_lesson));
  const progress: LessonProgressRow[] =
    access.mode === 'student' && lessonIds.length > 0
      ? await db
          .selectFrom('Lesson_Progress')
          .select(['id_lesson', 'completed_at', 'position_seconds'])
          .where('id_profile', '=', auth.profileId)
          .where('id_lesson', 'in', lessonIds)
          .execute()
      : [];
  return { access, content, progress };
}
