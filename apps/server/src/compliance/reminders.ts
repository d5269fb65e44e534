import {
  addDays,
  daysBetween,
  mailMessages,
  TEAM_PATH,
  type CalendarDay,
  type Notification,
} from '@aula/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { queueMail } from '../mail/queue-mail';
import { trainingReminderMail, type TrainingReminderItem } from '../mail/templates/training-reminder-mail';
import { insertNotification, publishNotification } from '../notifications/create-notification';
import { inTeamOf } from '../organisation/people-in-units';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'notificationBus' | 'logger'>;
interface Context {
  now: Date;
  today: CalendarDay;
}

interface DueReminder extends TrainingReminderItem {
  assignmentId: string;
  profileId: string;
  /** Unique per assignment: what it is about and for which day, so it is never sent twice. */
  key: string;
}

/** People whose reminders one transaction records and queues. */
const PEOPLE_PER_BATCH = 200;

/**
 * The reminders that fall today (docs/product/mandatory-training.md#reminders), requirement by
 * requirement, each read through an index: uncompleted assignments due in one of the requirement's
 * 'before' days, overdue ones on the day after their due date and every N days after it, and
 * completions that stop counting in one of its 'before expiry' days. Exempt ones get none.
 */
async function remindersFallingOn(db: Kysely<DB>, today: CalendarDay): Promise<DueReminder[]> {
  const requirements = await db
    .selectFrom('Requirements as r')
    .select([
      'r.id_requirement',
      'r.title',
      'r.remind_before_days',
      'r.remind_when_overdue',
      'r.overdue_every_days',
      'r.remind_expiry_days',
      (eb) =>
        eb
          .selectFrom('Requirement_Courses as rc')
          .select('rc.id_course')
          .whereRef('rc.id_requirement', '=', 'r.id_requirement')
          .orderBy('rc.position')
          .limit(1)
          .as('first_course'),
    ])
    .where('r.state', '=', 'active')
    .execute();
  const found: DueReminder[] = [];
  for (const r of requirements) {
    const dueDays = r.remind_before_days.map((days) => addDays(today, days));
    const expiryDays = r.remind_expiry_days.map((days) => addDays(today, days));
    const live = sql`a.id_requirement = ${r.id_requirement} AND a.closed_on IS NULL AND a.withdrawn_on IS NULL`;
    const expiry = sql`(CASE WHEN a.completed_on IS NULL THEN a.previous_valid_until ELSE a.valid_until END)`;
    const parts = [];
    if (dueDays.length > 0) {
      parts.push(sql`SELECT a.id_assignment, a.id_profile, 'due' AS kind, a.due_on AS day FROM "Assignments" a
        WHERE ${live} AND a.completed_on IS NULL AND a.previous_valid_until IS NULL AND a.status <> 'exempt'
          AND a.due_on IN (${sql.join(dueDays.map((day) => sql`${day}::date`))})`);
    }
    if (r.remind_when_overdue) {
      const late = sql`(${today}::date - a.due_on - 1)`;
      const again = r.overdue_every_days > 0 ? sql`OR ${late} % ${r.overdue_every_days} = 0` : sql``;
      parts.push(sql`SELECT a.id_assignment, a.id_profile, 'overdue' AS kind, a.due_on AS day FROM "Assignments" a
        WHERE ${live} AND a.status = 'overdue' AND (${late} = 0 ${again})`);
    }
    if (expiryDays.length > 0) {
      parts.push(sql`SELECT a.id_assignment, a.id_profile, 'expiry' AS kind, ${expiry} AS day FROM "Assignments" a
        WHERE ${live} AND a.status <> 'exempt' AND ${expiry} IN (${sql.join(expiryDays.map((day) => sql`${day}::date`))})`);
    }
    if (parts.length === 0 || r.first_course === null) continue;
    const { rows } = await sql<{
      id_assignment: string;
      id_profile: string;
      kind: TrainingReminderItem['kind'];
      day: string;
    }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
    for (const row of rows) {
      const days = row.kind === 'overdue' ? 0 : daysBetween(today, row.day);
      found.push({
        assignmentId: row.id_assignment,
        profileId: row.id_profile,
        kind: row.kind,
        title: r.title,
        days,
        day: row.day,
        courseId: r.first_course,
        key: row.kind === 'overdue' ? `overdue:${row.day}:${today}` : `${row.kind}:${days}:${row.day}`,
      });
    }
  }
  return found;
}

/**
 * Sends today's reminders: per person, one digest (an email if they have not turned 'training'
 * off, and a notification in the bell) of the reminders not sent before. A person already sent a
 * digest today gets nothing more today; a reminder already recorded is not sent again. Safe to run
 * twice, or on two processes: the primary keys of the reminders and the digests decide.
 */
export async function sendTrainingReminders(deps: Deps, context: Context) {
  const db = deps.db.kysely;
  const due = await remindersFallingOn(db, context.today);
  const byPerson = new Map<string, DueReminder[]>();
  for (const reminder of due)
    byPerson.set(reminder.profileId, [...(byPerson.get(reminder.profileId) ?? []), reminder]);
  const teams = await teamSummaries(db, context.today);
  const people = [...new Set([...byPerson.keys(), ...teams.keys()])];
  let digests = 0;
  for (let start = 0; start < people.length; start += PEOPLE_PER_BATCH) {
    const published = await db.transaction().execute(async (trx) => {
      const bell: Array<[string, Notification]> = [];
      for (const profileId of people.slice(start, start + PEOPLE_PER_BATCH)) {
        const notification = await sendDigest(trx, deps, context, profileId, {
          reminders: byPerson.get(profileId) ?? [],
          team: teams.get(profileId) ?? null,
        });
        if (notification) bell.push([profileId, notification]);
      }
      return bell;
    });
    digests += published.length;
    for (const [profileId, notification] of published)
      await publishNotification(deps, profileId, notification);
  }
  if (digests > 0) deps.jobs.nudge();
  return { reminders: due.length, digests };
}

interface TeamSummary {
  overdue: number;
  expiring: number;
}

const MONDAY = 1;

/**
 * On Mondays, each supervisor's team as it stands (docs/product/mandatory-training.md#reminders):
 * live assignments of the people of the units they supervise, overdue, and about to expire or
 * expired. Only supervisors with something to report are answered.
 */
async function teamSummaries(db: Kysely<DB>, today: CalendarDay): Promise<Map<string, TeamSummary>> {
  const summaries = new Map<string, TeamSummary>();
  if (new Date(`${today}T00:00:00Z`).getUTCDay() !== MONDAY) return summaries;
  const supervisors = await db
    .selectFrom('Unit_Supervisors as us')
    .innerJoin('Profiles as sp', 'sp.id_profile', 'us.id_profile')
    .select('us.id_profile')
    .distinct()
    .where('us.removed_at', 'is', null)
    .where('sp.deleted_at', 'is', null)
    .execute();
  for (const { id_profile } of supervisors) {
    const counts = await db
      .selectFrom('Assignments as a')
      .innerJoin('Profiles as p', 'p.id_profile', 'a.id_profile')
      .innerJoin('Requirements as r', 'r.id_requirement', 'a.id_requirement')
      .select([
        sql<number>`(count(*) FILTER (WHERE a.status = 'overdue'))::int`.as('overdue'),
        sql<number>`(count(*) FILTER (WHERE a.status IN ('due_soon', 'expired')))::int`.as('expiring'),
      ])
      .where('a.closed_on', 'is', null)
      .where('a.withdrawn_on', 'is', null)
      .where('r.state', '=', 'active')
      .where('p.deleted_at', 'is', null)
      .where(inTeamOf(id_profile, 'count'))
      .executeTakeFirstOrThrow();
    if (counts.overdue + counts.expiring > 0) summaries.set(id_profile, counts);
  }
  return summaries;
}

async function sendDigest(
  trx: Transaction<DB>,
  deps: Deps,
  context: Context,
  profileId: string,
  { reminders, team }: { reminders: DueReminder[]; team: TeamSummary | null },
): Promise<Notification | null> {
  const digest = await trx
    .insertInto('Reminder_Digests')
    .values({ id_profile: profileId, sent_on: context.today })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id_profile')
    .executeTakeFirst();
  if (!digest) return null;
  const recorded =
    reminders.length === 0
      ? []
      : await trx
          .insertInto('Assignment_Reminders')
          .values(
            reminders.map((r) => ({
              id_assignment: r.assignmentId,
              reminder: r.key,
              sent_on: context.today,
            })),
          )
          .onConflict((conflict) => conflict.doNothing())
          .returning(['id_assignment', 'reminder'])
          .execute();
  const fresh = reminders.filter((r) =>
    recorded.some((row) => row.id_assignment === r.assignmentId && row.reminder === r.key),
  );
  if (fresh.length === 0 && team === null) {
    await trx
      .deleteFrom('Reminder_Digests')
      .where('id_profile', '=', profileId)
      .where('sent_on', '=', context.today)
      .execute();
    return null;
  }
  const person = await trx
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .select(['u.id_user', 'u.email', 'p.names'])
    .where('p.id_profile', '=', profileId)
    .executeTakeFirstOrThrow();
  const items = fresh.map(({ kind, title, days, day, courseId }) => ({ kind, title, days, day, courseId }));
  const mailId = await queueMail(trx, deps.jobs, context.now, {
    template: trainingReminderMail,
    to: person.email,
    userId: person.id_user,
    data: { names: person.names, items, team },
  });
  if (mailId) {
    await trx
      .updateTable('Reminder_Digests')
      .set({ id_mail: mailId })
      .where('id_profile', '=', profileId)
      .where('sent_on', '=', context.today)
      .execute();
  }
  const text = mailMessages.trainingReminder;
  return insertNotification(
    trx,
    items.length > 0
      ? {
          profileId,
          type: 'warning',
          title: text.notificationTitle,
          message: text.notificationMessage(items.length),
          actionUrl: `/dashboard/courses/watch/${items[0]!.courseId}`,
          actionLabel: text.action,
        }
      : {
          profileId,
          type: 'info',
          title: text.teamTitle,
          message: text.team(team!.overdue, team!.expiring),
          actionUrl: TEAM_PATH,
          actionLabel: text.teamAction,
        },
  );
}
