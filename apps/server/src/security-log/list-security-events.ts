import {
  SECURITY_EVENT_COUNT_LIMIT,
  type SecurityEvent,
  type SecurityEventList,
  type SecurityEventListQuery,
  type SecurityEventPerson,
  type SecurityEventType,
} from '@aula/shared';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { containsWord, everyWord, peopleMatching, searchWords } from '../db/text-search';
import { countUpTo, onePage } from '../db/paging';
import type { DB } from '../db/schema';
import { authorize } from '../auth/permissions';

/** The next day of a yyyy-MM-dd day, for "up to and including" `to`. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The profiles whose names or email hold every word of `search`, deleted ones too: the log still
 * names a person whose account is gone.
 */
const profilesMatching = (search: string) =>
  everyWord(
    searchWords(search),
    (word) => sql<SqlBool>`p.id_profile IN ${peopleMatching(word, { withDeleted: true })}`,
  );

/** The events the filters select, as a query to page or count. */
function filteredEvents(db: Kysely<DB>, query: SecurityEventListQuery) {
  let events = db.selectFrom('Security_Events as e');
  if (query.type !== 'all') events = events.where('e.type', '=', query.type);
  if (query.outcome !== 'all') events = events.where('e.outcome', '=', query.outcome);
  // Days are calendar days in UTC, as every calendar figure of the app.
  if (query.from) events = events.where('e.occurred_at', '>=', sql<Date>`${query.from}::timestamptz`);
  if (query.to) events = events.where('e.occurred_at', '<', sql<Date>`${dayAfter(query.to)}::timestamptz`);
  if (query.actor) {
    const actor = query.actor;
    events = events.where((eb) =>
      eb(
        'e.id_actor_profile',
        'in',
        eb.selectFrom('Profiles as p').select('p.id_profile').where(profilesMatching(actor)),
      ),
    );
  }
  if (query.target) {
    const target = query.target;
    // An attempted sign-in names its account by the email that was tried, held or not.
    const triedEmail = everyWord(searchWords(target), (word) =>
      containsWord(sql`e.details ->> 'email'`, word),
    );
    events = events.where((eb) =>
      eb.or([
        eb(
          'e.id_target_profile',
          'in',
          eb.selectFrom('Profiles as p').select('p.id_profile').where(profilesMatching(target)),
        ),
        eb.and([sql<SqlBool>`e.details ? 'email'`, triedEmail]),
      ]),
    );
  }
  return events;
}

type PersonColumns = {
  id: string | null;
  names: string | null;
  lastNames: string | null;
  email: string | null;
};

const person = (columns: PersonColumns): SecurityEventPerson | null =>
  columns.id
    ? {
        id: columns.id,
        names: columns.names ?? '',
        lastNames: columns.lastNames ?? '',
        email: columns.email ?? '',
      }
    : null;

/**
 * 'Registro de seguridad': one page of events, newest first, and how many match, counted up to
 * SECURITY_EVENT_COUNT_LIMIT. Admins only.
 */
export async function listSecurityEvents(
  db: Kysely<DB>,
  auth: Viewer,
  query: SecurityEventListQuery,
): Promise<SecurityEventList> {
  authorize(auth, 'securityLog.view');
  const [rows, counted] = await Promise.all([
    filteredEvents(db, query)
      .leftJoin('Profiles as ap', 'ap.id_profile', 'e.id_actor_profile')
      .leftJoin('Users as au', 'au.id_user', 'ap.id_user')
      .leftJoin('Profiles as tp', 'tp.id_profile', 'e.id_target_profile')
      .leftJoin('Users as tu', 'tu.id_user', 'tp.id_user')
      .select([
        'e.id_security_event',
        'e.occurred_at',
        'e.type',
        'e.outcome',
        'e.id_session',
        'e.ip',
        'e.user_agent',
        'e.details',
        'ap.id_profile as actor_id',
        'ap.names as actor_names',
        'ap.last_names as actor_last_names',
        'au.email as actor_email',
        'tp.id_profile as target_id',
        'tp.names as target_names',
        'tp.last_names as target_last_names',
        'tu.email as target_email',
      ])
      .orderBy('e.occurred_at', 'desc')
      .orderBy('e.id_security_event', 'desc')
      .$call((events) => onePage(events, query))
      .execute(),
    countUpTo(db, filteredEvents(db, query), SECURITY_EVENT_COUNT_LIMIT),
  ]);
  return {
    items: rows.map((row): SecurityEvent => ({
      id: row.id_security_event,
      occurredAt: row.occurred_at.toISOString(),
      // Written by this code from the shared list; a kind added later is shown by its code.
      type: row.type as SecurityEventType,
      outcome: row.outcome,
      actor: person({
        id: row.actor_id,
        names: row.actor_names,
        lastNames: row.actor_last_names,
        email: row.actor_email,
      }),
      target: person({
        id: row.target_id,
        names: row.target_names,
        lastNames: row.target_last_names,
        email: row.target_email,
      }),
      sessionId: row.id_session,
      ip: row.ip,
      userAgent: row.user_agent,
      details: row.details,
    })),
    page: query.page,
    pageSize: query.pageSize,
    ...counted,
  };
}
