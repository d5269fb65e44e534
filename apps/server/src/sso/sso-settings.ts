import type { SsoSettings, SsoSettingsData } from '@aula/shared';
import { inEmailDomains, ssoMessages } from '@aula/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import type { Config } from '../config/config';
import { AppError } from '../core/app-error';
import { openSecret, SEAL_PURPOSES, sealSecret } from '../crypto/secret-box';
import type { DB, SsoSettingsTable } from '../db/schema';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { ROLE_CODE } from '../users/role-code';
import { discoverProvider, providerConfiguration } from './provider-configuration';

export type SsoSettingsRow = Selectable<SsoSettingsTable>;

/** The address the provider sends people back to; the admin registers it there. */
export const callbackUrl = (config: Config) => `${config.publicUrl}/api/auth/sso/callback`;

export function readSsoSettings(db: Kysely<DB>): Promise<SsoSettingsRow | undefined> {
  return db.selectFrom('Sso_Settings').selectAll().executeTakeFirst();
}

/** The settings in force, when single sign-on is offered at all. */
export async function activeSsoSettings(db: Kysely<DB>): Promise<SsoSettingsRow | undefined> {
  const row = await readSsoSettings(db);
  return row?.enabled ? row : undefined;
}

/** Whether `email` belongs to the connection's domains: the only emails it may sign in, match or create. */
export function coversEmail(settings: Pick<SsoSettingsRow, 'email_domains'>, email: string): boolean {
  return inEmailDomains(email, settings.email_domains);
}

/**
 * The connection that took Aula's passwords away from `email`'s domain, if one did: its people
 * sign in only through the provider, and no reset link is sent to them.
 */
export async function passwordsOffFor(db: Kysely<DB>, email: string): Promise<SsoSettingsRow | undefined> {
  const settings = await activeSsoSettings(db);
  return settings?.passwords_off && coversEmail(settings, email) ? settings : undefined;
}

/** The client secret, opened with the app's key. */
export const clientSecretOf = (config: Config, row: SsoSettingsRow) =>
  openSecret(config.jwtSecret, SEAL_PURPOSES.ssoClientSecret, row.client_secret_sealed);

/** The provider of the settings in force, discovered once per version of them (provider-configuration.ts). */
export const providerOf = (config: Config, row: SsoSettingsRow) =>
  providerConfiguration(
    { issuerUrl: row.issuer_url, clientId: row.client_id, clientSecret: clientSecretOf(config, row) },
    row.updated_at,
  );

export function presentSsoSettings(config: Config, row: SsoSettingsRow | undefined): SsoSettings {
  return {
    configured: row !== undefined,
    enabled: row?.enabled ?? false,
    name: row?.name ?? '',
    issuerUrl: row?.issuer_url ?? '',
    clientId: row?.client_id ?? '',
    hasClientSecret: row !== undefined,
    emailDomains: row?.email_domains ?? [],
    passwordsOff: row?.passwords_off ?? false,
    unitClaim: row?.unit_claim ?? null,
    positionClaim: row?.position_claim ?? null,
    roleClaim: row?.role_claim ?? null,
    adminValues: row?.admin_values ?? [],
    instructorValues: row?.instructor_values ?? [],
    redirectUri: callbackUrl(config),
  };
}

/**
 * Saves 'Inicio de sesión institucional' (docs/product/single-sign-on.md#settings). The secret is
 * write-only: blank keeps the stored one, and a first save must give it. Before an enabled
 * connection is saved, the provider's discovery document is read with it, so a mistyped issuer is
 * said at once rather than at someone's first sign-in. Every save is in the security log.
 */
export async function saveSsoSettings(
  db: Kysely<DB>,
  config: Config,
  auth: Viewer,
  input: SsoSettingsData,
  origin: RequestOrigin,
): Promise<SsoSettings> {
  authorize(auth, 'academySettings.manage');
  const before = await readSsoSettings(db);
  const secret = input.clientSecret?.trim() || (before ? clientSecretOf(config, before) : '');
  if (!secret) throw AppError.invalidField('clientSecret', ssoMessages.errors.clientSecretRequired);
  if (input.enabled && input.passwordsOff) await keepAnAdminOutside(db, input.emailDomains);
  if (input.enabled) {
    try {
      await discoverProvider({ issuerUrl: input.issuerUrl, clientId: input.clientId, clientSecret: secret });
    } catch {
      throw AppError.invalidField('issuerUrl', ssoMessages.errors.providerUnreachable);
    }
  }
  const values = {
    enabled: input.enabled,
    name: input.name,
    issuer_url: input.issuerUrl,
    client_id: input.clientId,
    client_secret_sealed: sealSecret(config.jwtSecret, SEAL_PURPOSES.ssoClientSecret, secret),
    email_domains: input.emailDomains,
    passwords_off: input.passwordsOff,
    unit_claim: input.unitClaim ?? null,
    position_claim: input.positionClaim ?? null,
    role_claim: input.roleClaim ?? null,
    admin_values: input.adminValues,
    instructor_values: input.instructorValues,
    updated_at: origin.at,
    updated_by: auth.profileId,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('Sso_Settings')
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await writeSecurityEvent(trx, origin, {
      type: 'sso_settings_change',
      outcome: 'success',
      actor: auth,
      sessionId: auth.sessionId,
      details: {
        enabled: input.enabled,
        issuer: input.issuerUrl,
        domains: input.emailDomains.join(', '),
        passwordsOff: input.passwordsOff,
        secretChanged: Boolean(input.clientSecret?.trim()),
      },
    });
  });
  return presentSsoSettings(config, await readSsoSettings(db));
}

/**
 * With passwords off, someone must still be able to sign in when the provider fails or is
 * misconfigured: an active administrator whose email is outside the connection's domains.
 */
async function keepAnAdminOutside(db: Kysely<DB>, domains: string[]) {
  const outside = await db
    .selectFrom('Users as u')
    .innerJoin('Profiles as p', (join) =>
      join.onRef('p.id_user', '=', 'u.id_user').on('p.deleted_at', 'is', null),
    )
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .select('u.id_user')
    .where('u.deleted_at', 'is', null)
    .where('r.code', '=', ROLE_CODE.ADMIN)
    .where(sql<string>`lower(split_part(u.email, '@', 2))`, 'not in', domains)
    .limit(1)
    .executeTakeFirst();
  if (!outside) throw AppError.invalidField('passwordsOff', ssoMessages.errors.noAdminOutside);
}
