import type { UserSummary } from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import type { UserRow } from './list-users';

/** A table row: the fields docs/product/people.md#the-users-list shows, the photo through a signed link. */
export function presentUserSummary(row: UserRow, links: FileLinks): UserSummary {
  return {
    id: row.id_profile,
    names: row.names,
    lastNames: row.last_names,
    email: row.email,
    phone: row.phone,
    country: row.country,
    urlImage: links.signed(row.url_image),
    createdAt: row.created_at.toISOString(),
    role: { code: row.role_code, name: row.role_name },
    mfaEnabled: Boolean(row.mfa_enabled),
    invitation: row.invitation_pending
      ? { expiresAt: row.invitation_expires_at ? new Date(row.invitation_expires_at).toISOString() : null }
      : null,
  };
}
