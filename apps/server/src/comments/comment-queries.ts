import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

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
