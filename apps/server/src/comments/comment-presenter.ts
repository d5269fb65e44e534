import type { LessonComment } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Config } from '../config/config';
import type { DB } from '../db/schema';
import { signFileUrl } from '../storage/signed-url';

/**
 * Live comments of lessons with what their author shows of themselves; the profile's other
 * fields (document, phone, e-mail) stay inside. Callers add the lesson and the order.
 */
export function selectLessonComments(db: Kysely<DB>) {
  return (
    db
      .selectFrom('Lesson_Comments as lc')
      .innerJoin('Profiles as p', 'p.id_profile', 'lc.id_profile')
      .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
      .select([
        'lc.id_comment',
        'lc.body',
        'lc.created_at',
        'p.id_profile',
        'p.names',
        'p.last_names',
        'p.url_image',
        'r.code as role_code',
        'r.name as role_name',
      ])
      // To the microsecond, for the page cursor (see http/time-cursor.ts).
      .select(
        sql<string>`to_char(lc.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'created_at_exact',
        ),
      )
      .where('lc.deleted_at', 'is', null)
  );
}

export type LessonCommentRow = Awaited<
  ReturnType<ReturnType<typeof selectLessonComments>['executeTakeFirstOrThrow']>
>;

export interface CommentViewer {
  auth: Viewer;
  /** the course's instructor or an admin */
  manages: boolean;
}

/** A stored comment as the player shows it; the photo key becomes a signed, expiring link. */
export function presentLessonComment(
  row: LessonCommentRow,
  viewer: CommentViewer,
  config: Config,
): LessonComment {
  return {
    id: row.id_comment,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    author: {
      id: row.id_profile,
      names: row.names,
      lastNames: row.last_names,
      role: { code: row.role_code, name: row.role_name },
      photoUrl: row.url_image
        ? signFileUrl(config.fileUrlSecret, row.url_image, config.env.SIGNED_URL_TTL_SECONDS)
        : null,
    },
    canDelete: viewer.manages || row.id_profile === viewer.auth.profileId,
  };
}
