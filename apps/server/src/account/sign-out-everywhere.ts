import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { revokeUserSessions } from '../auth/sessions';
import type { DB } from '../db/schema';

/** 'Cerrar sesión en todos los dispositivos': every session of the account ends, this one too. */
export function signOutEverywhere(db: Kysely<DB>, auth: Viewer) {
  return revokeUserSessions(db, auth.userId, 'signed_out_everywhere');
}
