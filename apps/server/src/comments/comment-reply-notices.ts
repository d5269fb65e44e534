import { messages, type Notification } from '@aula/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { queueMailToProfiles } from '../mail/queue-mail';
import { commentReplyMail, lessonCommentsPath } from '../mail/templates/comment-reply-mail';
import { insertNotification } from '../notifications/create-notification';

export interface ReplyNotice {
  profileId: string;
  notification: Notification;
}

export interface Reply {
  courseId: string;
  lessonId: string;
  /** the profile of the instructor or admin who answered */
  authorId: string;
}

/**
 * The course's instructor or an admin answered under a lesson: each student who commented there
 * and still takes the course is told, once, with a link to that lesson's comments (whose screen
 * then reads them again, docs/decisions/0005). Only those in charge of the course notify: a
 * comment by every student to every other one who commented would bury the answers. Those who
 * asked for it ('comments') get an email too. Stored in the comment's transaction; publish the
 * notices once it has committed.
 */
export async function replyNotices(
  trx: Transaction<DB>,
  deps: Pick<AppDeps, 'jobs' | 'clock'>,
  reply: Reply,
): Promise<ReplyNotice[]> {
  const students = await trx
    .selectFrom('Lesson_Comments as lc')
    .innerJoin('Enrollments as e', 'e.id_profile', 'lc.id_profile')
    .innerJoin('Profiles as p', 'p.id_profile', 'lc.id_profile')
    .select('lc.id_profile')
    .distinct()
    .where('lc.id_lesson', '=', reply.lessonId)
    .where('lc.deleted_at', 'is', null)
    .where('lc.id_profile', '!=', reply.authorId)
    .where('e.id_course', '=', reply.courseId)
    .where('e.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .execute();
  if (students.length === 0) return [];

  const about = await trx
    .selectFrom('Lessons as le')
    .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
    .innerJoin('Courses as c', 'c.id_course', 'm.id_course')
    .innerJoin('Profiles as author', (join) => join.on('author.id_profile', '=', reply.authorId))
    .select(['le.title as lesson', 'c.title as course', 'author.names', 'author.last_names'])
    .where('le.id_lesson', '=', reply.lessonId)
    .executeTakeFirstOrThrow();
  const text = messages.comments.replyNotification;
  const author = `${about.names} ${about.last_names}`;
  const notices: ReplyNotice[] = [];
  for (const { id_profile } of students) {
    const notification = await insertNotification(trx, {
      profileId: id_profile,
      type: 'info',
      title: text.title,
      message: text.message(author, about.lesson, about.course),
      actionUrl: lessonCommentsPath(reply.courseId, reply.lessonId),
      actionLabel: text.action,
    });
    notices.push({ profileId: id_profile, notification });
  }
  await queueMailToProfiles(
    trx,
    deps.jobs,
    deps.clock.now(),
    commentReplyMail,
    students.map((student) => student.id_profile),
    ({ names }) => ({ names, author, lesson: about.lesson, course: about.course, ...reply }),
  );
  return notices;
}
