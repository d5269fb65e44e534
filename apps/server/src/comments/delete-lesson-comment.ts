import { messages } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { findLessonCommentAccess } from './lesson-comment-access';

export interface LessonCommentRef {
  courseId: string;
  lessonId: string;
  commentId: string;
}

/**
 * Soft-deletes a comment of that lesson of that course. Its author may, even after leaving the
 * course; so may the course's instructor and admins (issue 5). Anyone else gets 403.
 */
export async function deleteLessonComment(db: Kysely<DB>, auth: Viewer, ref: LessonCommentRef) {
  const { manages } = await findLessonCommentAccess(db, auth, ref.courseId, ref.lessonId);
  const comment = await db
    .selectFrom('Lesson_Comments')
    .select('id_profile')
    .where('id_comment', '=', ref.commentId)
    .where('id_lesson', '=', ref.lessonId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!comment) throw AppError.notFound(messages.comments.notFound);
  if (!manages && comment.id_profile !== auth.profileId) throw AppError.forbidden();
  const deleted = await db
    .updateTable('Lesson_Comments')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id_comment', '=', ref.commentId)
    .where('deleted_at', 'is', null)
    .returning('id_comment')
    .executeTakeFirst();
  // Someone else deleted it in between: the outcome the caller wanted, but it is gone.
  if (!deleted) throw AppError.notFound(messages.comments.notFound);
}
