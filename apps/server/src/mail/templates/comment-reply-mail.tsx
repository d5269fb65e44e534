import { mailMessages } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';

const m = mailMessages.commentReply;

/** The lesson's comments, as the bell's notice links them. */
export const lessonCommentsPath = (courseId: string, lessonId: string) =>
  `/dashboard/courses/watch/${courseId}?lesson=${lessonId}`;

/**
 * To a student who commented under a lesson, when its instructor or an admin answers there
 * (docs/product/learning.md#lesson-comments); off unless the person asks for it ('comments').
 */
export const commentReplyMail = defineMailTemplate({
  name: 'comment-reply',
  data: z.object({
    names: z.string(),
    author: z.string(),
    lesson: z.string(),
    course: z.string(),
    courseId: z.uuid(),
    lessonId: z.uuid(),
  }),
  preference: 'comments',
  subject: ({ lesson }) => m.subject(lesson),
  sample: {
    names: 'Lucía',
    author: 'Carlos Mendoza Ríos',
    lesson: 'Los cinco momentos',
    course: 'Higiene de manos en la atención de salud',
    courseId: '00000000-0000-4000-8000-000000000000',
    lessonId: '00000000-0000-4000-8000-000000000001',
  },
  body({ names, author, lesson, course, courseId, lessonId }, links, unsubscribeUrl) {
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body(author, lesson, course)}</Text>
        <MailAction href={links.url(lessonCommentsPath(courseId, lessonId))} label={m.action} />
      </MailLayout>
    );
  },
});
