import type { AppRole, SsoError } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import { followInAssignments } from '../compliance/compliance-jobs';
import type { DB } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { ROLE_CODE } from '../users/role-code';
import { coversEmail, type SsoSettingsRow } from './sso-settings';

/** What the provider said of the person: the ID token's claims with the UserInfo answer's. */
export type ProviderClaims = Record<string, unknown>;

/** A sign-in the provider vouched for but Aula refuses, with the reason the sign-in screen shows. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoError,
    readonly detail?: string,
  ) {
    super(reason);
  }
}

/** A claim's values as text: providers send one value or a list. */
function claimValues(claims: ProviderClaims, name: string | null): string[] {
  if (!name) return [];
  const value = claims[name];
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item !== '');
}

/** The verified email: the provider must say it checked it, or nobody is signed in by it. */
export function verifiedEmail(settings: SsoSettingsRow, claims: ProviderClaims): string {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  // Some providers send the flag as text.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !verified) throw new SsoRefusal('unverified_email', email || 'sin email');
  if (!coversEmail(settings, email)) throw new SsoRefusal('foreign_email', email);
  return email;
}

/** The role the mapping gives; unmapped, a student's. Administrator wins over instructor. */
function mappedRole(settings: SsoSettingsRow, claims: ProviderClaims): AppRole {
  const values = new Set(claimValues(claims, settings.role_claim).map((value) => value.toLowerCase()));
  const matches = (list: string[]) => list.some((value) => values.has(value.toLowerCase()));
  if (matches(settings.admin_values)) return 'ADMIN';
  if (matches(settings.instructor_values)) return 'INSTRUCTOR';
  return 'STUDENT';
}

/** The person's names: given and family names, else the full name, else the email's local part. */
function namesOf(claims: ProviderClaims, email: string) {
  const text = (name: string) =>
    typeof claims[name] === 'string' ? (claims[name] as string).trim().slice(0, 100) : '';
  const given = text('given_name');
  const family = text('family_name');
  if (given) return { names: given, lastNames: family };
  const [first = '', ...rest] = text('name').split(/\s+/);
  if (first) return { names: first, lastNames: rest.join(' ') };
  return { names: email.slice(0, email.indexOf('@')), lastNames: '' };
}

/**
 * The account the provider's person signs into (docs/product/single-sign-on.md#who-signs-in): the
 * live account of the verified email, else one created now ("just in time") with the mapped role,
 * the unit whose code the unit claim gives and the position the position claim names. An email
 * whose only account was deactivated is refused: signing in through the provider must not undo a
 * deactivation. A value that maps to nothing is left empty and named in the security log, for the
 * admin to put right.
 */
export async function accountForProviderPerson(
  db: Kysely<DB>,
  settings: SsoSettingsRow,
  claims: ProviderClaims,
  origin: RequestOrigin,
): Promise<{ userId: string; created: boolean }> {
  const email = verifiedEmail(settings, claims);
  const live = await db
    .selectFrom('Users as u')
    .innerJoin('Profiles as p', (join) =>
      join.onRef('p.id_user', '=', 'u.id_user').on('p.deleted_at', 'is', null),
    )
    .select('u.id_user')
    .where('u.email', '=', email)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (live) return { userId: live.id_user, created: false };
  const deactivated = await db
    .selectFrom('Users')
    .select('id_user')
    .where('email', '=', email)
    .executeTakeFirst();
  if (deactivated) throw new SsoRefusal('inactive', email);
  try {
    return { userId: await createProviderPerson(db, settings, claims, email, origin), created: true };
  } catch (error) {
    // Two first sign-ins of one person at once: the other one created the account.
    if (!isUniqueViolation(error)) throw error;
    const winner = await db
      .selectFrom('Users')
      .select('id_user')
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { userId: winner.id_user, created: false };
  }
}

async function createProviderPerson(
  db: Kysely<DB>,
  settings: SsoSettingsRow,
  claims: ProviderClaims,
  email: string,
  origin: RequestOrigin,
): Promise<string> {
  const role = mappedRole(settings, claims);
  const [unitCode] = claimValues(claims, settings.unit_claim);
  const [positionName] = claimValues(claims, settings.position_claim);
  return db.transaction().execute(async (trx) => {
    const roleRow = await trx
      .selectFrom('Roles')
      .select('id_rol')
      .where('code', '=', ROLE_CODE[role])
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const unit = unitCode
      ? await trx
          .selectFrom('Units')
          .select('id_unit')
          .where(sql<string>`lower(code)`, '=', unitCode.toLowerCase())
          .where('archived_at', 'is', null)
          .where('kind', '!=', 'academy')
          .executeTakeFirst()
      : undefined;
    const position = positionName
      ? await trx
          .selectFrom('Positions')
          .select('id_position')
          .where(sql<string>`lower(name)`, '=', positionName.toLowerCase())
          .where('archived_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    const user = await trx
      .insertInto('Users')
      .values({ email, created_at: origin.at, updated_at: origin.at })
      .returning('id_user')
      .executeTakeFirstOrThrow();
    const { names, lastNames } = namesOf(claims, email);
    const profile = await trx
      .insertInto('Profiles')
      .values({
        id_user: user.id_user,
        id_rol: roleRow.id_rol,
        names,
        last_names: lastNames,
        id_unit: unit?.id_unit ?? null,
        id_position: position?.id_position ?? null,
        created_at: origin.at,
        updated_at: origin.at,
      })
      .returning('id_profile')
      .executeTakeFirstOrThrow();
    await followInAssignments(trx, { profileId: profile.id_profile }, origin.at);
    await writeSecurityEvent(trx, origin, {
      type: 'user_creation',
      outcome: 'success',
      actor: null,
      target: { userId: user.id_user, profileId: profile.id_profile },
      sessionId: null,
      details: {
        role,
        method: 'sso',
        unit: unitCode ?? null,
        unitFound: unitCode ? Boolean(unit) : null,
        position: positionName ?? null,
        positionFound: positionName ? Boolean(position) : null,
      },
    });
    return user.id_user;
  });
}
