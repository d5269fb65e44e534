import type { SecurityEventDetails, SecurityEventOutcome, SecurityEventType } from '@aula/shared';
import type { Context } from 'hono';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-info';

/** When and from where a request came, as the log keeps it; services receive it from their route. */
export interface RequestOrigin {
  /** by the app's clock */
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

/**
 * A person an event names, by whatever the caller knows: an account, a profile, or (a failed
 * sign-in) the email that was tried, which names the account holding it, if any.
 */
export type SecurityEventParty =
  { userId: string; profileId?: string } | { profileId: string } | { email: string };

export interface SecurityEventRecord {
  type: SecurityEventType;
  outcome: SecurityEventOutcome;
  /** who acted; null when nobody was signed in */
  actor: SecurityEventParty | null;
  /** whom it concerned, when that is someone else than the actor or nobody is signed in */
  target?: SecurityEventParty | null;
  sessionId: string | null;
  /** flat facts without secrets: keys that name one are dropped all the same */
  details?: SecurityEventDetails;
}

/** As many characters of a user agent as a person needs to tell browsers apart (Sessions keep as many). */
const USER_AGENT_MAX = 300;
const DETAIL_MAX = 300;
/** Whatever a caller passes, a detail named like a credential never reaches the log. */
const SECRET_KEY = /pass|token|secret|cookie|authori[sz]ation|hash|otp/i;

function safeDetails(details: SecurityEventDetails = {}): SecurityEventDetails {
  return Object.fromEntries(
    Object.entries(details)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, DETAIL_MAX) : value]),
  );
}

/** The user and profile ids of a party, looked up in the same statement when only part is known. */
function partyIds(
  eb: ExpressionBuilder<DB, 'Security_Events'>,
  party: SecurityEventParty | null | undefined,
) {
  if (!party) return { user: null, profile: null };
  if ('email' in party) {
    const user = eb
      .selectFrom('Users')
      .select('id_user')
      .where('email', '=', party.email)
      .orderBy('deleted_at', (ob) => ob.desc().nullsFirst())
      .limit(1);
    return {
      user,
      profile: eb
        .selectFrom('Profiles')
        .select('id_profile')
        .where('id_user', '=', user)
        .orderBy('deleted_at', (ob) => ob.desc().nullsFirst())
        .limit(1),
    };
  }
  if ('userId' in party) {
    return {
      user: party.userId,
      profile:
        party.profileId ??
        eb
          .selectFrom('Profiles')
          .select('id_profile')
          .where('id_user', '=', party.userId)
          .orderBy('deleted_at', (ob) => ob.desc().nullsFirst())
          .limit(1),
    };
  }
  return {
    user: eb.selectFrom('Profiles').select('id_user').where('id_profile', '=', party.profileId),
    profile: party.profileId,
  };
}

/**
 * Writes one event. Inside a transaction it belongs to the change it records: both are kept, or
 * neither. It throws like any statement; `recordSecurityEvent` is the variant that never does.
 */
export async function writeSecurityEvent(
  db: Kysely<DB>,
  origin: RequestOrigin,
  event: SecurityEventRecord,
): Promise<void> {
  await db
    .insertInto('Security_Events')
    .values((eb) => {
      const actor = partyIds(eb, event.actor);
      const target = partyIds(eb, event.target);
      return {
        occurred_at: origin.at,
        type: event.type,
        outcome: event.outcome,
        id_actor_user: actor.user,
        id_actor_profile: actor.profile,
        id_target_user: target.user,
        id_target_profile: target.profile,
        id_session: event.sessionId,
        ip: origin.ip,
        user_agent: origin.userAgent?.trim().slice(0, USER_AGENT_MAX) || null,
        details: JSON.stringify(safeDetails(event.details)),
      };
    })
    .execute();
}

/** The origin of the request `c` answers: the app's clock, the client's address and browser. */
export function requestOrigin(c: Context<AppEnv>): RequestOrigin {
  return { at: c.var.deps.clock.now(), ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}

/** What a route records: the actor and the session default to the request's signed-in caller. */
export type RequestSecurityEvent = Omit<SecurityEventRecord, 'actor' | 'sessionId'> &
  Partial<Pick<SecurityEventRecord, 'actor' | 'sessionId'>>;

/**
 * Records an event of the request `c` answers. The log must never break the request it
 * describes: a failure to write is logged and the request goes on.
 */
export async function recordSecurityEvent(c: Context<AppEnv>, event: RequestSecurityEvent): Promise<void> {
  // Set only once requireAuth has run: a refusal before it, or a public route, has no caller.
  const auth = c.get('viewer') as Viewer | undefined;
  try {
    await writeSecurityEvent(c.var.deps.db.kysely, requestOrigin(c), {
      ...event,
      actor: event.actor !== undefined ? event.actor : auth ? auth : null,
      sessionId: event.sessionId !== undefined ? event.sessionId : (auth?.sessionId ?? null),
    });
  } catch (error) {
    c.var.log.error({ err: error, securityEvent: event.type }, 'security event not recorded');
  }
}
