import {
  MAIL_PREFERENCE_DEFAULTS,
  MAIL_PREFERENCE_KINDS,
  sentMailMessages as m,
  type MailPreferenceKind,
  type MailPreferences,
} from '@aula/shared';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import { isKeyedToken, keyedToken } from '../crypto/keyed-token';
import type { DB } from '../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

/** A person's choices, each kind they never chose at its default. */
export async function readMailPreferences(db: Executor, userId: string): Promise<MailPreferences> {
  const rows = await db
    .selectFrom('Mail_Preferences')
    .select(['kind', 'by_email'])
    .where('id_user', '=', userId)
    .execute();
  const chosen = new Map(rows.map((row) => [row.kind, row.by_email]));
  return Object.fromEntries(
    MAIL_PREFERENCE_KINDS.map((kind) => [kind, chosen.get(kind) ?? MAIL_PREFERENCE_DEFAULTS[kind]]),
  ) as MailPreferences;
}

export async function wantsEmail(db: Executor, userId: string, kind: MailPreferenceKind): Promise<boolean> {
  return (await readMailPreferences(db, userId))[kind];
}

export async function saveMailPreference(
  db: Executor,
  userId: string,
  kind: MailPreferenceKind,
  byEmail: boolean,
  now: Date,
) {
  await db
    .insertInto('Mail_Preferences')
    .values({ id_user: userId, kind, by_email: byEmail, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['id_user', 'kind']).doUpdateSet({ by_email: byEmail, updated_at: now }),
    )
    .execute();
}

const purposeOf = (kind: MailPreferenceKind) => `unsubscribe:${kind}`;

/** The token of an email's unsubscribe link: the account, the kind, and their proof. */
export function unsubscribeToken(secret: string, userId: string, kind: MailPreferenceKind): string {
  return `${userId}.${kind}.${keyedToken(secret, purposeOf(kind), userId)}`;
}

/**
 * 'Dejar de recibir estos correos', honoured without signing in (RFC 8058 one-click, or the page
 * the link opens): that kind of email stops for that account. Answers the kind.
 */
export async function unsubscribe(db: Kysely<DB>, secret: string, token: string, now: Date) {
  const [userId, kind, proof] = token.split('.') as [string, MailPreferenceKind, string];
  if (!MAIL_PREFERENCE_KINDS.includes(kind) || !isKeyedToken(secret, purposeOf(kind), userId, proof)) {
    throw new AppError('link_invalid', m.unsubscribeInvalid);
  }
  const account = await db
    .selectFrom('Users')
    .select('id_user')
    .where('id_user', '=', userId)
    .executeTakeFirst();
  if (!account) throw new AppError('link_invalid', m.unsubscribeInvalid);
  await saveMailPreference(db, userId, kind, false, now);
  return kind;
}
