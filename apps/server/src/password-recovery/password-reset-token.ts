import { isKeyedToken } from '../crypto/keyed-token';
import { PASSWORD_RESET_PURPOSE } from '../mail/templates/password-reset-mail';

/** The reset a link's token names, if its proof is right: the id before the dot, the proof after. */
export function resetIdOf(secret: string, token: string): string | null {
  const [id, proof] = token.split('.');
  if (!id || !proof) return null;
  return isKeyedToken(secret, PASSWORD_RESET_PURPOSE, id, proof) ? id : null;
}
