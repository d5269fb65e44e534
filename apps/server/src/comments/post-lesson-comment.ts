import type { LessonComment } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context';
import type { Config } from '../config/config';
import type { DB } from '../db/schema';
import { presentLessonComment, selectLessonComments } from './comment-presenter';
import { requireLessonCommentParticipant } from './lesson-comment-access';

export interface NewLessonComment {
  courseId: string;
  lessonId: string;
  /** already cleaned and length-checked by the shared schema */
  body: string;
}

/** Stores a participant's comment on a lesson, as plain text, and answers it as the list shows it. */
export async function postLessonComment(
  db: Kysely<DB>,
  config: Config,
  auth: AuthContext,
  comment: NewLessonComment,
): Promise<LessonComment> {
  const { manages } = await requireLessonCommentParticipant(db, auth, comment.courseId, comment.lessonId);
  const { id_comment } = await db
    .insertInto('Lesson_Comments')
    .values({ id_lesson: comment.lessonId, id_profile: auth.profileId, body: comment.body })
    .returning('id_comment')
    .executeTakeFirstOrThrow();
  const row = await selectLessonComments(db)
    .where('lc.id_comment', '=', id_comment)
    .executeTakeFirstOrThrow();
  return presentLessonComment(row, { auth, manages }, config);
}
