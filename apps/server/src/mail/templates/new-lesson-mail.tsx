import { mailMessages } from '@aula/shared';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';
import { TitleList } from './mail-parts';

const m = mailMessages.newLesson;

/**
 * To a student enrolled in a course that gets new lessons (docs/product/courses.md#new-lesson-notifications),
 * one per save however many lessons it added; off unless the person asks for it ('lessons').
 */
export const newLessonMail = defineMailTemplate({
  name: 'new-lesson',
  data: z.object({
    names: z.string(),
    course: z.string(),
    courseId: z.uuid(),
    lessons: z.array(z.string()).min(1),
  }),
  preference: 'lessons',
  subject: ({ course }) => m.subject(course),
  sample: {
    names: 'Lucía',
    course: 'Higiene de manos en la atención de salud',
    courseId: '00000000-0000-4000-8000-000000000000',
    lessons: ['Los cinco momentos', 'Fricción con alcohol gel'],
  },
  body({ names, course, courseId, lessons }, links, unsubscribeUrl) {
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        <Text style={styles.text}>{m.body(course)}</Text>
        <TitleList titles={lessons} />
        <MailAction href={links.url(`/dashboard/courses/watch/${courseId}`)} label={m.action} />
      </MailLayout>
    );
  },
});
