import type { UserSummary } from '@aula/shared';
import type { Config } from '../config/config';
import { signFileUrl } from '../storage/signed-url';
import type { UserRow } from './list-users';

/** A table row: the fields docs/product/people.md#the-users-list shows, the photo through a signed link. */
export function presentUserSummary(row: UserRow, config: Config): UserSummary {
  return {
    id: row.id_profile,
    names: row.names,
    lastNames: row.last_names,
    email: row.email,
    phone: row.phone,
    country: row.country,
    urlImage: row.url_image
      ? signFileUrl(config.fileUrlSecret, row.url_image, config.env.SIGNED_URL_TTL_SECONDS)
      : null,
    createdAt: row.created_at.toISOString(),
    role: { code: row.role_code, name: row.role_name },
    mfaEnabled: Boolean(row.mfa_enabled),
  };
}
