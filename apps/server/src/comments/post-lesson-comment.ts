import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../deps';
import { publishNotification } from '../notifications/create-notification';
import { selectLessonComments, type LessonCommentRow } from './comment-queries';
import { replyNotices } from './comment-reply-notices';
import { requireLessonCommentParticipant } from './lesson-comment-access';

export interface NewLessonComment {
  courseId: string;
  lessonId: string;
  /** already cleaned and length-checked by the shared schema */
  body: string;
}

type CommentDeps = Pick<AppDeps, 'db' | 'notificationBus' | 'logger' | 'jobs' | 'clock'>;

/**
 * Stores a participant's comment on a lesson, as plain text, and returns it as the list reads it,
 * with whether its author manages the course.
 * One by the course's instructor or an admin tells the lesson's student commenters (replyNotices).
 */
export async function postLessonComment(
  deps: CommentDeps,
  auth: Viewer,
  comment: NewLessonComment,
): Promise<{ row: LessonCommentRow; manages: boolean }> {
  const db = deps.db.kysely;
  const { manages } = await requireLessonCommentParticipant(db, auth, comment.courseId, comment.lessonId);
  const { id_comment, notices } = await db.transaction().execute(async (trx) => {
    const { id_comment } = await trx
      .insertInto('Lesson_Comments')
      .values({ id_lesson: comment.lessonId, id_profile: auth.profileId, body: comment.body })
      .returning('id_comment')
      .executeTakeFirstOrThrow();
    const notices = manages
      ? await replyNotices(trx, deps, {
          courseId: comment.courseId,
          lessonId: comment.lessonId,
          authorId: auth.profileId,
        })
      : [];
    return { id_comment, notices };
  });
  if (notices.length > 0) deps.jobs.nudge();
  for (const notice of notices) await publishNotification(deps, notice.profileId, notice.notification);
  const row = await selectLessonComments(db)
    .where('lc.id_comment', '=', id_comment)
    .executeTakeFirstOrThrow();
  return { row, manages };
}
