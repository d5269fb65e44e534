import type { CurrentUser, SessionResponse } from '@aula/shared';
import { testCurrentUser } from './fixtures/current-user';

/** A signed-in student's session as the server answers it, for component and session tests. */
export function testSessionResponse(accessToken = 'token', user: Partial<CurrentUser> = {}): SessionResponse {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
    user: testCurrentUser(user),
  };
}
