import { formatCalendarDay, mailMessages, TEAM_PATH } from '@aula/shared';
import { Link, Text } from '@react-email/components';
import { z } from 'zod';
import { defineMailTemplate } from '../mail-template';
import { MailAction, MailLayout, styles } from './mail-layout';

const m = mailMessages.trainingReminder;

const itemSchema = z.object({
  kind: z.enum(['due', 'overdue', 'expiry']),
  title: z.string(),
  /** Days until the date (due, expiry); 0 for an overdue item. */
  days: z.number().int(),
  /** 'YYYY-MM-DD': the due date, or the last day a completion counts. */
  day: z.iso.date(),
  courseId: z.uuid(),
});
export type TrainingReminderItem = z.infer<typeof itemSchema>;

const line = ({
  kind,
  title,
  days,
  day,
}: Pick<TrainingReminderItem, 'title' | 'days' | 'day'> & { kind: string }) => {
  const date = formatCalendarDay(day);
  if (kind === 'due') return m.dueIn(title, days, date);
  if (kind === 'overdue') return m.overdue(title, date);
  return m.expiresIn(title, days, date);
};

/**
 * To a person, once a day at most, every reminder of their mandatory training that falls that day
 * (docs/product/mandatory-training.md#reminders): before a due date, when it has passed, and before
 * a completion stops counting; each straight into its course; on Mondays, for a supervisor, how
 * their team stands. On unless the person turns off 'training'.
 */
export const trainingReminderMail = defineMailTemplate({
  name: 'training-reminder',
  data: z.object({
    names: z.string(),
    items: z.array(itemSchema),
    /** On Mondays, for a supervisor: how their team stands. */
    team: z.object({ overdue: z.number().int(), expiring: z.number().int() }).nullable().default(null),
  }),
  preference: 'training',
  subject: ({ items }) => (items.length === 0 ? m.teamSubject : m.subject(items.length)),
  sample: {
    names: 'Lucía',
    items: [
      {
        kind: 'due',
        title: 'Higiene de manos',
        days: 7,
        day: '2027-02-03',
        courseId: '00000000-0000-4000-8000-000000000000',
      },
      {
        kind: 'overdue',
        title: 'Cirugía segura',
        days: 0,
        day: '2027-01-20',
        courseId: '00000000-0000-4000-8000-000000000001',
      },
    ],
    team: { overdue: 3, expiring: 5 },
  },
  body({ names, items, team }, links, unsubscribeUrl) {
    return (
      <MailLayout preview={m.preview} unsubscribeUrl={unsubscribeUrl}>
        <Text style={styles.text}>{mailMessages.greeting(names)}</Text>
        {items.length > 0 && <Text style={styles.text}>{m.body}</Text>}
        {items.map((item) => (
          <Text key={`${item.kind}:${item.title}`} style={styles.text}>
            <Link href={links.url(`/dashboard/courses/watch/${item.courseId}`)} style={styles.link}>
              {line(item)}
            </Link>
          </Text>
        ))}
        {items.length > 0 && (
          <MailAction href={links.url(`/dashboard/courses/watch/${items[0]!.courseId}`)} label={m.action} />
        )}
        {team && (
          <>
            <Text style={{ ...styles.text, fontWeight: 700 }}>{m.teamTitle}</Text>
            <Text style={styles.text}>{m.team(team.overdue, team.expiring)}</Text>
            <MailAction href={links.url(TEAM_PATH)} label={m.teamAction} />
          </>
        )}
      </MailLayout>
    );
  },
});
