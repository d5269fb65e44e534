import type { CurrentUser } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { FileLinks } from '../storage/file-links';
import type { DB } from '../db/schema';
import { isMfaRequired } from '../mfa/mfa-requirement';
import { supervisesAnyUnit } from '../organisation/people-in-units';

/**
 * Loads the signed-in user as the client keeps it (docs/product/accounts.md#the-signed-in-person), never with
 * credentials.
 */
export async function loadCurrentUser(
  db: Kysely<DB>,
  links: FileLinks,
  userId: string,
): Promise<CurrentUser | null> {
  const row = await db
    .selectFrom('Users as u')
    .innerJoin('Profiles as p', (join) =>
      join.onRef('p.id_user', '=', 'u.id_user').on('p.deleted_at', 'is', null),
    )
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .leftJoin('Industries as i', 'i.id_industry', 'p.id_industry')
    .leftJoin('Specialties as s', 's.id_specialty', 'p.id_specialty')
    .leftJoin('Types_Identities_Documents as d', 'd.id_type_identity_document', 'p.id_type_identity_document')
    .leftJoin('User_Mfa as mfa', 'mfa.id_user', 'u.id_user')
    .select([
      'mfa.enabled_at as mfa_enabled_at',
      'p.id_profile',
      'u.email',
      'u.must_change_password',
      'u.password_change_reason',
      'p.names',
      'p.last_names',
      'p.country',
      'p.phone',
      'p.nro_doi',
      'p.url_image',
      'p.created_at',
      'r.code as role_code',
      'r.name as role_name',
      'i.id_industry',
      'i.name as industry_name',
      's.id_specialty',
      's.name as specialty_name',
      'd.id_type_identity_document',
      'd.name as document_name',
      supervisesAnyUnit('p.id_profile').as('supervisor'),
    ])
    .where('u.id_user', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id_profile,
    email: row.email,
    names: row.names,
    lastNames: row.last_names,
    country: row.country ?? '',
    phone: row.phone ?? '',
    nroDoi: row.nro_doi ?? '',
    urlImage: links.signed(row.url_image),
    joinedDate: row.created_at.toISOString(),
    mustChangePassword: row.must_change_password,
    passwordChangeReason: row.must_change_password ? (row.password_change_reason ?? 'temporary') : null,
    mfaEnabled: row.mfa_enabled_at !== null,
    mfaRequired: await isMfaRequired(db, row.role_code),
    rol: { code: row.role_code, name: row.role_name },
    supervisor: Boolean(row.supervisor),
    industry: row.id_industry ? { id: row.id_industry, name: row.industry_name! } : null,
    specialty: row.id_specialty ? { id: row.id_specialty, name: row.specialty_name! } : null,
    typeIdentityDocument: row.id_type_identity_document
      ? { id: row.id_type_identity_document, name: row.document_name! }
      : null,
  };
}
