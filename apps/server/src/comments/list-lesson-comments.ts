import { messages } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { decodeTimeCursor, encodeTimeCursor } from '../http/time-cursor';
import { selectLessonComments, type LessonCommentRow } from './comment-queries';
import { requireLessonCommentParticipant } from './lesson-comment-access';

export interface LessonCommentPage {
  courseId: string;
  lessonId: string;
  cursor?: string;
  limit: number;
}

export interface LessonCommentRows {
  rows: LessonCommentRow[];
  /** whether the caller is the course's instructor or an admin, which the presenter needs */
  manages: boolean;
  nextCursor: string | null;
}

/**
 * One page of a lesson's comments, newest first. Keyset pagination on (created_at, id) walks the
 * lesson's index from where the last page ended, so a page costs the same however deep it is,
 * and comments posted meanwhile neither repeat nor shift the older ones.
 */
export async function listLessonComments(
  db: Kysely<DB>,
  auth: Viewer,
  page: LessonCommentPage,
): Promise<LessonCommentRows> {
  const after =
    page.cursor === undefined ? undefined : decodeTimeCursor(page.cursor, messages.comments.invalidCursor);
  const { manages } = await requireLessonCommentParticipant(db, auth, page.courseId, page.lessonId);
  let query = selectLessonComments(db).where('lc.id_lesson', '=', page.lessonId);
  if (after) {
    query = query
      // The first condition alone is what the index answers; the second breaks ties by id.
      .where(sql<boolean>`lc.created_at <= ${after.at}::timestamptz`)
      .where(sql<boolean>`(lc.created_at, lc.id_comment) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query
    .orderBy('lc.created_at', 'desc')
    .orderBy('lc.id_comment', 'desc')
    .limit(page.limit + 1)
    .execute();
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    rows: items,
    manages,
    nextCursor:
      rows.length > page.limit && last
        ? encodeTimeCursor({ at: last.created_at_exact, id: last.id_comment })
        : null,
  };
}
